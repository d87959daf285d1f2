import { describe, expect, it } from 'vitest';
import { errorResponse, oneResponse } from '../../contract/common';
import { publicCustomization } from '../../contract/customization';
import { ROLES } from './helpers';
import { appPerFile } from './per-file';

const one = oneResponse(publicCustomization);

const t = appPerFile();

const get = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/business-signup-dashboard-customization${query}`, headers });

describe('GET /api/business-signup-dashboard-customization', () => {
  it('answers the seeded business branding without sign-in, and nothing more', async () => {
    const res = await get('?slug=transports-durand');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Record<string, unknown> }>();
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(publicCustomization.shape).sort());
    const { data } = one.parse(body);
    const business = await t.db.query<{ id: string }>(
      `select id from businesses where slug = 'transports-durand'`,
    );
    expect(data).toEqual({
      slug: 'transports-durand',
      business_id: business[0]!.id,
      name: 'Transports Durand',
      logo: null,
      cover_image: null,
      launcher_icon: null,
      primary_color: '#1f4e79',
    });
  });

  it('finds the slug in any case and shows the stored images', async () => {
    await t.db.query(
      `update customizations set name = 'Durand Express', logo = '/uploads/logo.png',
         cover_image = '/uploads/cover.jpg', launcher_icon = '/uploads/icon.png'
       where business_id = (select id from businesses where slug = 'transports-durand')`,
    );
    const { data } = one.parse((await get('?slug=Transports-DURAND')).json());
    expect(data).toMatchObject({
      slug: 'transports-durand',
      name: 'Durand Express',
      logo: '/uploads/logo.png',
      cover_image: '/uploads/cover.jpg',
      launcher_icon: '/uploads/icon.png',
    });
  });

  it("falls back to the business's own name when it has no customization (inactive too)", async () => {
    await t.db.query(
      `insert into businesses (name, slug, kind, active) values ('Livraisons Nord', 'livraisons-nord', 'whitelabel', false)`,
    );
    const { data } = one.parse((await get('?slug=livraisons-nord')).json());
    expect(data).toMatchObject({
      slug: 'livraisons-nord',
      name: 'Livraisons Nord',
      logo: null,
      cover_image: null,
      launcher_icon: null,
      primary_color: null,
    });
  });

  it('answers 404 unknown_business for an unknown slug', async () => {
    const res = await get('?slug=nobody-here');
    expect(res.statusCode).toBe(404);
    expect(errorResponse.parse(res.json())).toMatchObject({ code: 'unknown_business' });
  });

  it('answers 400 validation_failed without a slug', async () => {
    for (const query of ['', '?slug=']) {
      const res = await get(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers every role the same public branding (a token changes nothing)', async () => {
    const anonymous = (await get('?slug=transports-durand')).json();
    for (const role of ROLES) {
      const res = await get('?slug=transports-durand', await t.as(role));
      expect(res.statusCode, role).toBe(200);
      expect(res.json(), role).toEqual(anonymous);
    }
  });

  it('refuses an invalid colour at the database: only #rrggbb reaches the theme', async () => {
    await expect(
      t.db.query(
        `update customizations set primary_color = 'red;background:url(x)'
         where business_id = (select id from businesses where slug = 'transports-durand')`,
      ),
    ).rejects.toThrow();
  });
});
