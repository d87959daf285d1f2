/**
 * The live `dispatch.position` event (docs/positions.md, docs/live.md) over real HTTP on
 * loopback: sent after the batch's commit to whoever sees the dispatch, at most one a second per
 * dispatch whichever server takes the batch (the throttle is a stamp in the dispatch's row,
 * read under its lock), the last position of a silent second announced when it ends, and never
 * announced as a change of the dispatch. "Not sent" is proved
 * without timing: a later event the user does see arrives first (events come in commit order).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livePosition, type LivePosition } from '../../contract/live';
import { buildApp, type App } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openStream, type EventStream, type SseMessage } from './live-events-stream';
import { worldPerFile } from './per-file';
import {
  drivenDispatch,
  insertDriver,
  sendPositions,
  track,
  type Driver,
} from './positions-fixtures';
import { createRequest, makeWorld, topUp, type Headers } from './requests-fixtures';
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

async function open(headers: Headers): Promise<EventStream> {
  const stream = await openStream(base, headers);
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect((await stream.next()).event).toBe('ready');
  return stream;
}

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

      // The second over: the next batch's event is the next message they receive.
      await longAgo(dispatchId);
      const fourth = track(1, { endsAgoSeconds: 15, from: { lat: 48.869, lng: 2.3212 } });
      expect((await sendPositions(w, dispatchId, driver.headers, fourth)).statusCode).toBe(202);
      for (const stream of watchers) {
        expect(positionOf(await stream.next())).toMatchObject({ lat: fourth[0]!.lat });
      }

      // Those who do not see the dispatch received no position before their sentinel.
      const theirs = await createRequest(w, {}, w.otherBusiness);
      const pending = await createRequest(w);
      for (const [stream, sentinel] of [
        [otherBusiness, theirs],
        [otherOwner, pending],
      ] as const) {
        const before = await untilRequest(stream, sentinel);
        expect(before.filter((m) => m.event !== 'change')).toEqual([]);
      }
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
