/**
 * A driver drives one vehicle at a time (issue 29, docs/rounds.md "Driver busy",
 * server/services/dispatch/busy.ts): on open work of another asset he cannot be dispatched
 * (`409 driver_busy`, said on `driver_id`), named on a dispatch or moved with it; his own work
 * never counts against itself. His positions feed his current stop only: another request's
 * tracking page never shows his truck nor an ETA from it. PGlite, or PostgreSQL with
 * DATABASE_URL (helpers.ts).
 */
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { publicTracking } from '../../contract/tracking';
import { worldPerFile } from './per-file';
import { drivenDispatch, insertDriver, sendPositions, track } from './positions-fixtures';
import { createRequest, inject, makeWorld, move, newVans, oneDispatch } from './requests-fixtures';
import { createTestApp } from './helpers';
import { one } from './rows';

const w = worldPerFile(async () => makeWorld(await createTestApp()));

const dispatch = (request_id: string, asset_id: string, driver_id?: string | null) =>
  inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
    request_id,
    asset_id,
    ...(driver_id === undefined ? {} : { driver_id }),
  });

const refusedBusy = (res: { statusCode: number; json(): unknown }, asset: string) => {
  expect(res.statusCode).toBe(409);
  const body = errorResponse.parse(res.json());
  expect(body.code).toBe('driver_busy');
  expect(body.details).toEqual([
    { path: 'driver_id', message: 'flotte.errors.driver_busy', args: { asset } },
  ]);
};

describe('a driver on open work of another asset', () => {
  it('is refused 409 driver_busy on a second asset, however named; free again once it ends', async () => {
    const driver = await insertDriver(w, 'one-van@flotte.test', w.ids.owner);
    const [vanA, vanB, vanC] = (await newVans(w, 3)) as [string, string, string];
    const first = await dispatch(await createRequest(w), vanA, driver.id);
    expect(first.statusCode, first.body).toBe(201);
    const his = oneDispatch.parse(first.json()).data.id;

    // Named on a second asset, or as its default driver: refused, nothing written.
    const other = await createRequest(w);
    refusedBusy(await dispatch(other, vanB, driver.id), 'Van 1');
    await w.t.db.query('update assets set default_driver_id = $2 where id = $1', [vanB, driver.id]);
    refusedBusy(await dispatch(other, vanB), 'Van 1');
    expect(await one(w.t, 'select status from requests where id = $1', [other])).toEqual({
      status: 'pending',
    });
    // Given a dispatch of another asset afterwards: refused too.
    const driverless = await dispatch(other, vanB, null);
    expect(driverless.statusCode, driverless.body).toBe(201);
    const elsewhere = oneDispatch.parse(driverless.json()).data.id;
    refusedBusy(
      await inject(w.t, 'PATCH', `/asset-dispatch/${elsewhere}/driver`, w.as.asset_owner, {
        driver_id: driver.id,
      }),
      'Van 1',
    );

    // His own work moving to another asset takes him along: not counted against itself.
    const moved = await inject(w.t, 'PATCH', '/asset-dispatch/reassign', w.as.asset_owner, {
      dispatch_id: his,
      asset_id: vanC,
      driver_id: driver.id,
      reason: 'Panne',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(oneDispatch.parse(moved.json()).data.driver_id).toBe(driver.id);

    // Once his work ended, he takes the next.
    expect((await move(w, his, 'in_transit')).statusCode).toBe(200);
    expect((await move(w, his, 'delivered')).statusCode).toBe(200);
    const next = await inject(
      w.t,
      'PATCH',
      `/asset-dispatch/${elsewhere}/driver`,
      w.as.asset_owner,
      {
        driver_id: driver.id,
      },
    );
    expect(next.statusCode, next.body).toBe(200);
  });
});

describe('his positions feed his current stop only', () => {
  it('another request of his, on another truck, gets neither his positions nor an ETA from them', async () => {
    const driver = await insertDriver(w, 'two-trucks@flotte.test', w.ids.owner);
    // Two dispatches of his on two trucks at once, as the rule now refuses but rows written
    // before it may hold: the first on its way is his current one.
    const current = await drivenDispatch(w, driver);
    const other = await drivenDispatch(w, driver);
    await w.t.db.query(
      `update dispatches set driver_id = $1, status = 'in_transit' where id = any($2::uuid[])`,
      [driver.id, [current.dispatchId, other.dispatchId]],
    );
    await w.t.db.query(`update requests set status = 'in_transit' where id = any($1::uuid[])`, [
      [current.requestId, other.requestId],
    ]);

    // His list names the stop he serves: his phone sends its positions there.
    const currentOf = async () => {
      const res = await w.t.app.inject({
        method: 'GET',
        url: '/api/driver-dispatches',
        headers: driver.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = (res.json() as { data: { id: string; current: boolean }[] }).data;
      return rows.filter((d) => d.current).map((d) => d.id);
    };
    expect(await currentOf()).toEqual([current.dispatchId]);

    const fed = await sendPositions(w, current.dispatchId, driver.headers, track(2));
    expect(fed.json()).toEqual({ data: { accepted: 2, flagged: 0 } });
    // The phone sends the same to the other: accepted, stored nowhere.
    const ignored = await sendPositions(w, other.dispatchId, driver.headers, track(2));
    expect(ignored.statusCode).toBe(202);
    expect(ignored.json()).toEqual({ data: { accepted: 0, flagged: 0 } });
    expect(
      await one(
        w.t,
        'select last_lat, (select count(*)::int from dispatch_positions where dispatch_id = $1) as n from dispatches where id = $1',
        [other.dispatchId],
      ),
    ).toEqual({ last_lat: null, n: 0 });

    const tracked = async (requestId: string) => {
      const { tracking_token } = await one<{ tracking_token: string }>(
        w.t,
        'select tracking_token from requests where id = $1',
        [requestId],
      );
      const res = await w.t.app.inject({
        method: 'GET',
        url: `/api/tracking/${tracking_token}`,
        remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 1}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return publicTracking.parse(res.json().data);
    };
    // Hers: the truck and its ETA.
    const hers = await tracked(current.requestId);
    expect(hers.driver_position).not.toBeNull();
    expect(hers.eta).not.toBeNull();
    // Recipient B's: none, even with a position the dispatch kept from before (stale rows).
    await w.t.db.query(
      `update dispatches set last_lat = 48.86, last_lng = 2.32, last_position_at = now() - interval '1 hour'
       where id = $1`,
      [other.dispatchId],
    );
    const theirs = await tracked(other.requestId);
    expect(theirs.driver_position).toBeNull();
    expect(theirs.eta).toBeNull();
    // Once hers is delivered, the other is his current stop: its page follows him.
    await w.t.db.query(`update dispatches set status = 'delivered' where id = $1`, [
      current.dispatchId,
    ]);
    expect(await currentOf()).toEqual([other.dispatchId]);
    const now = await sendPositions(w, other.dispatchId, driver.headers, [
      { ...track(1)[0]!, at: new Date().toISOString() },
    ]);
    expect(now.json()).toEqual({ data: { accepted: 1, flagged: 0 } });
    expect((await tracked(other.requestId)).driver_position).not.toBeNull();
  });
});
