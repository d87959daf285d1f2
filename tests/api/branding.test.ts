import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { ownCustomization, publicCustomization } from '../../contract/customization';
import {
  addBusiness,
  signedInUser,
  statusesOf,
  READ_BY_EVERY_BUSINESS,
  insertSubscription,
  inject,
  makeBusinessWorld,
  snapshot,
  type Headers,
  type StatusTable,
} from './white-label-fixtures';
import { worldPerFile } from './per-file';

const own = oneResponse(ownCustomization);
const w = worldPerFile(makeBusinessWorld);

const read = (headers?: Headers) => inject(w.t, 'GET', '/business-customization', headers);
const change = (headers: Headers | undefined, body: object) =>
  inject(w.t, 'PATCH', '/business-customization', headers, body);
const ownOf = async (headers: Headers) => {
  const res = await read(headers);
  expect(res.statusCode).toBe(200);
  return own.parse(res.json()).data;
};
const publicPage = async (slug: string) =>
  oneResponse(publicCustomization).parse(
    (await inject(w.t, 'GET', `/business-signup-dashboard-customization?slug=${slug}`)).json(),
  ).data;
/** Stores an upload row as POST /upload does (the file itself is not needed here). */
const upload = async (name: string) => {
  await w.t.db.query(
    `insert into uploads (name, content_type, size) values ($1, 'image/png', 10)`,
    [name],
  );
  return `/api/uploads/${name}`;
};

describe('role × route', () => {
  const table: StatusTable = {
    'GET /business-customization': READ_BY_EVERY_BUSINESS,
    'PATCH /business-customization': {
      superadmin: 403,
      in_house_manager: 403,
      asset_owner: 403,
      business: 403, // standard business: whitelabel_not_allowed
      b2b: 403,
      wl: 200,
      wl_client: 403,
      wl_no_plan: 403, // no entitling plan: whitelabel_not_allowed
      other_wl: 200,
      other_wl_client: 403,
    },
  };

  it('answers each caller as the table says (and 401 without a token)', async () => {
    const seen = await statusesOf(w, table, (route, headers) =>
      route.startsWith('GET') ? read(headers) : change(headers, { primary_color: '#112233' }),
    );
    expect(seen).toEqual(table);
  });
});

describe('GET /business-customization', () => {
  it('an entitled white-label business’s staff see their branding and may edit it', async () => {
    const data = await ownOf(w.callers.wl);
    expect(data).toEqual({
      editable: true,
      branding: {
        slug: 'marque-blanche',
        business_id: w.biz.wl,
        name: 'marque-blanche',
        logo: null,
        cover_image: null,
        launcher_icon: null,
        primary_color: '#112233',
      },
    });
  });

  it('its B2B clients’ staff see the parent’s branding, read only', async () => {
    const data = await ownOf(w.callers.wl_client);
    expect(data.editable).toBe(false);
    expect(data.branding).toMatchObject({ business_id: w.biz.wl, slug: 'marque-blanche' });
    expect((await ownOf(w.callers.other_wl_client)).branding?.business_id).toBe(w.biz.otherWl);
  });

  it('anyone else sees Flotte’s look (null): standard, unentitled, a client of an unentitled parent', async () => {
    const clientOfNoPlan = await signedInUser(
      w.t,
      'staff@client-sans-plan.test',
      w.biz.wlNoPlanClient,
      'b2b',
    );
    for (const headers of [w.as.business, w.as.b2b, w.callers.wl_no_plan, clientOfNoPlan]) {
      expect(await ownOf(headers)).toEqual({ branding: null, editable: false });
    }
    // The seeded standard business has a customization row: still not shown in the app.
    expect((await publicPage('transports-durand')).primary_color).toBe('#1f4e79');
  });

  it('an entitled business without a customization row shows its own name, no images', async () => {
    const id = await addBusiness(w, 'marque-neuve', 'whitelabel');
    await insertSubscription(w.t, id, 'whitelabel');
    const staff = await signedInUser(w.t, 'staff@marque-neuve.test', id);
    expect(await ownOf(staff)).toEqual({
      editable: true,
      branding: {
        slug: 'marque-neuve',
        business_id: id,
        name: 'Entreprise marque-neuve',
        logo: null,
        cover_image: null,
        launcher_icon: null,
        primary_color: null,
      },
    });
  });

  it('the plan decides: once the subscription ends, the branding is gone from the app', async () => {
    const id = await addBusiness(w, 'marque-expiree', 'whitelabel');
    await insertSubscription(w.t, id, 'whitelabel');
    const staff = await signedInUser(w.t, 'staff@marque-expiree.test', id);
    expect((await ownOf(staff)).editable).toBe(true);
    await w.t.db.query(`update subscriptions set status = 'past_due' where business_id = $1`, [id]);
    expect(await ownOf(staff)).toEqual({ branding: null, editable: false });
    // A standard plan (pro) does not allow it either.
    await w.t.db.query(`update subscriptions set status = 'cancelled' where business_id = $1`, [
      id,
    ]);
    await insertSubscription(w.t, id, 'pro');
    expect(await ownOf(staff)).toEqual({ branding: null, editable: false });
  });
});

describe('PATCH /business-customization', () => {
  it('changes only the fields sent, answers the new branding, and the public page shows it', async () => {
    const logo = await upload('logo-marque.png');
    const res = await change(w.callers.wl, {
      name: 'Marque Express',
      logo,
      cover_image: 'https://cdn.example.com/cover.jpg',
    });
    expect(res.statusCode).toBe(200);
    expect(own.parse(res.json()).data).toEqual({
      editable: true,
      branding: {
        slug: 'marque-blanche',
        business_id: w.biz.wl,
        name: 'Marque Express',
        logo,
        cover_image: 'https://cdn.example.com/cover.jpg',
        launcher_icon: null,
        primary_color: '#112233',
      },
    });
    expect(await publicPage('marque-blanche')).toMatchObject({
      name: 'Marque Express',
      logo,
      primary_color: '#112233',
    });
    // The B2B client's app follows at once.
    expect((await ownOf(w.callers.wl_client)).branding?.name).toBe('Marque Express');

    // null clears a field; a null name falls back to the business's own.
    const cleared = own.parse((await change(w.callers.wl, { name: null, logo: null })).json());
    expect(cleared.data.branding).toMatchObject({
      name: 'marque-blanche',
      logo: null,
      cover_image: 'https://cdn.example.com/cover.jpg',
    });
    const audits = await w.t.db.query(
      `select action from audit_log where entity = 'customization' and entity_id = $1`,
      [w.biz.wl],
    );
    // The role table's change, then the two above.
    expect(audits).toHaveLength(3);
  });

  it('refuses an upload that does not exist and invalid values (400 on the field), writing nothing', async () => {
    const before = await snapshot(w);
    const cases: [object, string, string, object?][] = [
      [{ logo: '/api/uploads/absent.png' }, 'logo', 'flotte.validation.image'],
      [{ launcher_icon: '/api/uploads/absent.png' }, 'launcher_icon', 'flotte.validation.image'],
      [{ cover_image: 'javascript:alert(1)' }, 'cover_image', 'flotte.validation.image'],
      [{ logo: '/etc/passwd' }, 'logo', 'flotte.validation.image'],
      [{ primary_color: 'red' }, 'primary_color', 'flotte.validation.color'],
      [{ primary_color: '#12345g' }, 'primary_color', 'flotte.validation.color'],
      [{ name: '' }, 'name', 'flotte.validation.required'],
      [{ name: 'x'.repeat(121) }, 'name', 'flotte.validation.too_long', { max: 120 }],
    ];
    for (const [body, path, message, args] of cases) {
      const res = await change(w.callers.wl, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details, JSON.stringify(body)).toEqual([
        { path, message, ...(args ? { args } : {}) },
      ]);
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('403 whitelabel_not_allowed for a standard business and one without an entitling plan', async () => {
    const before = await snapshot(w);
    for (const headers of [w.as.business, w.callers.wl_no_plan]) {
      const res = await change(headers, { name: 'Pirate' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'whitelabel_not_allowed' });
    }
    for (const headers of [w.as.b2b, w.callers.wl_client, w.as.superadmin]) {
      expect((await change(headers, { name: 'Pirate' })).json()).toMatchObject({
        statusCode: 403,
        code: 'forbidden',
      });
    }
    expect(await snapshot(w)).toEqual(before);
    expect((await publicPage('transports-durand')).name).toBe('Transports Durand');
  });

  it('403 business_inactive for a suspended entitled business, which still reads its branding', async () => {
    const id = await addBusiness(w, 'marque-suspendue', 'whitelabel', null, { active: false });
    await insertSubscription(w.t, id, 'whitelabel');
    const staff = await signedInUser(w.t, 'staff@marque-suspendue.test', id);
    const before = await snapshot(w);
    const res = await change(staff, { primary_color: '#000000' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'business_inactive' });
    expect(await snapshot(w)).toEqual(before);
    expect((await ownOf(staff)).branding?.business_id).toBe(id);
  });

  it('one business’s change never touches another’s branding', async () => {
    const before = await publicPage('marque-blanche');
    expect((await change(w.callers.other_wl, { name: 'Autre Marque' })).statusCode).toBe(200);
    expect(await publicPage('marque-blanche')).toEqual(before);
    expect((await publicPage('autre-marque')).name).toBe('Autre Marque');
  });
});
