/**
 * The drivers' positions (docs/positions.md): only the dispatch's driver sends them, while the
 * dispatch is assigned or in transit; a batch is stored once (resent: nothing twice), an
 * implausible position is kept flagged; the trail and the live map are scoped like the
 * dispatch; the partitions job creates the days ahead and drops those past the retention.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { liveDispatches, type PositionInput } from '../../contract/position';
import { readConfig } from '../../server/config';
import { periodicJobs } from '../../server/jobs';
import { maintainPositionPartitions } from '../../server/jobs/positions-partitions';
import { worldPerFile } from './per-file';
import {
  drivenDispatch,
  insertDriver,
  LYON,
  PARIS,
  sendPositions,
  track,
  type Driver,
} from './positions-fixtures';
import { count, inject, makeWorld, move, topUp, type World } from './requests-fixtures';
import { createTestApp } from './helpers';
import { one } from './rows';

const w = worldPerFile(async () => makeWorld(await createTestApp({ maxSpeedKmh: 200 })));
let driver: Driver;
/** Another driver of the same owner, and a driver of another owner. */
let colleague: Driver;
let stranger: Driver;

beforeAll(async () => {
  driver = await insertDriver(w, 'driver@flotte.test', w.ids.owner);
  colleague = await insertDriver(w, 'colleague@flotte.test', w.ids.owner);
  const otherOwner = await one<{ id: string }>(
    w.t,
    `select id from users where email = 'owner2@flotte.test'`,
  );
  stranger = await insertDriver(w, 'stranger@flotte.test', otherOwner.id);
}, 60_000);

const trail = (id: string, headers: World['as']['business'], query = '') =>
  inject(w.t, 'GET', `/asset-dispatch/${id}/positions${query}`, headers);

const lastPosition = (id: string) =>
  one<{ lat: number | null; lng: number | null; at: string | null }>(
    w.t,
    `select last_lat as lat, last_lng as lng, last_position_at as at from dispatches
     where id = $1`,
    [id],
  );

describe('POST /asset-dispatch/{id}/positions', () => {
  it('the driver sends a batch: 202, stored once, the trail oldest first, the last position kept', async () => {
    const { dispatchId } = await drivenDispatch(w, driver);
    const positions = track(3, { endsAgoSeconds: 5 });
    // Sent newest first: stored and read in time order all the same.
    const res = await sendPositions(w, dispatchId, driver.headers, [...positions].reverse());
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: 3, flagged: 0 } });

    // The phone sends it again (it never saw the answer): nothing is stored twice.
    const again = await sendPositions(w, dispatchId, driver.headers, positions);
    expect(again.json()).toEqual({ data: { accepted: 0, flagged: 0 } });
    expect(await count(w, 'dispatch_positions', 'dispatch_id = $1', [dispatchId])).toBe(3);

    for (const headers of [w.as.asset_owner, w.as.business, w.as.superadmin, driver.headers]) {
      const read = await trail(dispatchId, headers);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data).toEqual(
        positions.map((p) => ({ at: p.at, lat: p.lat, lng: p.lng, flagged: false })),
      );
    }
    const since = await trail(dispatchId, w.as.asset_owner, `?since=${positions[0]!.at}&limit=1`);
    expect(since.json().data.map((p: { at: string }) => p.at)).toEqual([positions[1]!.at]);

    const last = await lastPosition(dispatchId);
    expect(last.lat).toBeCloseTo(positions[2]!.lat, 9);
    expect(new Date(last.at!).toISOString()).toBe(positions[2]!.at);
    const stored = await one<{ driver_id: string; accuracy: number; received: boolean }>(
      w.t,
      `select driver_id, accuracy, received_at > now() - interval '1 minute' as received
       from dispatch_positions where dispatch_id = $1 limit 1`,
      [dispatchId],
    );
    expect(stored).toEqual({ driver_id: driver.id, accuracy: 5, received: true });
  });

  it('anyone but the dispatch’s driver: 404, nothing written', async () => {
    const { dispatchId } = await drivenDispatch(w, driver);
    const before = await count(w, 'dispatch_positions');
    for (const headers of [
      colleague.headers,
      stranger.headers,
      w.as.asset_owner,
      w.as.business,
      w.otherBusiness,
      w.as.superadmin,
      w.as.in_house_manager,
      w.as.b2b,
    ]) {
      const res = await sendPositions(w, dispatchId, headers, track(1));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      expect((await sendPositions(w, id, driver.headers, track(1))).statusCode).toBe(404);
    }
    expect(await count(w, 'dispatch_positions')).toBe(before);
    expect(await lastPosition(dispatchId)).toEqual({ lat: null, lng: null, at: null });
  });

  it('refuses a malformed batch (400), whoever sends it', async () => {
    const { dispatchId } = await drivenDispatch(w, driver);
    const p = track(1)[0]!;
    for (const positions of [
      [],
      Array.from({ length: 501 }, () => p),
      [{ ...p, lat: 90.5 }],
      [{ ...p, lng: -181 }],
      [{ ...p, at: 'yesterday' }],
      [{ ...p, at: '2026-11-26T10:00:00' }], // no offset
      [{ lat: 1, lng: 2 }],
    ]) {
      const res = await sendPositions(w, dispatchId, driver.headers, positions);
      expect(res.statusCode, JSON.stringify(positions).slice(0, 80)).toBe(400);
    }
    expect(await count(w, 'dispatch_positions', 'dispatch_id = $1', [dispatchId])).toBe(0);
  });

  it('flags a position implying more than FLOTTE_MAX_SPEED_KMH; a jump moves nothing', async () => {
    const { dispatchId } = await drivenDispatch(w, driver);
    const [a, b, c] = track(3, { stepSeconds: 10, metresPerStep: 200, endsAgoSeconds: 60 }) as [
      PositionInput,
      PositionInput,
      PositionInput,
    ];
    // 10 s after b, 5 km further: 1,800 km/h. c, 10 s after b and 200 m from it, is plausible.
    const jump = {
      at: new Date(Date.parse(b.at) + 5000).toISOString(),
      lat: b.lat + 0.045,
      lng: b.lng,
    };
    const res = await sendPositions(w, dispatchId, driver.headers, [a, b, jump, c]);
    expect(res.json()).toEqual({ data: { accepted: 4, flagged: 1 } });
    const read = await trail(dispatchId, w.as.asset_owner);
    expect(read.json().data.map((p: { flagged: boolean }) => p.flagged)).toEqual([
      false,
      false,
      true,
      false,
    ]);
    expect((await lastPosition(dispatchId)).lat).toBeCloseTo(c.lat, 9);

    // A position dated in the future (a phone's clock): kept, flagged, never the last one.
    const future = { at: new Date(Date.now() + 3600_000).toISOString(), lat: c.lat, lng: c.lng };
    expect((await sendPositions(w, dispatchId, driver.headers, [future])).json()).toEqual({
      data: { accepted: 1, flagged: 1 },
    });
    const last = await lastPosition(dispatchId);
    expect(new Date(last.at!).toISOString()).toBe(c.at);
  });

  it('honours the speed limit of the configuration', async () => {
    const slow = await w.t.rebuild({ maxSpeedKmh: 20 });
    const { dispatchId } = await drivenDispatch(w, driver);
    // 110 m in 15 s (5 m of accuracy): 25 km/h.
    const res = await slow.inject({
      method: 'POST',
      url: `/api/asset-dispatch/${dispatchId}/positions`,
      headers: driver.headers,
      payload: { positions: track(2, { metresPerStep: 110, endsAgoSeconds: 30 }) },
    });
    expect(res.json()).toEqual({ data: { accepted: 2, flagged: 1 } });
    expect(readConfig({ FLOTTE_MAX_SPEED_KMH: '90' }).maxSpeedKmh).toBe(90);
    expect(readConfig({}).maxSpeedKmh).toBe(200);
  });

  it('in transit too; once delivered or cancelled: 409 invalid_transition, nothing stored', async () => {
    await topUp(w, w.ids.business, 100_000);
    const { dispatchId } = await drivenDispatch(w, driver);
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    expect((await sendPositions(w, dispatchId, driver.headers, track(1))).statusCode).toBe(202);
    const delivered = await move(w, dispatchId, 'delivered');
    expect(delivered.statusCode, delivered.body).toBe(200);
    const before = await count(w, 'dispatch_positions', 'dispatch_id = $1', [dispatchId]);
    const res = await sendPositions(w, dispatchId, driver.headers, track(2));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('invalid_transition');
    expect(await count(w, 'dispatch_positions', 'dispatch_id = $1', [dispatchId])).toBe(before);

    const cancelled = await drivenDispatch(w, driver);
    expect((await move(w, cancelled.dispatchId, 'cancelled')).statusCode).toBe(200);
    const refused = await sendPositions(w, cancelled.dispatchId, driver.headers, track(1));
    expect(refused.statusCode).toBe(409);
  });
});

describe('GET /asset-dispatch/{id}/positions', () => {
  it('is scoped like the dispatch: 404 outside it', async () => {
    const { dispatchId } = await drivenDispatch(w, driver);
    await sendPositions(w, dispatchId, driver.headers, track(2));
    for (const headers of [w.otherBusiness, w.otherOwner, w.as.b2b, colleague.headers]) {
      const res = await trail(dispatchId, headers);
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await trail('not-a-uuid', w.as.superadmin)).statusCode).toBe(404);
    expect((await trail(dispatchId, w.as.superadmin, '?limit=5001')).statusCode).toBe(400);
    expect((await trail(dispatchId, w.as.superadmin, '?since=today')).statusCode).toBe(400);
  });
});

describe('GET /asset-dispatch/live', () => {
  it('the dispatches on their way in the caller’s scope, with the last position and names', async () => {
    const { dispatchId, requestId } = await drivenDispatch(w, driver);
    const positions = track(2, { from: LYON });
    await sendPositions(w, dispatchId, driver.headers, positions);
    const res = await inject(w.t, 'GET', '/asset-dispatch/live', w.as.asset_owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = liveDispatches.parse(res.json());
    expect(body.truncated).toBe(false);
    const mine = body.data.find((d) => d.id === dispatchId)!;
    const reference = await one<{ reference: string }>(
      w.t,
      'select reference from requests where id = $1',
      [requestId],
    );
    expect(mine).toMatchObject({
      request_id: requestId,
      reference: reference.reference,
      status: 'assigned',
      driver_id: driver.id,
      driver_name: 'Chauffeur driver',
      position_at: positions[1]!.at,
      pickup_lat: PARIS.lat,
      dropoff_lng: LYON.lng,
    });
    expect(mine.lat).toBeCloseTo(positions[1]!.lat, 9);
    expect(mine.asset_name).toMatch(/^Van /);
    // Only dispatches on their way.
    expect(body.data.every((d) => d.status === 'assigned' || d.status === 'in_transit')).toBe(true);

    for (const headers of [w.as.business, w.as.superadmin, w.as.in_house_manager]) {
      const seen = liveDispatches.parse(
        (await inject(w.t, 'GET', '/asset-dispatch/live', headers)).json(),
      );
      expect(seen.data.map((d) => d.id)).toContain(dispatchId);
    }
    for (const headers of [w.otherOwner, w.otherBusiness]) {
      const seen = liveDispatches.parse(
        (await inject(w.t, 'GET', '/asset-dispatch/live', headers)).json(),
      );
      expect(seen.data.map((d) => d.id)).not.toContain(dispatchId);
    }
    for (const headers of [w.as.b2b, driver.headers]) {
      expect((await inject(w.t, 'GET', '/asset-dispatch/live', headers)).statusCode).toBe(403);
    }
  });
});

describe('the partitions job (positions-partitions)', () => {
  const partitions = async () =>
    (
      await w.t.db.query<{ day: string }>(
        `select right(c.relname, 8) as day from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'dispatch_positions'::regclass and c.relname <> 'dispatch_positions_default'
         order by 1`,
      )
    ).map((r) => r.day);
  const day = (offset: number) => {
    const d = new Date(Date.now() + offset * 86_400_000);
    return d.toISOString().slice(0, 10).replace(/-/g, '');
  };
  const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();
  /** The job as the scheduler runs it, with FLOTTE_POSITION_RETENTION_DAYS when given. */
  const positionsJob = (positionRetentionDays?: number) =>
    periodicJobs({
      db: w.t.db,
      mailer: w.t.app.mailer,
      policy: { freeMaxAssets: 5, freeMaxUsers: 3, defaultCommissionRate: 0.1 },
      ...(positionRetentionDays ? { positionRetentionDays } : {}),
    }).find((j) => j.name === 'positions-partitions')!;

  it('creates yesterday to a week ahead, drops the days past the retention, keeps the rest', async () => {
    // Whatever day the test database was migrated, the job brings it to today first.
    await positionsJob().run();
    const { dispatchId } = await drivenDispatch(w, driver);
    // Days 100 and 50 ago, each with a position; the job had not run for a while.
    await w.t.db.query(
      `select flotte_create_position_partitions((now() at time zone 'UTC')::date - 100,
         (now() at time zone 'UTC')::date - 100)`,
    );
    await w.t.db.query(
      `select flotte_create_position_partitions((now() at time zone 'UTC')::date - 50,
         (now() at time zone 'UTC')::date - 50)`,
    );
    for (const offset of [-100, -50]) {
      await w.t.db.query(
        `insert into dispatch_positions (dispatch_id, at, lat, lng) values ($1, $2, 45, 4)`,
        [dispatchId, dayAt(offset)],
      );
    }
    await w.t.db.query(`drop table if exists dispatch_positions_${day(7)}`);

    // The default retention (90 days): the day 100 days ago goes, the one 50 days ago stays.
    const job = positionsJob();
    expect(await job.run()).toEqual({ created: 1, dropped: 1 });
    let days = await partitions();
    expect(days).not.toContain(day(-100));
    expect(days).toContain(day(-50));
    for (let offset = -1; offset <= 7; offset++) expect(days).toContain(day(offset));
    expect(await count(w, 'dispatch_positions', 'dispatch_id = $1', [dispatchId])).toBe(1);

    // FLOTTE_POSITION_RETENTION_DAYS=30: the day 50 days ago goes too.
    expect(readConfig({ FLOTTE_POSITION_RETENTION_DAYS: '30' }).positionRetentionDays).toBe(30);
    const short = positionsJob(30);
    expect(await short.run()).toEqual({ created: 0, dropped: 1 });
    days = await partitions();
    expect(days).not.toContain(day(-50));
    expect(await count(w, 'dispatch_positions', 'dispatch_id = $1', [dispatchId])).toBe(0);
  });

  it('a position of a day without a partition waits in the default one, then moves into its day', async () => {
    const { dispatchId } = await drivenDispatch(w, driver);
    const at = dayAt(20);
    const res = await sendPositions(w, dispatchId, driver.headers, [{ at, lat: 45, lng: 4 }]);
    expect(res.json()).toEqual({ data: { accepted: 1, flagged: 1 } }); // in the future: flagged
    expect(await count(w, 'dispatch_positions_default', 'dispatch_id = $1', [dispatchId])).toBe(1);

    // Its day is created (a job with a longer reach): the position moves there, still read.
    await w.t.db.query(
      `select flotte_create_position_partitions((now() at time zone 'UTC')::date + 20,
         (now() at time zone 'UTC')::date + 20)`,
    );
    expect(await count(w, 'dispatch_positions_default', 'dispatch_id = $1', [dispatchId])).toBe(0);
    expect(await count(w, `dispatch_positions_${day(20)}`, 'dispatch_id = $1', [dispatchId])).toBe(
      1,
    );
    const read = await trail(dispatchId, w.as.asset_owner);
    expect(read.json().data).toHaveLength(1);

    // Older than the retention, in the default partition: deleted by the job.
    await w.t.db.query(
      `insert into dispatch_positions (dispatch_id, at, lat, lng) values ($1, '2001-01-01Z', 45, 4)`,
      [dispatchId],
    );
    expect(await count(w, 'dispatch_positions_default', 'dispatch_id = $1', [dispatchId])).toBe(1);
    await maintainPositionPartitions(w.t.db, 90);
    expect(await count(w, 'dispatch_positions_default', 'dispatch_id = $1', [dispatchId])).toBe(0);
  });
});
