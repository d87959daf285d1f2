/**
 * Scheduling and editing work, the state machine move by move, the asset's status following
 * it, completion records and recurrence.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { assign, createRequest, move, topUp } from './requests-fixtures';
import {
  assetRow,
  createMaintenanceWorld,
  DAY,
  inDays,
  inject,
  oneMaintenance,
  patch,
  read,
  schedule,
  setAsset,
  state,
  work,
} from './maintenance-fixtures';
import { one } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createMaintenanceWorld);
beforeAll(async () => {
  await topUp(w, w.ids.business, 100_000);
});

/** A fresh available van of the owner's for each test. */
const newVan = async (name: string, odometer: number | null = 10_000) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name, odometer_km, currency)
       values ($1, $2, $3, $4, 'EUR') returning id`,
      [w.ids.van, w.ids.owner, name, odometer],
    )
  ).id;

const audits = async (id: string) =>
  (
    await w.t.db.query<{ action: string }>(
      `select action from audit_log where entity = 'maintenance' and entity_id = $1 order by at`,
      [id],
    )
  ).map((r) => r.action);

const expectRefused = async (
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code });
};

describe('POST /maintenance', () => {
  it('schedules work in the asset’s currency, with who created it and an audit row', async () => {
    const van = await newVan('Van en livres');
    await w.t.db.query(`update assets set currency = 'GBP' where id = $1`, [van]);
    const res = await inject(
      w.t,
      'POST',
      '/maintenance',
      w.as.asset_owner,
      work(van, {
        kind: 'inspection',
        title: '  Contrôle technique  ',
        description: 'Avant le 1er mars',
        due_odometer_km: 15_000,
        repeat_every_days: 365,
        vendor: 'Dekra',
        cost: 7800,
      }),
    );
    expect(res.statusCode).toBe(201);
    const m = oneMaintenance.parse(res.json()).data;
    expect(m).toMatchObject({
      asset_id: van,
      asset_name: 'Van en livres',
      owner_user_id: w.ids.owner,
      business_id: null,
      kind: 'inspection',
      title: 'Contrôle technique',
      description: 'Avant le 1er mars',
      due_odometer_km: 15_000,
      asset_odometer_km: 10_000,
      repeat_every_days: 365,
      repeat_every_km: null,
      status: 'scheduled',
      due_level: 'upcoming',
      cost: 7800,
      currency: 'GBP',
      vendor: 'Dekra',
      previous_id: null,
      next_id: null,
      started_at: null,
      completed_at: null,
    });
    const row = await one<{ created_by: string }>(
      w.t,
      'select created_by from maintenance where id = $1',
      [m.id],
    );
    expect(row.created_by).toBe(w.ids.owner);
    expect(await audits(m.id)).toEqual(['create']);
  });

  it('needs a date or a due odometer, and valid fields (400, nothing written)', async () => {
    const van = await newVan('Van invalide');
    const before = await state(w);
    const cases: [Record<string, unknown>, string, string, object?][] = [
      [{ scheduled_at: null }, 'scheduled_at', 'flotte.validation.required'],
      [{ scheduled_at: '2025-13-01' }, 'scheduled_at', 'flotte.validation.invalid'],
      [{ kind: 'repair' }, 'kind', 'flotte.validation.required'],
      [{ title: '   ' }, 'title', 'flotte.validation.required'],
      [{ due_odometer_km: -1 }, 'due_odometer_km', 'flotte.validation.non_negative'],
      // The limit named: "Trop petit : 1 au moins."
      [{ repeat_every_days: 0 }, 'repeat_every_days', 'flotte.validation.too_small', { min: 1 }],
      [{ repeat_every_km: 1.5 }, 'repeat_every_km', 'flotte.validation.integer'],
      [{ cost: -5 }, 'cost', 'flotte.validation.non_negative'],
      [{ asset_id: 'abc' }, 'asset_id', 'flotte.validation.invalid'],
    ];
    for (const [overrides, path, message, args] of cases) {
      const res = await inject(w.t, 'POST', '/maintenance', w.as.asset_owner, work(van, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: expect.arrayContaining([{ path, message, ...(args ? { args } : {}) }]),
      });
    }
    expect(await state(w)).toEqual(before);
    // A due odometer alone is enough.
    const byKm = await inject(
      w.t,
      'POST',
      '/maintenance',
      w.as.asset_owner,
      work(van, { scheduled_at: null, due_odometer_km: 20_000 }),
    );
    expect(byKm.statusCode).toBe(201);
  });
});

describe('the state machine', () => {
  it('scheduled → in_progress → completed: the asset goes to the workshop and back', async () => {
    const van = await newVan('Van atelier');
    const id = await schedule(w, van, { vendor: 'Garage A' }, w.as.asset_owner);

    const started = await patch(w, id, { status: 'in_progress' }, w.as.asset_owner);
    expect(started.statusCode).toBe(200);
    const inShop = oneMaintenance.parse(started.json()).data;
    expect(inShop).toMatchObject({ status: 'in_progress', due_level: null });
    expect(inShop.started_at).not.toBeNull();
    expect((await assetRow(w, van)).status).toBe('in_maintenance');

    // Started two hours ago, done an hour ago.
    await w.t.db.query(
      `update maintenance set started_at = now() - interval '2 hours' where id = $1`,
      [id],
    );
    const completedAt = new Date(Date.now() - 3600_000).toISOString();
    const done = await patch(
      w,
      id,
      {
        status: 'completed',
        completed_at: completedAt,
        cost: 25_000,
        vendor: 'Garage B',
        completed_odometer_km: 10_450,
      },
      w.as.asset_owner,
    );
    expect(done.statusCode).toBe(200);
    expect(oneMaintenance.parse(done.json()).data).toMatchObject({
      status: 'completed',
      due_level: null,
      completed_at: completedAt,
      cost: 25_000,
      vendor: 'Garage B',
      completed_odometer_km: 10_450,
      next_id: null,
    });
    expect(await assetRow(w, van)).toMatchObject({ status: 'available', odometer_km: 10_450 });
    expect(await audits(id)).toEqual(['create', 'start', 'complete']);
  });

  it('scheduled → cancelled and in_progress → cancelled (the asset leaves the workshop)', async () => {
    const van = await newVan('Van annulé');
    const first = await schedule(w, van);
    const cancelled = await patch(w, first, { status: 'cancelled' }, w.as.in_house_manager);
    expect(oneMaintenance.parse(cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      due_level: null,
    });
    expect(oneMaintenance.parse(cancelled.json()).data.cancelled_at).not.toBeNull();
    expect((await assetRow(w, van)).status).toBe('available');

    const second = await schedule(w, van);
    await patch(w, second, { status: 'in_progress' });
    expect((await assetRow(w, van)).status).toBe('in_maintenance');
    const stopped = await patch(w, second, { status: 'cancelled' });
    expect(oneMaintenance.parse(stopped.json()).data.status).toBe('cancelled');
    expect((await assetRow(w, van)).status).toBe('available');
  });

  it('scheduled → completed: work recorded as done on the spot, the asset untouched', async () => {
    const van = await newVan('Van inspecté');
    await setAsset(w, van, { status: 'dispatched' });
    const id = await schedule(w, van, { kind: 'inspection', title: 'Tour du véhicule' });
    const res = await patch(w, id, { status: 'completed', cost: 0 });
    expect(res.statusCode).toBe(200);
    const m = oneMaintenance.parse(res.json()).data;
    expect(m.status).toBe('completed');
    // Started and completed at once; the reading is the asset's.
    expect(m.started_at).toBe(m.completed_at);
    expect(m.completed_odometer_km).toBe(10_000);
    expect((await assetRow(w, van)).status).toBe('dispatched');
  });

  it('refuses every other move with 409 invalid_transition, writing nothing', async () => {
    const van = await newVan('Van bloqué');
    const done = await schedule(w, van);
    await patch(w, done, { status: 'completed' });
    const cancelled = await schedule(w, van);
    await patch(w, cancelled, { status: 'cancelled' });
    const started = await schedule(w, van);
    await patch(w, started, { status: 'in_progress' });
    const scheduled = await schedule(w, van);

    const before = await state(w);
    const refused: [string, string][] = [
      [started, 'in_progress'],
      [done, 'in_progress'],
      [done, 'completed'],
      [done, 'cancelled'],
      [cancelled, 'in_progress'],
      [cancelled, 'completed'],
      [cancelled, 'cancelled'],
    ];
    for (const [id, status] of refused) {
      await expectRefused(await patch(w, id, { status }), 409, 'invalid_transition');
    }
    // Back to scheduled is no move at all.
    const backwards = await patch(w, scheduled, { status: 'scheduled' });
    expect(backwards.statusCode).toBe(400);
    expect(await state(w)).toEqual(before);
  });

  it('an asset on a dispatch, leased, inactive or already in the workshop cannot start work', async () => {
    const van = await newVan('Van occupé');
    const busy = await schedule(w, van);
    for (const status of ['dispatched', 'leased', 'inactive', 'in_maintenance']) {
      await setAsset(w, van, { status });
      const before = await state(w);
      await expectRefused(
        await patch(w, busy, { status: 'in_progress' }),
        409,
        'asset_unavailable',
      );
      expect(await state(w), status).toEqual(before);
    }
    await setAsset(w, van, { status: 'available' });
    // Two pieces of work in the workshop at once: the second waits for the first.
    const other = await schedule(w, van);
    expect((await patch(w, busy, { status: 'in_progress' })).statusCode).toBe(200);
    await expectRefused(await patch(w, other, { status: 'in_progress' }), 409, 'asset_unavailable');
  });

  it('a real dispatch refuses an asset in the workshop, and the workshop one on a dispatch', async () => {
    const van = await newVan('Van de course');
    const id = await schedule(w, van);
    await patch(w, id, { status: 'in_progress' });
    const request = await createRequest(w);
    const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: request,
      asset_id: van,
    });
    await expectRefused(res, 409, 'asset_unavailable');
    await patch(w, id, { status: 'completed' });

    const dispatch = await assign(w, request, van);
    const next = await schedule(w, van);
    await expectRefused(await patch(w, next, { status: 'in_progress' }), 409, 'asset_unavailable');
    await move(w, dispatch, 'in_transit');
    await move(w, dispatch, 'delivered');
    expect((await patch(w, next, { status: 'in_progress' })).statusCode).toBe(200);
  });
});

describe('completing', () => {
  it('takes its date (default now), never in the future nor before the start', async () => {
    const van = await newVan('Van daté');
    const id = await schedule(w, van);
    await patch(w, id, { status: 'in_progress' });
    const before = await state(w);
    for (const completed_at of [inDays(1), new Date(Date.now() - DAY).toISOString()]) {
      const res = await patch(w, id, { status: 'completed', completed_at });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ details: [{ path: 'completed_at' }] });
    }
    // Completion fields without completing: 400 too.
    for (const body of [{ completed_at: inDays(0) }, { completed_odometer_km: 5 }]) {
      expect((await patch(w, id, body)).statusCode).toBe(400);
    }
    expect(await state(w)).toEqual(before);
    const res = await patch(w, id, { status: 'completed' });
    const m = oneMaintenance.parse(res.json()).data;
    expect(Math.abs(new Date(m.completed_at!).getTime() - Date.now())).toBeLessThan(DAY);
  });

  it('raises the asset’s odometer to the reading, never lowers it', async () => {
    const van = await newVan('Van compteur', 50_000);
    const lower = await schedule(w, van);
    const res = await patch(w, lower, { status: 'completed', completed_odometer_km: 40_000 });
    expect(oneMaintenance.parse(res.json()).data.completed_odometer_km).toBe(40_000);
    expect((await assetRow(w, van)).odometer_km).toBe(50_000);
    const higher = await schedule(w, van);
    await patch(w, higher, { status: 'completed', completed_odometer_km: 51_000 });
    expect((await assetRow(w, van)).odometer_km).toBe(51_000);
    const unknown = await newVan('Van sans compteur', null);
    const first = await schedule(w, unknown);
    await patch(w, first, { status: 'completed', completed_odometer_km: 1200 });
    expect((await assetRow(w, unknown)).odometer_km).toBe(1200);
  });
});

describe('editing', () => {
  it('changes only the fields sent while the work is open, with an audit of each', async () => {
    const van = await newVan('Van édité');
    const id = await schedule(w, van, { description: 'Filtre à huile' });
    const res = await patch(w, id, { title: 'Vidange et filtres', due_odometer_km: 12_000 });
    expect(oneMaintenance.parse(res.json()).data).toMatchObject({
      title: 'Vidange et filtres',
      description: 'Filtre à huile',
      due_odometer_km: 12_000,
    });
    const log = await one<{ changes: Record<string, unknown> }>(
      w.t,
      `select changes from audit_log where entity_id = $1 and action = 'update'`,
      [id],
    );
    expect(log.changes).toEqual({
      title: { from: 'Vidange', to: 'Vidange et filtres' },
      due_odometer_km: { from: null, to: 12_000 },
    });
    // Both due points cleared: 400, nothing written.
    const before = await state(w);
    const cleared = await patch(w, id, { scheduled_at: null, due_odometer_km: null });
    expect(cleared.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'scheduled_at', message: 'flotte.validation.required' }],
    });
    expect(await state(w)).toEqual(before);
  });

  it('after completion only its record (cost, vendor, description); nothing once cancelled', async () => {
    const van = await newVan('Van clos');
    const done = await schedule(w, van);
    await patch(w, done, { status: 'completed', cost: 1000 });
    const fixed = await patch(w, done, { cost: 1200, vendor: 'Garage C', description: 'Facture' });
    expect(oneMaintenance.parse(fixed.json()).data).toMatchObject({
      cost: 1200,
      vendor: 'Garage C',
      status: 'completed',
    });
    const cancelled = await schedule(w, van);
    await patch(w, cancelled, { status: 'cancelled' });
    const before = await state(w);
    for (const [id, body] of [
      [done, { scheduled_at: inDays(3) }],
      [done, { title: 'Autre' }],
      [done, { repeat_every_days: 30 }],
      [cancelled, { vendor: 'Garage D' }],
    ] as const) {
      await expectRefused(await patch(w, id, body), 409, 'invalid_transition');
    }
    // The same values again are no change.
    expect((await patch(w, done, { cost: 1200 })).statusCode).toBe(200);
    expect(await state(w)).toEqual(before);
  });
});

describe('recurrence', () => {
  it('every N days: the next is due N days after the completion date', async () => {
    const van = await newVan('Van récurrent');
    const id = await schedule(w, van, {
      kind: 'inspection',
      title: 'Contrôle mensuel',
      description: 'Freins, pneus',
      vendor: 'Garage A',
      repeat_every_days: 30,
      cost: 5000,
    });
    const completedAt = '2026-01-10T09:00:00.000Z';
    await w.t.db.query(`update maintenance set created_at = '2026-01-01' where id = $1`, [id]);
    const res = await patch(w, id, { status: 'completed', completed_at: completedAt });
    const done = oneMaintenance.parse(res.json()).data;
    expect(done.next_id).not.toBeNull();
    const next = await read(w, done.next_id!);
    expect(next).toMatchObject({
      asset_id: van,
      kind: 'inspection',
      title: 'Contrôle mensuel',
      description: 'Freins, pneus',
      vendor: 'Garage A',
      repeat_every_days: 30,
      repeat_every_km: null,
      status: 'scheduled',
      scheduled_at: '2026-02-09T09:00:00.000Z',
      due_odometer_km: null,
      cost: null,
      previous_id: id,
      next_id: null,
    });
    expect(await audits(next.id)).toEqual(['schedule_next']);
  });

  it('every N km (and days): counted from the reading at completion', async () => {
    const van = await newVan('Van kilométrique', 30_000);
    const id = await schedule(w, van, { repeat_every_km: 15_000, repeat_every_days: 365 });
    await patch(w, id, { status: 'in_progress' });
    const res = await patch(w, id, { status: 'completed', completed_odometer_km: 30_200 });
    const done = oneMaintenance.parse(res.json()).data;
    const next = await read(w, done.next_id!);
    expect(next.due_odometer_km).toBe(45_200);
    expect(new Date(next.scheduled_at!).getTime() - new Date(done.completed_at!).getTime()).toBe(
      365 * DAY,
    );
    // Without a reading: the asset's odometer.
    const again = await patch(w, next.id, { status: 'completed' });
    const after = await read(w, oneMaintenance.parse(again.json()).data.next_id!);
    expect(after.due_odometer_km).toBe(30_200 + 15_000);
  });

  it('by km on an asset without odometer needs the reading (400), and cancelling ends it', async () => {
    const van = await newVan('Van muet', null);
    const id = await schedule(w, van, { repeat_every_km: 10_000 });
    const before = await state(w);
    const res = await patch(w, id, { status: 'completed' });
    expect(res.json()).toMatchObject({
      details: [{ path: 'completed_odometer_km', message: 'flotte.validation.required' }],
    });
    expect(await state(w)).toEqual(before);
    await patch(w, id, { status: 'cancelled' });
    expect((await read(w, id)).next_id).toBeNull();
    const count = await one<{ n: number }>(
      w.t,
      'select count(*)::int as n from maintenance where asset_id = $1',
      [van],
    );
    expect(count.n).toBe(1);
  });
});

describe('deleting an asset', () => {
  it('is refused while it is in the workshop; with maintenance history it is kept', async () => {
    const van = await newVan('Van à supprimer');
    const id = await schedule(w, van, {}, w.as.asset_owner);
    await patch(w, id, { status: 'in_progress' });
    const before = await state(w);
    const refused = await inject(w.t, 'DELETE', `/assets/${van}`, w.as.asset_owner);
    await expectRefused(refused, 409, 'asset_in_use');
    expect(await state(w)).toEqual(before);
    await patch(w, id, { status: 'completed', cost: 9000 });

    const deleted = await inject(w.t, 'DELETE', `/assets/${van}`, w.as.asset_owner);
    expect(deleted.statusCode).toBe(200);
    expect((await assetRow(w, van)).deleted_at).not.toBeNull();
    // Its work is hidden with it, and kept.
    const gone = await inject(w.t, 'GET', `/maintenance/${id}`, w.as.superadmin);
    expect(gone.statusCode).toBe(404);
    expect((await w.t.db.query('select 1 from maintenance where id = $1', [id])).length).toBe(1);
  });
});
