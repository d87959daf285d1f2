import { describe, expect, it } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import { request, requestEvent } from '../../contract/request';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { createTestDb } from './helpers';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  oneRequest,
  topUp,
} from './requests-fixtures';
import { worldPerFile } from './per-file';

const list = listResponse(request);
const timeline = oneResponse(requestEvent.array());
const w = worldPerFile(createWorld);

const read = async (id: string, headers = w.as.business) =>
  oneRequest.parse((await inject(w.t, 'GET', `/business-dispatches/${id}`, headers)).json()).data;
const serial = (reference: string) => Number(reference.split('-')[2]);

describe('request references', () => {
  it('assigns FLT-<year>-<sequence> in the insert, unique and following one another', async () => {
    const first = await read(await createRequest(w));
    const second = await read(await createRequest(w));
    const year = new Date(first.created_at).getUTCFullYear();
    expect(first.reference).toMatch(new RegExp(`^FLT-${year}-\\d{6}$`));
    expect(serial(second.reference)).toBe(serial(first.reference) + 1);
    const dupes = await w.t.db.query(
      'select reference from requests group by reference having count(*) > 1',
    );
    expect(dupes).toEqual([]);
    await expect(
      w.t.db.query('update requests set reference = $1 where id = $2', [
        first.reference,
        second.id,
      ]),
    ).rejects.toThrow();
  });

  it('finds a request by its reference (whole or a fragment) through `q`', async () => {
    const id = await createRequest(w);
    const { reference } = await read(id);
    const search = async (q: string) => {
      const res = await inject(
        w.t,
        'GET',
        `/business-dispatches?q=${encodeURIComponent(q)}`,
        w.as.business,
      );
      expect(res.statusCode).toBe(200);
      return list.parse(res.json()).data.map((r) => r.reference);
    };
    expect(await search(reference)).toEqual([reference]);
    expect(await search(reference.slice(-6).toLowerCase())).toContain(reference);
    // Another business's staff never find it.
    const res = await inject(w.t, 'GET', `/business-dispatches?q=${reference}`, w.otherBusiness);
    expect(list.parse(res.json()).data).toEqual([]);
  });

  it('names the package type', async () => {
    const [colis] = await w.t.db.query<{ id: string }>(
      `select id from request_package_types where active order by name limit 1`,
    );
    const [name] = await w.t.db.query<{ name: string }>(
      'select name from request_package_types where id = $1',
      [colis!.id],
    );
    const created = await read(
      await createRequest(w, { package_type_id: colis!.id, weight_kg: 1 }),
    );
    expect(created.package_type_name).toBe(name!.name);
  });
});

describe('the references migration', () => {
  it('backfills existing rows in creation order and continues after them', async () => {
    const fresh = await createTestDb({ empty: true });
    try {
      const all = await loadMigrations();
      const at = all.findIndex((m) => m.version === '020_request_references');
      await migrate(fresh.db, all.slice(0, at));
      const [b] = await fresh.db.query<{ id: string }>(
        `insert into businesses (name, slug) values ('Ancienne', 'ancienne') returning id`,
      );
      const [t] = await fresh.db.query<{ id: string }>(
        `insert into asset_types (name) values ('Camionnette') returning id`,
      );
      // Inserted out of their creation order: numbering follows created_at, not insertion.
      for (const [label, created] of [
        ['c', '2025-03-01T00:00:00Z'],
        ['a', '2024-12-31T23:00:00Z'],
        ['b', '2025-01-15T00:00:00Z'],
      ]) {
        await fresh.db.query(
          `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address,
             price, notes, created_at) values ($1, $2, 'x', 'y', 0, $3, $4)`,
          [b!.id, t!.id, label, created],
        );
      }
      await migrate(fresh.db, all.slice(at));
      const rows = await fresh.db.query<{ notes: string; reference: string }>(
        'select notes, reference from requests order by notes',
      );
      expect(rows).toEqual([
        { notes: 'a', reference: 'FLT-2024-000001' },
        { notes: 'b', reference: 'FLT-2025-000002' },
        { notes: 'c', reference: 'FLT-2025-000003' },
      ]);
      const [next] = await fresh.db.query<{ reference: string }>(
        `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price)
         values ($1, $2, 'x', 'y', 0) returning reference`,
        [b!.id, t!.id],
      );
      expect(next!.reference).toBe(`FLT-${new Date().getUTCFullYear()}-000004`);
    } finally {
      await fresh.drop();
    }
  });
});

describe('GET /business-dispatches/:id/timeline', () => {
  it('tells every move with its time, who made it and the assets', async () => {
    await topUp(w, w.ids.business, 100000);
    const id = await createRequest(w, { price: 1500 });
    const dispatchId = await assign(w, id, w.ids.ownerVan);
    const reassigned = await inject(
      w.t,
      'PATCH',
      '/asset-dispatch/reassign',
      w.as.in_house_manager,
      {
        dispatch_id: dispatchId,
        asset_id: w.ids.ownerVan2,
        reason: 'Panne',
      },
    );
    expect(reassigned.statusCode).toBe(200);
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    expect((await move(w, dispatchId, 'delivered', w.as.superadmin)).statusCode).toBe(200);

    const res = await inject(w.t, 'GET', `/business-dispatches/${id}/timeline`, w.as.business);
    expect(res.statusCode).toBe(200);
    const events = timeline.parse(res.json()).data;
    const names = await w.t.db.query<{ role: string; name: string }>(
      `select role, name from users where email in
         ('business@flotte.demo', 'owner@flotte.demo', 'manager@flotte.demo', 'admin@flotte.demo')`,
    );
    const by = (role: string) => names.find((n) => n.role === role)!.name;
    expect(
      events.map((e) => [e.kind, e.by_name, e.asset_name, e.previous_asset_name, e.reason]),
    ).toEqual([
      ['created', by('business'), null, null, null],
      ['assigned', by('asset_owner'), 'Renault Master', null, null],
      ['reassigned', by('in_house_manager'), 'Peugeot Boxer', 'Renault Master', 'Panne'],
      ['in_transit', by('asset_owner'), 'Peugeot Boxer', null, null],
      ['delivered', by('superadmin'), 'Peugeot Boxer', null, null],
    ]);
    const times = events.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
    expect(times.every((t) => !Number.isNaN(Date.parse(t)))).toBe(true);
  });

  it('ends on the cancellation and who cancelled', async () => {
    const id = await createRequest(w);
    await assign(w, id, w.ids.ownerVan);
    const cancelled = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    const res = await inject(w.t, 'GET', `/business-dispatches/${id}/timeline`, w.as.superadmin);
    const events = timeline.parse(res.json()).data;
    expect(events.map((e) => e.kind)).toEqual(['created', 'assigned', 'cancelled']);
    const [staff] = await w.t.db.query<{ name: string }>(
      `select name from users where email = 'business@flotte.demo'`,
    );
    expect(events[2]!.by_name).toBe(staff!.name);
  });

  it('answers 404 outside the caller’s scope, for another business and an unknown id', async () => {
    const id = await createRequest(w);
    // (An owner with an asset of the requested type sees a pending request: it may take it.)
    for (const headers of [w.otherBusiness, w.parent]) {
      const res = await inject(w.t, 'GET', `/business-dispatches/${id}/timeline`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
    const unknown = await inject(
      w.t,
      'GET',
      '/business-dispatches/00000000-0000-4000-8000-000000000000/timeline',
      w.as.superadmin,
    );
    expect(unknown.statusCode).toBe(404);
    const anonymous = await inject(w.t, 'GET', `/business-dispatches/${id}/timeline`);
    expect(anonymous.statusCode).toBe(401);
  });
});
