import { beforeAll, describe, expect, it } from 'vitest';
import { asset } from '../../contract/asset';
import { errorResponse, oneResponse } from '../../contract/common';
import { insertAsset, insertDispatch, assetWorldPerFile, type Who } from './assets-helpers';

const one = oneResponse(asset);

const { t, w } = assetWorldPerFile();
/** A motorbike named `name` straight in the database: the demo owner's, unless `more` says. */
const insertMoto = (
  name: string,
  more: Omit<Parameters<typeof insertAsset>[1], 'asset_type_id' | 'name'> = {
    owner_user_id: w.ownerId,
  },
) => insertAsset(t, { asset_type_id: w.typeIds['Moto']!, name, ...more });

const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, who: Who, payload?: object) =>
  t.app.inject({ method, url: `/api/assets${url}`, headers: w.h[who], payload });

/** Every asset row and the audit rows about assets: "nothing written" compares these. */
const snapshot = async () => ({
  assets: (await t.db.query('select * from assets order by id')).map((r) => JSON.stringify(r)),
  audits: (
    await t.db.query<{ n: number }>(
      `select count(*)::int as n from audit_log where entity = 'asset'`,
    )
  )[0]!.n,
});
const audits = async (id: string) =>
  (
    await t.db.query<{ action: string }>(
      `select action from audit_log where entity = 'asset' and entity_id = $1 order by at`,
      [id],
    )
  ).map((r) => r.action);

const full = () => ({
  asset_type_id: w.typeIds['Camionnette'],
  name: '  Fourgon Iveco ',
  registration: 'GH-456-IJ',
  make: 'Iveco',
  model: 'Daily',
  year: 2020,
  serial_vin: 'ZCFC135A005123456',
  capacity_kg: 1400,
  odometer_km: 84000,
  photo_url: '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e.jpg',
  document_urls: ['/api/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf'],
  notes: 'Hayon élévateur',
  // Not the owner's to choose: ignored for anyone but the superadmin.
  owner_user_id: 'a3bb189e-8bf9-4888-9912-ace4e6543002',
  business_id: 'b3bb189e-8bf9-4888-9912-ace4e6543002',
});

describe('POST /api/assets', () => {
  it('lets an owner create its own asset (201), recorded in the audit log', async () => {
    const res = await call('POST', '', 'owner', full());
    expect(res.statusCode).toBe(201);
    const { data } = one.parse(res.json());
    expect(data).toMatchObject({
      name: 'Fourgon Iveco',
      asset_type_name: 'Camionnette',
      owner_user_id: w.ownerId,
      business_id: null,
      year: 2020,
      capacity_kg: 1400,
      document_urls: ['/api/uploads/7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf'],
      currency: 'EUR',
      status: 'available',
    });
    const read = await t.app.inject({ url: `/api/assets/${data.id}`, headers: w.h.owner });
    expect(one.parse(read.json()).data).toEqual(data);
    expect(await audits(data.id)).toEqual(['create']);
  });

  it('lets a business create an in-house asset of its business', async () => {
    const res = await call('POST', '', 'business', {
      asset_type_id: w.typeIds['Moto'],
      name: 'Moto maison',
    });
    expect(res.statusCode).toBe(201);
    expect(one.parse(res.json()).data).toMatchObject({
      owner_user_id: null,
      business_id: w.demoBusinessId,
      registration: null,
      document_urls: [],
    });
  });

  it('lets the superadmin name exactly one owner user or business', async () => {
    /** A motorbike `name`d for `owner` (an owner user, a business, or what the case tries). */
    const createMoto = (name: string, owner: object) =>
      call('POST', '', 'admin', { asset_type_id: w.typeIds['Moto'], name, ...owner });
    for (const [name, owner] of [
      ['Moto attribuée', { owner_user_id: w.ownerId }],
      ['Moto du client', { business_id: w.clientId }],
    ] as const) {
      const res = await createMoto(name, owner);
      expect(res.statusCode).toBe(201);
      expect(one.parse(res.json()).data).toMatchObject(owner);
    }

    const before = await snapshot();
    const [manager] = await t.db.query<{ id: string }>(
      `select id from users where role = 'in_house_manager'`,
    );
    for (const [body, path] of [
      [{}, 'owner_user_id'],
      [{ owner_user_id: w.ownerId, business_id: w.clientId }, 'owner_user_id'],
      [{ owner_user_id: manager!.id }, 'owner_user_id'],
      [{ business_id: '00000000-0000-0000-0000-000000000000' }, 'business_id'],
    ] as const) {
      const res = await createMoto('Refusée', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', details: [{ path }] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 403 to B2B clients and managers, 401 signed out; nothing written', async () => {
    const before = await snapshot();
    for (const who of ['b2b', 'manager', 'client'] as const) {
      const res = await call('POST', '', who, { asset_type_id: w.typeIds['Moto'], name: 'X' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/assets', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad bodies with 400 and a catalog key per field, nothing written', async () => {
    const before = await snapshot();
    const res = await call('POST', '', 'owner', {
      asset_type_id: 'camion',
      name: '',
      year: 1800,
      capacity_kg: -1,
      odometer_km: 1.5,
      photo_url: 'javascript:alert(1)',
      document_urls: [42],
      currency: 'euro',
      notes: 'x'.repeat(2001),
    });
    expect(res.statusCode).toBe(400);
    const body = errorResponse.parse(res.json());
    expect(body.details!.map((d) => d.path).sort()).toEqual(
      [
        'asset_type_id',
        'capacity_kg',
        'currency',
        'document_urls.0',
        'name',
        'notes',
        'odometer_km',
        'photo_url',
        'year',
      ].sort(),
    );
    for (const d of body.details!) expect(d.message).toMatch(/^flotte\.validation\./);

    const unknownType = await call('POST', '', 'owner', {
      asset_type_id: '00000000-0000-0000-0000-000000000000',
      name: 'Type inconnu',
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({ details: [{ path: 'asset_type_id' }] });

    await t.db.query(`update asset_types set active = false where name = 'Chariot élévateur'`);
    const inactiveType = await call('POST', '', 'owner', {
      asset_type_id: w.typeIds['Chariot élévateur'],
      name: 'Type inactif',
    });
    expect(inactiveType.statusCode).toBe(400);
    await t.db.query(`update asset_types set active = true where name = 'Chariot élévateur'`);
    expect(await snapshot()).toEqual(before);
  });
});

describe('PATCH /api/assets/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = await insertAsset(t, {
      asset_type_id: w.typeIds['Camionnette']!,
      name: 'À modifier',
      owner_user_id: w.ownerId,
    });
  });

  it('changes only the fields sent, with an audit row', async () => {
    const res = await call('PATCH', `/${id}`, 'owner', {
      odometer_km: 1000,
      make: 'Peugeot',
      document_urls: ['https://example.com/carte-grise.pdf'],
    });
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data).toMatchObject({
      name: 'À modifier',
      odometer_km: 1000,
      make: 'Peugeot',
      document_urls: ['https://example.com/carte-grise.pdf'],
    });
    expect(await audits(id)).toEqual(['update']);
    // The same values again: nothing changes, nothing is recorded.
    await call('PATCH', `/${id}`, 'owner', { odometer_km: 1000 });
    expect(await audits(id)).toEqual(['update']);
  });

  it('moves the status only between available and inactive', async () => {
    const off = await call('PATCH', `/${id}`, 'owner', { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(one.parse(off.json()).data.status).toBe('inactive');
    const on = await call('PATCH', `/${id}`, 'admin', { status: 'available' });
    expect(one.parse(on.json()).data.status).toBe('available');

    for (const status of ['dispatched', 'in_maintenance', 'leased']) {
      await t.db.query('update assets set status = $1 where id = $2', [status, id]);
      const before = await snapshot();
      for (const target of ['inactive', 'available']) {
        if (target === status) continue;
        const res = await call('PATCH', `/${id}`, 'owner', { status: target, name: 'Renommé' });
        expect(res.statusCode, `${status} -> ${target}`).toBe(409);
        expect(res.json()).toMatchObject({ code: 'invalid_transition' });
      }
      expect(await snapshot()).toEqual(before);
    }
    await t.db.query(`update assets set status = 'available' where id = $1`, [id]);

    const bad = await call('PATCH', `/${id}`, 'owner', { status: 'dispatched' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers 404 outside the scope, 403 to roles that never write; nothing written', async () => {
    const before = await snapshot();
    for (const who of ['otherOwner', 'business', 'otherBusiness', 'whitelabel'] as const) {
      const res = await call('PATCH', `/${id}`, who, { name: 'Volé' });
      expect(res.statusCode, who).toBe(404);
    }
    for (const who of ['manager', 'b2b', 'client'] as const) {
      const res = await call('PATCH', `/${id}`, who, { name: 'Volé' });
      expect(res.statusCode, who).toBe(403);
    }
    expect((await call('PATCH', '/nope', 'owner', { name: 'x' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('lets a white-label parent read but not change its client’s assets (404 vs 403)', async () => {
    const clientAsset = await insertMoto('Moto du client B2B', { business_id: w.clientId });
    expect(
      (await t.app.inject({ url: `/api/assets/${clientAsset}`, headers: w.h.whitelabel }))
        .statusCode,
    ).toBe(200);
    const res = await call('PATCH', `/${clientAsset}`, 'whitelabel', { name: 'x' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses bad bodies with 400 per field, nothing written', async () => {
    const before = await snapshot();
    const res = await call('PATCH', `/${id}`, 'owner', {
      name: ' ',
      year: 'deux mille',
      photo_url: 'file:///etc/passwd',
      asset_type_id: 'x',
    });
    expect(res.statusCode).toBe(400);
    expect(
      errorResponse
        .parse(res.json())
        .details!.map((d) => d.path)
        .sort(),
    ).toEqual(['asset_type_id', 'name', 'photo_url', 'year']);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/assets/{id}', () => {
  it('refuses while dispatched or leased: 409 asset_in_use, nothing written', async () => {
    for (const status of ['dispatched', 'leased']) {
      const id = await insertAsset(t, {
        asset_type_id: w.typeIds['Moto']!,
        name: `Occupé ${status}`,
        owner_user_id: w.ownerId,
        status,
      });
      const before = await snapshot();
      const res = await call('DELETE', `/${id}`, 'owner');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'asset_in_use' });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('answers 404 outside the scope and 403 to roles that never delete', async () => {
    const id = await insertMoto('Protégé', { business_id: w.demoBusinessId });
    const before = await snapshot();
    for (const who of ['owner', 'otherBusiness', 'whitelabel', 'otherOwner'] as const) {
      expect((await call('DELETE', `/${id}`, who)).statusCode, who).toBe(404);
    }
    for (const who of ['manager', 'b2b'] as const) {
      expect((await call('DELETE', `/${id}`, who)).statusCode, who).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
    expect((await call('DELETE', `/${id}`, 'business')).statusCode).toBe(200);
  });

  it('deletes an asset without history, answering it; then it is gone', async () => {
    const id = await insertMoto('Sans historique');
    const res = await call('DELETE', `/${id}`, 'owner');
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data).toMatchObject({ id, name: 'Sans historique' });
    expect(await t.db.query('select 1 from assets where id = $1', [id])).toHaveLength(0);
    expect(await audits(id)).toEqual(['delete']);
    expect((await call('DELETE', `/${id}`, 'owner')).statusCode).toBe(404);
  });

  it('hides an asset with dispatch history (deleted_at, inactive) and keeps its row', async () => {
    const id = await insertMoto('Avec historique');
    await insertDispatch(t, w.demoBusinessId, id, 'delivered');
    const res = await call('DELETE', `/${id}`, 'admin');
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ status: string; deleted_at: Date | null }>(
      'select status, deleted_at from assets where id = $1',
      [id],
    );
    expect(row!.status).toBe('inactive');
    expect(row!.deleted_at).not.toBeNull();
    for (const who of ['owner', 'admin', 'manager'] as const) {
      expect((await t.app.inject({ url: `/api/assets/${id}`, headers: w.h[who] })).statusCode).toBe(
        404,
      );
      const listed = await t.app.inject({ url: '/api/assets?limit=100', headers: w.h[who] });
      expect(listed.body).not.toContain(id);
    }
    expect((await call('PATCH', `/${id}`, 'owner', { status: 'available' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${id}`, 'owner')).statusCode).toBe(404);
  });
});
