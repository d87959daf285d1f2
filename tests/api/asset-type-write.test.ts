import { beforeAll, describe, expect, it } from 'vitest';
import { assetType, type AssetType } from '../../contract/asset-type';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import type { Role } from '../../contract/roles';
import { appPerFile } from './per-file';
import { invalidDetails } from './refusals';

const one = oneResponse(assetType);

const t = appPerFile();
let admin: { authorization: string };
beforeAll(async () => {
  admin = await t.as('superadmin');
});

type Method = 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/asset-type${url}`, headers: { ...headers }, payload });

const listAll = async () => {
  const res = await t.app.inject({ url: '/api/asset-type?limit=100', headers: admin });
  return listResponse(assetType).parse(res.json());
};
const byName = async (name: string) =>
  (await listAll()).data.find((r) => r.name === name) as AssetType;
const auditCount = async (entityId: string) =>
  (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'asset_type' and entity_id = $1`,
      [entityId],
    )
  )[0]!.n;

describe('as the superadmin', () => {
  it('creates a type (201), with the contract defaults, and records it in the audit log', async () => {
    const res = await call('POST', '', admin, {
      name: '  Fourgon frigorifique ',
      base_price: 15000,
    });
    expect(res.statusCode).toBe(201);
    const { data } = one.parse(res.json());
    expect(data).toMatchObject({
      name: 'Fourgon frigorifique',
      description: null,
      active: true,
      capacity_kg: null,
      base_price: 15000,
      currency: 'EUR',
    });
    expect(await byName('Fourgon frigorifique')).toEqual(data);
    expect(await auditCount(data.id)).toBe(1);
  });

  it('updates only the fields sent (PATCH)', async () => {
    const before = await byName('Remorque');
    const res = await call('PATCH', `/${before.id}`, admin, {
      base_price: 4900,
      description: null,
    });
    expect(res.statusCode).toBe(200);
    const { data } = one.parse(res.json());
    expect(data).toEqual({
      ...before,
      base_price: 4900,
      description: null,
      updated_at: data.updated_at,
    });
    expect(Date.parse(data.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
    expect(await byName('Remorque')).toEqual(data);
    expect(await auditCount(before.id)).toBe(1);
  });

  it('deletes an unused type, answering the deleted record; then it is gone', async () => {
    const created = one.parse(
      (await call('POST', '', admin, { name: 'Triporteur', base_price: 900 })).json(),
    ).data;
    const res = await call('DELETE', `/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data).toEqual(created);
    const gone = await t.app.inject({ url: `/api/asset-type/${created.id}`, headers: admin });
    expect(gone.statusCode).toBe(404);
    expect((await call('DELETE', `/${created.id}`, admin)).statusCode).toBe(404);
    expect(await auditCount(created.id)).toBe(2);
  });

  it('refuses to delete a type used by an asset: 409 asset_type_in_use, nothing deleted', async () => {
    const used = await byName('Camionnette'); // the seeded owner's van
    const res = await call('DELETE', `/${used.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(errorResponse.parse(res.json())).toMatchObject({ code: 'asset_type_in_use' });
    expect(await byName('Camionnette')).toEqual(used);
  });

  it('refuses a name already taken, whatever its case: 409 name_taken, nothing written', async () => {
    const before = await listAll();
    const dup = await call('POST', '', admin, { name: 'MOTO' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'name_taken', details: [{ path: 'name' }] });

    const velo = await byName('Vélo cargo');
    const rename = await call('PATCH', `/${velo.id}`, admin, { name: 'moto' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json()).toMatchObject({ code: 'name_taken' });
    expect(await listAll()).toEqual(before);

    // Its own name in another case is not a conflict.
    const recase = await call('PATCH', `/${velo.id}`, admin, { name: 'Vélo Cargo' });
    expect(recase.statusCode).toBe(200);
  });

  it('refuses invalid input with 400 validation_failed, a catalog key per field, nothing written', async () => {
    const before = await listAll();
    const res = await call('POST', '', admin, {
      name: '',
      base_price: 12.5,
      capacity_kg: -1,
      currency: 'euro',
      description: 'x'.repeat(1001),
    });
    expect(invalidDetails(res)).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'flotte.validation.required' },
        { path: 'base_price', message: 'flotte.validation.integer' },
        { path: 'capacity_kg', message: 'flotte.validation.non_negative' },
        { path: 'currency', message: 'flotte.validation.currency' },
        // The limit is named, for the app to say it ("Trop long : 1000 caractères au plus.").
        { path: 'description', message: 'flotte.validation.too_long', args: { max: 1000 } },
      ]),
    );
    const missing = await call('POST', '', admin, { base_price: 100 });
    expect(missing.json()).toMatchObject({
      details: [{ path: 'name', message: 'flotte.validation.required' }],
    });
    const patch = await call('PATCH', `/${before.data[0]!.id}`, admin, { active: 'yes' });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toMatchObject({ details: [{ path: 'active' }] });
    expect(await listAll()).toEqual(before);
  });

  it('takes the average speed (km/h, for ETAs without routing): 30 by default, set and read back', async () => {
    const created = one.parse(
      (await call('POST', '', admin, { name: 'Scooter', base_price: 500 })).json(),
    ).data;
    expect(created.average_speed_kmh).toBe(30);
    const fast = await call('POST', '', admin, { name: 'Drone', average_speed_kmh: 1000 });
    expect(fast.statusCode).toBe(201);
    expect(one.parse(fast.json()).data.average_speed_kmh).toBe(1000);

    const res = await call('PATCH', `/${created.id}`, admin, { average_speed_kmh: 45 });
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data).toEqual({
      ...created,
      average_speed_kmh: 45,
      updated_at: expect.any(String),
    });
    const read = await t.app.inject({ url: `/api/asset-type/${created.id}`, headers: admin });
    expect(one.parse(read.json()).data.average_speed_kmh).toBe(45);
    expect((await byName('Scooter')).average_speed_kmh).toBe(45);
    // What the ETA reads (docs/positions.md).
    const row = await t.db.query<{ average_speed_kmh: number }>(
      'select average_speed_kmh from asset_types where id = $1',
      [created.id],
    );
    expect(row[0]!.average_speed_kmh).toBe(45);
  });

  it('refuses an average speed of 0, 1001 or not a whole number, naming the limit; nothing written', async () => {
    const before = await listAll();
    const target = await byName('Scooter');
    const refusals: [object, object][] = [
      [{ average_speed_kmh: 0 }, { message: 'flotte.validation.too_small', args: { min: 1 } }],
      [{ average_speed_kmh: 1001 }, { message: 'flotte.validation.too_big', args: { max: 1000 } }],
      [{ average_speed_kmh: 12.5 }, { message: 'flotte.validation.integer' }],
      [{ average_speed_kmh: '50' }, { message: 'flotte.validation.integer' }],
    ];
    for (const [body, detail] of refusals) {
      for (const res of [
        await call('POST', '', admin, { name: 'Trop rapide', ...body }),
        await call('PATCH', `/${target.id}`, admin, body),
      ]) {
        expect(invalidDetails(res)).toEqual([{ path: 'average_speed_kmh', ...detail }]);
      }
    }
    expect(await listAll()).toEqual(before);
  });

  it('imports it from CSV as an optional column (30 without it; out of range refused)', async () => {
    const post = (url: string, csv: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/asset-type/import${url}`,
        headers: admin,
        payload: { csv },
      });
    const bad = await post(
      '/preview',
      ['name;average_speed_kmh', 'Péniche;0', 'Fusée;vite'].join('\n'),
    );
    expect(bad.statusCode).toBe(200);
    expect(bad.json().data.errors).toEqual([
      { row: 2, field: 'average_speed_kmh', code: 'invalid' },
      { row: 3, field: 'average_speed_kmh', code: 'number' },
    ]);
    const good = await post(
      '',
      ['name;base_price;average_speed_kmh', 'Péniche;10;12', 'Brouette;1;'].join('\n'),
    );
    expect(good.statusCode, good.body).toBe(201);
    expect((await byName('Péniche')).average_speed_kmh).toBe(12);
    expect((await byName('Brouette')).average_speed_kmh).toBe(30);
  });

  it('answers 404 for writes to an unknown id', async () => {
    const id = '3f1c3b1e-8c5b-4d7e-9a55-1a2b3c4d5e6f';
    expect((await call('PATCH', `/${id}`, admin, { base_price: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/not-a-uuid', admin)).statusCode).toBe(404);
  });
});

describe.each<Role>(['in_house_manager', 'business', 'b2b', 'asset_owner'])('as %s', (role) => {
  it('every write answers 403 forbidden and changes nothing', async () => {
    const headers = await t.as(role);
    const before = await listAll();
    const target = before.data[0]!;
    const attempts = [
      call('POST', '', headers, { name: `Interdit ${role}` }),
      call('POST', '', headers, { name: '' }), // refused before its body is even looked at
      call('PATCH', `/${target.id}`, headers, { base_price: 1 }),
      call('DELETE', `/${target.id}`, headers),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        statusCode: 403,
        code: 'forbidden',
        message: 'You are not allowed to do this.',
      });
    }
    expect(await listAll()).toEqual(before);
  });
});

describe('without a token', () => {
  it('every write answers 401', async () => {
    const [target] = (await listAll()).data;
    for (const res of [
      await call('POST', '', {}, { name: 'Anonyme' }),
      await call('PATCH', `/${target!.id}`, {}, { base_price: 1 }),
      await call('DELETE', `/${target!.id}`, {}),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });
});
