import { beforeAll, describe, expect, it } from 'vitest';
import { assetType, type AssetType } from '../../contract/asset-type';
import { listResponse, oneResponse } from '../../contract/common';
import { ROLES } from './helpers';
import { appPerFile } from './per-file';
import { invalidDetails } from './refusals';

const assetTypeList = listResponse(assetType);

const t = appPerFile();
let headers: { authorization: string };
beforeAll(async () => {
  headers = await t.as('asset_owner');
  // Seeded: 6 active French types. One inactive type for the `active` filter.
  await t.db.query(
    `insert into asset_types (name, description, active, capacity_kg, base_price)
     values ('Benne 100% recyclée', 'Hors service', false, null, 500)`,
  );
});

const get = async (query: string) => {
  const res = await t.app.inject({ url: `/api/asset-type${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return assetTypeList.parse(res.json());
};
const names = (rows: AssetType[]) => rows.map((r) => r.name);

describe('GET /api/asset-type', () => {
  it('answers the first 10 by name with the pagination of the contract', async () => {
    const page = await get('');
    expect(page.pagination).toEqual({ total: 7, limit: 10, skip: 0 });
    expect(names(page.data)).toEqual([
      'Benne 100% recyclée',
      'Camionnette',
      'Chariot élévateur',
      'Moto',
      'Poids lourd',
      'Remorque',
      'Vélo cargo',
    ]);
  });

  it('pages with limit and skip: pages do not overlap and cover everything', async () => {
    const pages = await Promise.all(
      [0, 3, 6].map((skip) => get(`?limit=3&skip=${skip}&sort=name`)),
    );
    expect(pages.map((p) => p.data.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.pagination.total === 7)).toBe(true);
    expect(pages[1]!.pagination).toEqual({ total: 7, limit: 3, skip: 3 });
    const all = pages.flatMap((p) => names(p.data));
    expect(new Set(all).size).toBe(7);
    const beyond = await get('?limit=3&skip=30');
    expect(beyond).toEqual({ data: [], pagination: { total: 7, limit: 3, skip: 30 } });
  });

  it('sorts by a whitelisted field, ascending or descending', async () => {
    const byPriceDesc = await get('?sort=base_price&order=desc&limit=3');
    expect(byPriceDesc.data.map((r) => r.base_price)).toEqual([35000, 12000, 8900]);
    const byPriceAsc = await get('?sort=base_price&order=asc&limit=2');
    expect(names(byPriceAsc.data)).toEqual(['Benne 100% recyclée', 'Vélo cargo']);
    const byCapacity = await get('?sort=capacity_kg&order=asc&limit=2');
    expect(byCapacity.data.map((r) => r.capacity_kg)).toEqual([30, 150]);
    const byNameDesc = await get('?sort=name&order=desc&limit=1');
    expect(names(byNameDesc.data)).toEqual(['Vélo cargo']);
  });

  it('searches q in name and description, case-insensitively, with % taken literally', async () => {
    expect(names((await get('?q=V%C3%89LO')).data)).toEqual(['Vélo cargo']);
    const inDescription = await get(`?q=${encodeURIComponent('entrepôt')}`);
    expect(names(inDescription.data)).toEqual(['Chariot élévateur']);
    expect(inDescription.pagination.total).toBe(1);
    expect(names((await get('?q=100%25')).data)).toEqual(['Benne 100% recyclée']);
    expect((await get('?q=0%25r')).pagination.total).toBe(0);
    expect((await get('?q=zzz-nothing')).data).toEqual([]);
  });

  it('filters on active', async () => {
    expect(names((await get('?active=false')).data)).toEqual(['Benne 100% recyclée']);
    expect((await get('?active=true')).pagination.total).toBe(6);
  });

  it('fetches several records by repeated id (getMany)', async () => {
    const all = (await get('')).data;
    const [a, b] = [all[1]!, all[4]!];
    const many = await get(`?id=${a.id}&id=${b.id}`);
    expect(names(many.data).sort()).toEqual([a.name, b.name].sort());
    expect(many.pagination.total).toBe(2);
    expect(names((await get(`?id=${a.id}`)).data)).toEqual([a.name]);
    expect((await get('?id=not-a-uuid')).data).toEqual([]);
  });

  it('refuses invalid paging and sorting with 400 validation_failed and details', async () => {
    for (const [query, field] of [
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?skip=-1', 'skip'],
      ['?sort=password_hash', 'sort'],
      ['?order=sideways', 'order'],
      ['?active=maybe', 'active'],
    ] as const) {
      const res = await t.app.inject({ url: `/api/asset-type${query}`, headers });
      const details = invalidDetails(res, query);
      expect(details?.map((d) => d.path)).toEqual([field]);
      expect(details?.[0]?.message).toMatch(/^flotte\.validation\./);
    }
  });

  it('is open to every signed-in role but drivers (prices: 403), and to nobody else', async () => {
    for (const role of ROLES) {
      const res = await t.app.inject({ url: '/api/asset-type', headers: await t.as(role) });
      expect(res.statusCode, role).toBe(role === 'driver' ? 403 : 200);
    }
    const anonymous = await t.app.inject({ url: '/api/asset-type' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'unauthorized' });
  });
});

describe('GET /api/asset-type/:id', () => {
  it('answers one record as { data }', async () => {
    const [first] = (await get('?limit=1')).data;
    const res = await t.app.inject({ url: `/api/asset-type/${first!.id}`, headers });
    expect(res.statusCode).toBe(200);
    expect(oneResponse(assetType).parse(res.json()).data).toEqual(first);
  });

  it('answers 404 not_found for an unknown id, uuid or not', async () => {
    for (const id of ['3f1c3b1e-8c5b-4d7e-9a55-1a2b3c4d5e6f', 'nope', '1']) {
      const res = await t.app.inject({ url: `/api/asset-type/${id}`, headers });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
  });

  it('needs a token', async () => {
    const [first] = (await get('?limit=1')).data;
    expect((await t.app.inject({ url: `/api/asset-type/${first!.id}` })).statusCode).toBe(401);
  });
});
