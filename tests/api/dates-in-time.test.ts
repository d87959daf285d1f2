/**
 * Dates that make sense (issue 33): what will happen (a request's pickup, scheduled work) is
 * not dated in the past, what happened (a fuel fill, completed work) not in the future, beyond
 * the clocks' tolerance. Refused field by field, with the catalog's message, nothing written.
 */
import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_MS } from '../../contract/common';
import { createMaintenanceWorld, inDays, patch, schedule, work } from './maintenance-fixtures';
import { inject, newRequest, newVan, snapshot, type World } from './requests-fixtures';
import { worldPerFile } from './per-file';
import { expectRefused } from './refusals';

const w = worldPerFile(createMaintenanceWorld);
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The rows each refused call must leave as they were. */
const state = async (world: World) => ({
  ...(await snapshot(world)),
  maintenance: await world.t.db.query(
    'select id, scheduled_at, status from maintenance order by id',
  ),
  fuel: await world.t.db.query('select id from fuel_entries order by id'),
  odometers: await world.t.db.query('select id, odometer_km from assets order by id'),
});

const refusedOn = (path: string, message: string) => ({
  code: 'validation_failed',
  details: [expect.objectContaining({ path, message })],
});

describe('dates of what will happen', () => {
  it('a request scheduled in the past is refused; now, within the tolerance, is taken', async () => {
    await expectRefused(
      () => state(w),
      () =>
        inject(w.t, 'POST', '/business-dispatches', w.as.business, {
          ...newRequest({ asset_type_id: w.ids.van }),
          scheduled_at: '2025-01-01T09:00:00.000Z',
        }),
      400,
      refusedOn('scheduled_at', 'flotte.validation.in_past'),
    );
    const now = await inject(w.t, 'POST', '/business-dispatches', w.as.business, {
      ...newRequest({ asset_type_id: w.ids.van }),
      scheduled_at: at(-CLOCK_TOLERANCE_MS / 2),
    });
    expect(now.statusCode).toBe(201);
  });

  it('work scheduled or moved into the past is refused', async () => {
    const van = await newVan(w, 'Van de l’échéancier');
    await expectRefused(
      () => state(w),
      () =>
        inject(
          w.t,
          'POST',
          '/maintenance',
          w.as.superadmin,
          work(van, { scheduled_at: inDays(-3) }),
        ),
      400,
      refusedOn('scheduled_at', 'flotte.validation.in_past'),
    );
    const id = await schedule(w, van, { scheduled_at: inDays(3) });
    await expectRefused(
      () => state(w),
      () => patch(w, id, { scheduled_at: inDays(-1) }),
      400,
      refusedOn('scheduled_at', 'flotte.validation.in_past'),
    );
  });
});

describe('dates of what happened', () => {
  it('a fuel fill dated in the future is refused and the odometer stays', async () => {
    const van = await newVan(w, 'Van du plein', w.ids.business);
    await expectRefused(
      () => state(w),
      () =>
        inject(w.t, 'POST', '/fuel', w.as.business, {
          asset_id: van,
          unit: 'l',
          filled_at: '2099-03-01T08:00:00.000Z',
          odometer_km: 121_376,
          quantity: 30,
          total_price: 5000,
          full_fill: true,
        }),
      400,
      refusedOn('filled_at', 'flotte.validation.in_future'),
    );
    const now = await inject(w.t, 'POST', '/fuel', w.as.business, {
      asset_id: van,
      unit: 'l',
      filled_at: at(CLOCK_TOLERANCE_MS / 2),
      odometer_km: 1_000,
      quantity: 30,
      total_price: 5000,
      full_fill: true,
    });
    expect(now.statusCode).toBe(201);
  });

  it('work completed in the future is refused', async () => {
    const van = await newVan(w, 'Van de l’atelier');
    const id = await schedule(w, van, { scheduled_at: inDays(2) });
    await expectRefused(
      () => state(w),
      () => patch(w, id, { status: 'completed', completed_at: at(2 * HOUR) }),
      400,
      refusedOn('completed_at', 'flotte.validation.in_future'),
    );
  });
});
