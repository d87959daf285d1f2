import { beforeAll, describe, expect, it } from 'vitest';
import { asset, assetChoice } from '../../contract/asset';
import { listResponse, oneResponse } from '../../contract/common';
import { z } from 'zod';
import { insertAsset, insertDispatch, assetWorldPerFile, type World } from './assets-helpers';

const list = listResponse(asset);
const one = oneResponse(asset);

const { t, w } = assetWorldPerFile();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const camion = w.typeIds['Camionnette']!;
  const moto = w.typeIds['Moto']!;
  ids.otherOwner = await insertAsset(t, {
    asset_type_id: moto,
    name: 'Moto de l’autre propriétaire',
    owner_user_id: (
      await t.db.query<{ id: string }>(
        `select id from users where email = 'autre.proprio@flotte.test'`,
      )
    )[0]!.id,
  });
  ids.inHouse = await insertAsset(t, {
    asset_type_id: camion,
    name: 'Camion maison Durand',
    business_id: w.demoBusinessId,
    year: 2019,
  });
  ids.otherBusiness = await insertAsset(t, {
    asset_type_id: camion,
    name: 'Camion Autre',
    business_id: w.otherBusinessId,
  });
  ids.whitelabel = await insertAsset(t, {
    asset_type_id: camion,
    name: 'Camion Marque',
    business_id: w.whitelabelId,
  });
  ids.client = await insertAsset(t, {
    asset_type_id: moto,
    name: 'Moto Client',
    business_id: w.clientId,
  });
  const owned = await t.db.query<{ id: string; name: string }>(
    'select id, name from assets where owner_user_id = $1',
    [w.ownerId],
  );
  ids.van = owned.find((r) => r.name === 'Renault Master')!.id;
  ids.bike = owned.find((r) => r.name === 'Urban Arrow Cargo')!.id;
  await t.db.query(
    `update assets set make = 'Renault', model = 'Master', year = 2021 where id = $1`,
    [ids.van],
  );
});

const names = async (url: string, headers: { authorization: string }) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return list
    .parse(res.json())
    .data.map((a) => a.name)
    .sort();
};

describe('GET /api/assets', () => {
  it('is scoped to the caller', async () => {
    expect(await names('/api/assets', w.h.owner)).toEqual(['Renault Master', 'Urban Arrow Cargo']);
    expect(await names('/api/assets', w.h.otherOwner)).toEqual(['Moto de l’autre propriétaire']);
    expect(await names('/api/assets', w.h.business)).toEqual(['Camion maison Durand']);
    expect(await names('/api/assets', w.h.otherBusiness)).toEqual(['Camion Autre']);
    // A white-label business sees its own; its B2B client's only when it names that client.
    expect(await names('/api/assets', w.h.whitelabel)).toEqual(['Camion Marque']);
    expect(await names(`/api/assets?business_id=${w.clientId}`, w.h.whitelabel)).toEqual([
      'Moto Client',
    ]);
    expect(await names(`/api/assets?business_id=${w.clientId}`, w.h.otherBusiness)).toEqual([]);
    expect(await names(`/api/assets?business_id=${w.otherBusinessId}`, w.h.business)).toEqual([]);
    expect(await names('/api/assets', w.h.client)).toEqual(['Moto Client']);
    expect(await names('/api/assets', w.h.b2b)).toEqual([]);
    const all = await names('/api/assets?limit=100', w.h.manager);
    expect(all).toHaveLength(7);
    expect(await names('/api/assets?limit=100', w.h.admin)).toEqual(all);
  });

  it('shows a B2B client the assets currently dispatched on its requests', async () => {
    const [b2b] = await t.db.query<{ business_id: string }>(
      `select business_id from users where role = 'b2b' and email = 'b2b@flotte.test'`,
    );
    const truck = await insertAsset(t, {
      asset_type_id: w.typeIds['Poids lourd']!,
      name: 'Poids lourd en route',
      owner_user_id: w.ownerId,
      status: 'dispatched',
    });
    await insertDispatch(t, b2b!.business_id, truck, 'in_transit');
    expect(await names('/api/assets', w.h.b2b)).toEqual(['Poids lourd en route']);
    expect((await t.app.inject({ url: `/api/assets/${truck}`, headers: w.h.b2b })).statusCode).toBe(
      200,
    );
    await t.db.query(`update dispatches set status = 'delivered' where asset_id = $1`, [truck]);
    expect(await names('/api/assets', w.h.b2b)).toEqual([]);
    await t.db.query('delete from dispatches where asset_id = $1', [truck]);
    await t.db.query('delete from assets where id = $1', [truck]);
  });

  it('pages, sorts, searches and filters', async () => {
    const page = list.parse(
      (
        await t.app.inject({
          url: '/api/assets?limit=2&skip=1&sort=name&order=desc',
          headers: w.h.admin,
        })
      ).json(),
    );
    expect(page.pagination).toEqual({ total: 7, limit: 2, skip: 1 });
    expect(page.data.map((a) => a.name)).toEqual([
      'Renault Master',
      'Moto de l’autre propriétaire',
    ]);

    expect(await names('/api/assets?q=renault', w.h.owner)).toEqual(['Renault Master']);
    expect(await names('/api/assets?q=AB-123', w.h.owner)).toEqual(['Renault Master']);
    expect(await names('/api/assets?q=master', w.h.admin)).toEqual(['Renault Master']);
    expect(await names(`/api/assets?asset_type_id=${w.typeIds['Moto']}`, w.h.admin)).toEqual([
      'Moto Client',
      'Moto de l’autre propriétaire',
    ]);
    expect(await names(`/api/assets?owner_user_id=${w.ownerId}`, w.h.manager)).toHaveLength(2);
    expect(await names(`/api/assets?business_id=${w.otherBusinessId}`, w.h.admin)).toEqual([
      'Camion Autre',
    ]);
    expect(await names('/api/assets?status=inactive', w.h.admin)).toEqual([]);
    expect(await names('/api/assets?asset_type_id=nope', w.h.admin)).toEqual([]);
    const byYear = list.parse(
      (
        await t.app.inject({
          url: '/api/assets?sort=year&order=desc&limit=100',
          headers: w.h.admin,
        })
      ).json(),
    ).data;
    // PostgreSQL puts nulls first in descending order.
    expect(byYear.filter((a) => a.year !== null).map((a) => a.year)).toEqual([2021, 2019]);
    const many = list.parse(
      (
        await t.app.inject({
          url: `/api/assets?id=${ids.van}&id=${ids.otherOwner}&id=bad`,
          headers: w.h.owner,
        })
      ).json(),
    );
    expect(many.data.map((a) => a.id)).toEqual([ids.van]);
  });

  it('refuses a bad query with 400 and answers 401 signed out', async () => {
    for (const q of ['sort=password', 'status=lost', 'limit=101', 'skip=-1', 'order=up']) {
      const res = await t.app.inject({ url: `/api/assets?${q}`, headers: w.h.admin });
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await t.app.inject({ url: '/api/assets' })).statusCode).toBe(401);
  });
});

describe('GET /api/assets/{id}', () => {
  it('answers the full record in scope, 404 outside it', async () => {
    const res = await t.app.inject({ url: `/api/assets/${ids.van}`, headers: w.h.owner });
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data).toMatchObject({
      id: ids.van,
      name: 'Renault Master',
      asset_type_name: 'Camionnette',
      owner_user_id: w.ownerId,
      business_id: null,
      registration: 'AB-123-CD',
      make: 'Renault',
      document_urls: [],
      currency: 'EUR',
      status: 'available',
    });
    const cases: [string, keyof World['h'], number][] = [
      [ids.van!, 'otherOwner', 404],
      [ids.van!, 'business', 404],
      [ids.van!, 'b2b', 404],
      [ids.van!, 'client', 404],
      [ids.van!, 'manager', 200],
      [ids.van!, 'admin', 200],
      [ids.inHouse!, 'business', 200],
      [ids.inHouse!, 'otherBusiness', 404],
      [ids.inHouse!, 'whitelabel', 404],
      [ids.inHouse!, 'owner', 404],
      [ids.client!, 'whitelabel', 200],
      [ids.client!, 'client', 200],
      [ids.client!, 'b2b', 404],
      [ids.whitelabel!, 'client', 404],
      ['00000000-0000-0000-0000-000000000000', 'admin', 404],
      ['not-a-uuid', 'admin', 404],
    ];
    for (const [id, who, status] of cases) {
      const r = await t.app.inject({ url: `/api/assets/${id}`, headers: w.h[who] });
      expect(r.statusCode, `${who} ${id}`).toBe(status);
      if (status === 404) expect(r.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /api/assets/all', () => {
  it('answers the short records in scope, unpaged, with status and type filters', async () => {
    const res = await t.app.inject({ url: '/api/assets/all', headers: w.h.owner });
    expect(res.statusCode).toBe(200);
    const { data } = z.object({ data: z.array(assetChoice.strict()) }).parse(res.json());
    expect(data.map((a) => a.name)).toEqual(['Renault Master', 'Urban Arrow Cargo']);
    const all = z
      .object({ data: z.array(assetChoice) })
      .parse((await t.app.inject({ url: '/api/assets/all', headers: w.h.manager })).json());
    expect(all.data).toHaveLength(7);
    const motos = z.object({ data: z.array(assetChoice) }).parse(
      (
        await t.app.inject({
          url: `/api/assets/all?asset_type_id=${w.typeIds['Moto']}&status=available`,
          headers: w.h.admin,
        })
      ).json(),
    );
    expect(motos.data).toHaveLength(2);
    expect(
      (await t.app.inject({ url: '/api/assets/all?status=lost', headers: w.h.admin })).statusCode,
    ).toBe(400);
  });

  it('is capped at 500', async () => {
    await t.db.query(
      `insert into assets (asset_type_id, owner_user_id, name)
       select $1, $2, 'Lot ' || g from generate_series(1, 510) g`,
      [w.typeIds['Remorque'], w.ownerId],
    );
    const { data } = z
      .object({ data: z.array(assetChoice) })
      .parse((await t.app.inject({ url: '/api/assets/all', headers: w.h.owner })).json());
    expect(data).toHaveLength(500);
    await t.db.query(`delete from assets where name like 'Lot %'`);
  });
});

describe('GET /api/assets/b2b-assets/{businessId}', () => {
  it('answers the B2B business’s assets to the superadmin, a manager, its parent and itself', async () => {
    for (const who of ['admin', 'manager', 'whitelabel', 'client'] as const) {
      const res = await t.app.inject({
        url: `/api/assets/b2b-assets/${w.clientId}?limit=5`,
        headers: w.h[who],
      });
      expect(res.statusCode, who).toBe(200);
      const body = list.parse(res.json());
      expect(body.data.map((a) => a.name)).toEqual(['Moto Client']);
      expect(body.pagination).toEqual({ total: 1, limit: 5, skip: 0 });
    }
  });

  it('answers 404 to anyone else, for unknown ids and for businesses that are not B2B', async () => {
    for (const who of ['owner', 'business', 'otherBusiness', 'b2b', 'otherOwner'] as const) {
      const res = await t.app.inject({
        url: `/api/assets/b2b-assets/${w.clientId}`,
        headers: w.h[who],
      });
      expect(res.statusCode, who).toBe(404);
    }
    for (const id of [w.demoBusinessId, w.whitelabelId, 'nope']) {
      const res = await t.app.inject({ url: `/api/assets/b2b-assets/${id}`, headers: w.h.admin });
      expect(res.statusCode).toBe(404);
    }
    const bad = await t.app.inject({
      url: `/api/assets/b2b-assets/${w.clientId}?limit=0`,
      headers: w.h.admin,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 for a deleted B2B client, to its parent and the operator alike', async () => {
    await t.db.query(`update businesses set deleted_at = now() where id = $1`, [w.clientId]);
    try {
      for (const who of ['admin', 'whitelabel'] as const) {
        const res = await t.app.inject({
          url: `/api/assets/b2b-assets/${w.clientId}`,
          headers: w.h[who],
        });
        expect(res.statusCode, who).toBe(404);
      }
    } finally {
      await t.db.query(`update businesses set deleted_at = null where id = $1`, [w.clientId]);
    }
  });
});
