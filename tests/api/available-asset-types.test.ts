import { beforeAll, describe, expect, it } from 'vitest';
import { availableAssetType } from '../../contract/asset';
import { listResponse } from '../../contract/common';
import { insertAsset, assetWorldPerFile, type World } from './assets-helpers';

const list = listResponse(availableAssetType);

const { t, w } = assetWorldPerFile();
beforeAll(async () => {
  // In-house assets of the demo business: two available vans, one dispatched truck.
  for (const [type, name, status] of [
    ['Camionnette', 'Van maison 1', 'available'],
    ['Camionnette', 'Van maison 2', 'available'],
    ['Poids lourd', 'Camion maison', 'dispatched'],
  ] as const) {
    await insertAsset(t, {
      asset_type_id: w.typeIds[type]!,
      name,
      business_id: w.demoBusinessId,
      status,
    });
  }
  await insertAsset(t, {
    asset_type_id: w.typeIds['Moto']!,
    name: 'Moto ailleurs',
    business_id: w.otherBusinessId,
  });
});

const counts = async (who: keyof World['h']) => {
  const res = await t.app.inject({ url: '/api/available-asset-types', headers: w.h[who] });
  expect(res.statusCode).toBe(200);
  const body = list.parse(res.json());
  expect(body.pagination.total).toBe(body.data.length);
  return Object.fromEntries(body.data.map((d) => [d.name, d.available_count]));
};

describe('GET /api/available-asset-types', () => {
  it('counts the available assets the caller may dispatch, by type', async () => {
    // The seeded owner has a van and a cargo bike.
    expect(await counts('owner')).toEqual({ Camionnette: 1, 'Vélo cargo': 1 });
    expect(await counts('otherOwner')).toEqual({});
    expect(await counts('business')).toEqual({ Camionnette: 2 });
    expect(await counts('otherBusiness')).toEqual({ Moto: 1 });
    expect(await counts('b2b')).toEqual({});
    const all = { Camionnette: 3, 'Vélo cargo': 1, Moto: 1 };
    expect(await counts('manager')).toEqual(all);
    expect(await counts('admin')).toEqual(all);
  });

  it('answers the type’s details, sorted by name', async () => {
    const res = await t.app.inject({ url: '/api/available-asset-types', headers: w.h.admin });
    const { data } = list.parse(res.json());
    expect(data.map((d) => d.name)).toEqual(['Camionnette', 'Moto', 'Vélo cargo']);
    expect(data[0]).toMatchObject({ base_price: 8900, capacity_kg: 1200, currency: 'EUR' });
  });

  it('follows statuses, deletions and inactive types', async () => {
    await t.db.query(`update assets set status = 'inactive' where name = 'Van maison 1'`);
    await t.db.query(`update assets set deleted_at = now() where name = 'Van maison 2'`);
    expect(await counts('business')).toEqual({});
    await t.db.query(`update asset_types set active = false where name = 'Vélo cargo'`);
    expect(await counts('owner')).toEqual({ Camionnette: 1 });
  });

  it('answers 401 signed out', async () => {
    expect((await t.app.inject({ url: '/api/available-asset-types' })).statusCode).toBe(401);
  });
});
