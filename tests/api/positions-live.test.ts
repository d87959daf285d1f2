/**
 * The live `dispatch.position` event (docs/positions.md, docs/live.md) over real HTTP on
 * loopback: sent after the batch's commit to whoever sees the dispatch, at most one a second per
 * dispatch whichever server takes the batch (the throttle is a stamp in the dispatch's row,
 * read under its lock), the last position of a silent second announced when it ends, and never
 * announced as a change of the dispatch. "Not sent" is proved
 * without timing: a later event the user does see arrives first (events come in commit order).
 * Who sees a position is said by its notice (read by the ingest): the fan-out asks nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePosition, type LivePosition } from '../../contract/live';
import { buildApp, type App } from '../../server/app';
import { ApiError } from '../../server/errors';
import type { Db, Queryable, QueryOptions, Row } from '../../server/db/db';
import { paramOf } from '../../server/scope/businesses';
import { toUser, USER_COLUMNS, type UserRow } from '../../server/services/accounts/users';
import {
  audienceOf,
  dispatchAudienceSql,
  scopeGroupOf,
  visibleIds,
} from '../../server/services/platform/events/visibility';
import { openReady, type EventStream, type SseMessage } from './live-events-stream';
import { worldPerFile } from './per-file';
import {
  drivenDispatch,
  insertDriver,
  sendPositions,
  track,
  type Driver,
} from './positions-fixtures';
import { createRequest, makeWorld, topUp, type Headers } from './requests-fixtures';
import { one } from './rows';
import { createTestApp, onPostgres, openSecondPool } from './helpers';

const w = worldPerFile(async () => makeWorld(await createTestApp()));
let base: string;
let driver: Driver;
const streams: EventStream[] = [];

beforeAll(async () => {
  driver = await insertDriver(w, 'driver@flotte.test', w.ids.owner);
  // Money for the other business's sentinel request (a top-up is a change: made before any stream).
  await topUp(w, w.ids.other, 100_000);
  base = await w.t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(() => {
  for (const s of streams) s.close();
});

/**
 * Runs `test` with another server on the same database: on PostgreSQL with a connection pool of
 * its own (batches through the two really race), closed after it.
 */
async function withOther(test: (other: App) => Promise<void>): Promise<void> {
  const pool: Db | undefined = onPostgres ? await openSecondPool(w.t) : undefined;
  const other = pool ? await buildApp({ db: pool, config: w.t.config }) : await w.t.rebuild();
  try {
    await test(other);
  } finally {
    if (pool) {
      await other.close();
      await pool.close();
    }
  }
}

/** A stream of `headers`' user on `at`, once the server has registered it (`ready`). */
const open = (headers: Headers, at = base) => openReady(streams, at, headers);

/**
 * Reads until the `update` change of dispatch `id` (its driver set: the fixture's last write),
 * so that what follows on the stream comes after it.
 */
async function untilDriverSet(stream: EventStream, id: string): Promise<void> {
  for (;;) {
    const m = await stream.next();
    if (m.event === 'end') throw new Error('the stream ended');
    const data = m.data as { resource?: string; op?: string; id?: string };
    if (
      m.event === 'change' &&
      data.resource === 'dispatches' &&
      data.op === 'update' &&
      data.id === id
    ) {
      return;
    }
  }
}

/** The messages up to the change announcing request `id` (a sentinel), that one excluded. */
async function untilRequest(stream: EventStream, id: string): Promise<SseMessage[]> {
  const before: SseMessage[] = [];
  for (;;) {
    const m = await stream.next();
    if (m.event === 'end') throw new Error('the stream ended');
    if (m.event === 'change' && (m.data as { id?: string }).id === id) return before;
    before.push(m);
  }
}

const positionOf = (m: SseMessage): LivePosition => {
  expect(m.event).toBe('dispatch.position');
  return livePosition.parse(m.data);
};

/** As if an event had just left for this dispatch (one second is then not over). */
const justNotified = (dispatchId: string) =>
  w.t.db.query('update dispatches set position_notified_at = now() where id = $1', [dispatchId]);
const longAgo = (dispatchId: string) =>
  w.t.db.query(
    `update dispatches set position_notified_at = now() - interval '2 seconds' where id = $1`,
    [dispatchId],
  );

/**
 * Those who do not see the dispatch (another business, another owner) received no position
 * before their sentinel: a request each of them sees, created now.
 */
async function expectNoPosition(otherBusiness: EventStream, otherOwner: EventStream) {
  const theirs = await createRequest(w, {}, w.otherBusiness);
  const pending = await createRequest(w);
  for (const [stream, sentinel] of [
    [otherBusiness, theirs],
    [otherOwner, pending],
  ] as const) {
    const received = await untilRequest(stream, sentinel);
    expect(received.filter((m) => m.event !== 'change')).toEqual([]);
  }
}

describe('dispatch.position', () => {
  it('reaches who sees the dispatch (not as a change of it), at most once a second across servers', () =>
    withOther(async (other) => {
      const owner = await open(w.as.asset_owner);
      const business = await open(w.as.business);
      const mine = await open(driver.headers);
      const otherOwner = await open(w.otherOwner);
      const otherBusiness = await open(w.otherBusiness);
      const { dispatchId, requestId } = await drivenDispatch(w, driver);
      const watchers = [owner, business, mine];
      for (const stream of watchers) await untilDriverSet(stream, dispatchId);

      // A van moving north at a plausible speed (a flagged position would move nothing).
      const first = track(3, { endsAgoSeconds: 60 });
      expect((await sendPositions(w, dispatchId, driver.headers, first)).statusCode).toBe(202);
      const expected = {
        id: dispatchId,
        request_id: requestId,
        lat: first[2]!.lat,
        lng: first[2]!.lng,
        at: first[2]!.at,
      };
      // The very next message: no `change` of the dispatch for its new last position.
      for (const stream of watchers) expect(positionOf(await stream.next())).toEqual(expected);

      // Within the second, on this server and on another one: no event.
      await justNotified(dispatchId);
      const second = track(1, { endsAgoSeconds: 45, from: { lat: 48.868, lng: 2.3212 } });
      expect((await sendPositions(w, dispatchId, driver.headers, second)).statusCode).toBe(202);
      await justNotified(dispatchId);
      const third = track(1, { endsAgoSeconds: 30, from: { lat: 48.8685, lng: 2.3212 } });
      const res = await other.inject({
        method: 'POST',
        url: `/api/asset-dispatch/${dispatchId}/positions`,
        headers: driver.headers,
        payload: { positions: third },
      });
      expect(res.statusCode).toBe(202);
      // Both servers now hold a late announcement, each due a second after its own batch.
      const lateDue = Date.now() + 1000;
      // Yet the positions are stored.
      const trail = await other.inject({
        url: `/api/asset-dispatch/${dispatchId}/positions`,
        headers: w.as.asset_owner,
      });
      expect(trail.json().data).toHaveLength(5);
      // When the second is over, the last of them is announced, once: a page never stays on an
      // older position because the phone stopped within the second.
      for (const stream of watchers) {
        expect(positionOf(await stream.next())).toMatchObject({ lat: third[0]!.lat });
      }

      // The second over: the next batch's event is the next message they receive. The other
      // server's late announcement is past first: after `longAgo` it would announce again.
      await new Promise((done) => setTimeout(done, Math.max(0, lateDue + 200 - Date.now())));
      await longAgo(dispatchId);
      const fourth = track(1, { endsAgoSeconds: 15, from: { lat: 48.869, lng: 2.3212 } });
      expect((await sendPositions(w, dispatchId, driver.headers, fourth)).statusCode).toBe(202);
      for (const stream of watchers) {
        expect(positionOf(await stream.next())).toMatchObject({ lat: fourth[0]!.lat });
      }

      await expectNoPosition(otherBusiness, otherOwner);
    }));

  it('a burst of batches from two servers: one event', () =>
    withOther(async (other) => {
      const owner = await open(w.as.asset_owner);
      const { dispatchId } = await drivenDispatch(w, driver);
      await untilDriverSet(owner, dispatchId);
      const burst = Array.from({ length: 8 }, (_, i) =>
        track(1, { endsAgoSeconds: 120 - i, from: { lat: 48.8 + i / 10_000, lng: 2.3 } }),
      );
      const answers = await Promise.all(
        burst.map((positions, i) =>
          (i % 2 === 0 ? w.t.app : other).inject({
            method: 'POST',
            url: `/api/asset-dispatch/${dispatchId}/positions`,
            headers: driver.headers,
            payload: { positions },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(burst.map(() => 202));
      // A sentinel, the second over: the one event of the burst, then the sentinel's.
      await longAgo(dispatchId);
      const sentinel = track(1, { endsAgoSeconds: 1, from: { lat: 48.802, lng: 2.3 } });
      await sendPositions(w, dispatchId, driver.headers, sentinel);
      const events = [positionOf(await owner.next()), positionOf(await owner.next())];
      expect(events[0]!.lat).not.toBe(sentinel[0]!.lat);
      expect(events[1]!.lat).toBe(sentinel[0]!.lat);
    }));
});

/**
 * `db` with every statement counted (the Db a server is built on: its routes, its live hub),
 * each still run by the real database; `unavailable(true)` makes them fail as the pool does
 * when no connection frees up in time (server/db/postgres.ts), until `unavailable(false)`.
 */
function counting(db: Db) {
  let n = 0;
  let away = false;
  const counted = (q: Queryable) =>
    function query<T extends Row>(
      sql: string,
      params?: readonly unknown[],
      options?: QueryOptions,
    ) {
      n++;
      if (away) return Promise.reject(new ApiError(503, 'database_unavailable'));
      return q.query<T>(sql, params, options);
    };
  const spied: Db = {
    ...db,
    query: counted(db),
    transaction: (fn) => db.transaction((tx) => fn({ ...tx, query: counted(tx) })),
  };
  return {
    db: spied,
    statements: () => n,
    unavailable: (on: boolean) => (away = on),
  };
}

/** Runs `test` with another server whose statements are counted (no heartbeat in the count). */
async function withWatchingServer(
  test: (at: string, spy: ReturnType<typeof counting>) => Promise<void>,
): Promise<void> {
  const pool = onPostgres ? await openSecondPool(w.t) : w.t.db;
  const spy = counting(pool);
  const watching = await buildApp({
    db: spy.db,
    config: { ...w.t.config, eventsHeartbeatSeconds: 3600 },
  });
  try {
    await test(await watching.listen({ port: 0, host: '127.0.0.1' }), spy);
  } finally {
    await watching.close();
    if (pool !== w.t.db) await pool.close();
  }
}

/**
 * The next position of dispatch `id` on `stream`, skipping those of the user's other dispatches
 * (an earlier test's last announcement may still come).
 */
async function nextPositionOf(stream: EventStream, id: string): Promise<LivePosition> {
  for (;;) {
    const position = positionOf(await stream.next());
    if (position.id === id) return position;
  }
}

describe('who sees a position: said by its notice', () => {
  it('reaches the dispatch’s owner, business and driver, not another business nor owner; the watchers’ server runs no statement for it', () =>
    withWatchingServer(async (at, spy) => {
      const owner = await open(w.as.asset_owner, at);
      const business = await open(w.as.business, at);
      const mine = await open(driver.headers, at);
      const manager = await open(w.as.in_house_manager, at);
      const otherOwner = await open(w.otherOwner, at);
      const otherBusiness = await open(w.otherBusiness, at);
      const { dispatchId, requestId } = await drivenDispatch(w, driver);
      const watchers = [owner, business, mine, manager];
      for (const stream of watchers) await untilDriverSet(stream, dispatchId);

      await longAgo(dispatchId);
      const before = spy.statements();
      // Sent through the first server: the watchers' server only hears the notice.
      const positions = track(2, { endsAgoSeconds: 5, from: { lat: 48.86, lng: 2.33 } });
      expect((await sendPositions(w, dispatchId, driver.headers, positions)).statusCode).toBe(202);
      for (const stream of watchers) {
        expect(await nextPositionOf(stream, dispatchId)).toEqual({
          id: dispatchId,
          request_id: requestId,
          lat: positions[1]!.lat,
          lng: positions[1]!.lng,
          at: positions[1]!.at,
        });
      }
      expect(spy.statements()).toBe(before);

      await expectNoPosition(otherBusiness, otherOwner);
    }));

  it('a scope query that fails drops its own notices only: positions still go, the stream lives on', () =>
    withWatchingServer(async (at, spy) => {
      const business = await open(w.as.business, at);
      const { dispatchId } = await drivenDispatch(w, driver);
      await untilDriverSet(business, dispatchId);

      await longAgo(dispatchId);
      spy.unavailable(true);
      const lost = await createRequest(w);
      const positions = track(1, { endsAgoSeconds: 4, from: { lat: 48.861, lng: 2.33 } });
      expect((await sendPositions(w, dispatchId, driver.headers, positions)).statusCode).toBe(202);
      // The request's change, whose scope query failed, is dropped; the position is not.
      expect(await nextPositionOf(business, dispatchId)).toMatchObject({ lat: positions[0]!.lat });
      spy.unavailable(false);
      const next = await createRequest(w);
      const change = await business.nextChange();
      expect(change).toMatchObject({ resource: 'requests', id: next });
      expect(change.id).not.toBe(lost);
    }));

  it('names the same groups as the scope query, for every user and kind of dispatch', async () => {
    const { dispatchId: owned } = await drivenDispatch(w, driver);
    // A business's own van on a request of a white-label business's B2B client, and another
    // owner's van on a request of the demo B2B client: the parent reaches its client's.
    const request = (businessId: string) =>
      one<{ id: string }>(
        w.t,
        `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price,
                               status)
         values ($1, $2, 'A', 'B', 100, 'assigned') returning id`,
        [businessId, w.ids.van],
      );
    const dispatch = async (requestId: string, assetId: string) =>
      (
        await one<{ id: string }>(
          w.t,
          `insert into dispatches (request_id, asset_id, status) values ($1, $2, 'assigned')
           returning id`,
          [requestId, assetId],
        )
      ).id;
    const ofClient = await dispatch((await request(w.ids.child)).id, w.ids.inHouseVan);
    const ofB2b = await dispatch((await request(w.ids.b2b)).id, w.ids.otherVan);

    const users = (await w.t.db.query<UserRow>(`select ${USER_COLUMNS} from users`)).map(toUser);
    const groups = new Map(users.map((u) => [scopeGroupOf(u), u]));
    const ids = [owned, ofClient, ofB2b];
    const visible = await visibleIds(w.t.db, 'dispatches', ids, groups);
    for (const id of ids) {
      const params: unknown[] = [];
      const [row] = await w.t.db.query<{ audience: unknown }>(
        `select ${dispatchAudienceSql(paramOf(params), id)} as audience`,
        params,
      );
      const audience = new Set(audienceOf(row!.audience));
      for (const group of groups.keys()) {
        expect({ id, group, seen: audience.has(group) }).toEqual({
          id,
          group,
          seen: visible.get(group)?.has(id) ?? false,
        });
      }
    }
    // Not vacuous: the white-label parent sees its client's dispatch, another business none.
    const keyOf = (email: string) => scopeGroupOf(users.find((u) => u.email === email)!);
    expect(visible.get(keyOf('staff@marque.test'))?.has(ofClient)).toBe(true);
    expect(visible.get(keyOf('staff@autre.test'))).toBeUndefined();
    expect(visible.get(keyOf('driver@flotte.test'))?.has(owned)).toBe(true);
  });
});
