/**
 * Live status (docs/live.md) over real HTTP on loopback: a change reaches, through
 * PostgreSQL's NOTIFY and `GET /api/events`, every signed-in user allowed to see the record and
 * no one else. "No one else" is proved without timing: a later change the user does see (a
 * sentinel) arrives first, and events come in commit order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openPostgres } from '../../server/db/postgres';
import { ROLES } from './helpers';
import { openReady, openStream, type EventStream } from './live-events-stream';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  topUp,
  type Headers,
  type World,
} from './requests-fixtures';

let w: World;
let base: string;
const streams: EventStream[] = [];

beforeAll(async () => {
  w = await createWorld();
  // Money for the sentinels' requests (top-ups are changes too: made before any stream opens).
  await topUp(w, w.ids.other, 100_000);
  await topUp(w, w.ids.b2b, 100_000);
  base = await w.t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of streams) s.close();
  await w?.t.close();
});

/** A stream of `headers`' user on `at`, once the server has registered it (`ready`). */
const open = (headers: Headers, at = base) => openReady(streams, at, headers);

describe('GET /api/events: who may connect', () => {
  it.each(ROLES)('%s: 200, an uncompressed, uncached event stream', async (role) => {
    const stream = await openStream(base, {
      ...(await w.t.as(role)),
      'accept-encoding': 'br, gzip',
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(stream.headers.get('cache-control')).toBe('no-store');
    expect((await stream.next()).event).toBe('ready');
    stream.close();
  });

  it('signed out, or with a bad or revoked token: 401, no stream', async () => {
    const none = await openStream(base);
    expect(none.status).toBe(401);
    const bad = await openStream(base, { authorization: 'Bearer not-a-token' });
    expect(bad.status).toBe(401);
    const token = await w.t.tokenFor('business');
    const out = await inject(w.t, 'POST', '/auth/logout', { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(204);
    const revoked = await openStream(base, { authorization: `Bearer ${token}` });
    expect(revoked.status).toBe(401);
  });
});

describe('a request’s changes reach whoever may see it, and no one else', () => {
  it('creation and dispatch: the business, the asset’s owner, the operator; not another business', async () => {
    const business = await open(w.as.business);
    const superadmin = await open(w.as.superadmin);
    const manager = await open(w.as.in_house_manager);
    const owner = await open(w.as.asset_owner);
    const otherOwner = await open(w.otherOwner);
    const otherBusiness = await open(w.otherBusiness);
    const b2b = await open(w.as.b2b);

    const id = await createRequest(w);
    const created = {
      resource: 'requests',
      op: 'insert',
      id,
      status: 'pending',
      business_id: w.ids.business,
      request_id: null,
    };
    for (const stream of [business, superadmin, manager, owner]) {
      expect(await stream.nextChange()).toEqual(created);
    }
    // Pending and of a type it owns: the other owner may take it, so it sees it too.
    expect(await otherOwner.nextChange()).toEqual(created);

    const dispatchId = await assign(w, id, w.ids.ownerVan);
    const assigned = [
      { resource: 'requests', op: 'update', id, status: 'assigned' },
      { resource: 'dispatches', op: 'insert', id: dispatchId, status: 'assigned', request_id: id },
    ];
    for (const stream of [business, owner, superadmin, manager]) {
      const two = [await stream.nextChange(), await stream.nextChange()];
      const sorted = two.sort((a, b) => a.resource.localeCompare(b.resource));
      expect(sorted[0]).toMatchObject(assigned[1]!);
      expect(sorted[1]).toMatchObject(assigned[0]!);
    }

    // Sentinels, written after: the first change each of these users receives is its own.
    const theirs = await createRequest(w, {}, w.otherBusiness);
    expect(await otherBusiness.nextChange()).toMatchObject({ id: theirs, op: 'insert' });
    const b2bOwn = await createRequest(w, {}, w.as.b2b);
    expect(await b2b.nextChange()).toMatchObject({ id: b2bOwn, op: 'insert' });
    // Assigned to another owner's van, the request left the other owner's sight: its next
    // change is the next pending van request, not the assignment.
    expect(await otherOwner.nextChange()).toMatchObject({ id: theirs, op: 'insert' });
  });

  it('a wallet’s change reaches its business’s staff, not the manager nor owners', async () => {
    const business = await open(w.as.business);
    const manager = await open(w.as.in_house_manager);
    const owner = await open(w.as.asset_owner);
    await topUp(w, w.ids.business, 1234);
    expect(await business.nextChange()).toMatchObject({
      resource: 'wallets',
      op: 'update',
      business_id: w.ids.business,
    });
    const sentinel = await createRequest(w);
    expect(await manager.nextChange()).toMatchObject({ id: sentinel });
    expect(await owner.nextChange()).toMatchObject({ id: sentinel });
    expect(await business.nextChange()).toMatchObject({ id: sentinel });
  });

  it('maintenance of an owner’s asset reaches that owner, not a business', async () => {
    const owner = await open(w.as.asset_owner);
    const business = await open(w.as.business);
    const res = await inject(w.t, 'POST', '/maintenance', w.as.asset_owner, {
      asset_id: w.ids.ownerBike,
      kind: 'preventive',
      title: 'Révision',
      scheduled_at: new Date(Date.now() + 30 * 86400_000).toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { data: { id: string } }).data.id;
    expect(await owner.nextChange()).toMatchObject({
      resource: 'maintenance',
      op: 'insert',
      id,
      status: 'scheduled',
    });
    const sentinel = await createRequest(w);
    expect(await business.nextChange()).toMatchObject({ id: sentinel });
  });

  it('a statement of more than 100 rows is one `bulk` event, without ids', async () => {
    const business = await open(w.as.business);
    await w.t.db.query(
      `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price)
       select $1, $2, 'Entrepôt ' || i, 'Client ' || i, 100 from generate_series(1, 101) i`,
      [w.ids.business, w.ids.truck],
    );
    expect(await business.nextChange()).toEqual({
      resource: 'requests',
      op: 'bulk',
      id: null,
      status: null,
      request_id: null,
      business_id: null,
    });
    const sentinel = await createRequest(w);
    expect(await business.nextChange()).toMatchObject({ id: sentinel });
  });
});

describe('several servers, heartbeats, shutdown', () => {
  it('a change written through one server reaches a client of another', async () => {
    // Another app on the same database, with a pool of its own on a PostgreSQL server.
    const other: Db =
      w.t.db.kind === 'postgres' ? await openPostgres(w.t.db.connectionString!, 2) : w.t.db;
    const second: App = await buildApp({ db: other, config: w.t.config });
    try {
      const at = await second.listen({ port: 0, host: '127.0.0.1' });
      const business = await open(w.as.business, at);
      const id = await createRequest(w); // through the first app
      expect(await business.nextChange()).toMatchObject({ resource: 'requests', id });
      business.close();
    } finally {
      await second.close();
      if (other !== w.t.db) await other.close();
    }
  });

  it('heartbeats keep the stream open; a revoked session’s stream ends; closing the app ends the rest', async () => {
    const app = await w.t.rebuild({ eventsHeartbeatSeconds: 1 });
    const at = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await w.t.tokenFor('business');
    const revoked = await open({ authorization: `Bearer ${token}` }, at);
    const kept = await open(w.as.superadmin, at);
    const out = await inject(w.t, 'POST', '/auth/logout', { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(204);
    // The next heartbeat reads the session again and ends its stream.
    expect(await revoked.next()).toEqual({ event: 'end', data: null });
    // The superadmin's is alive: it got the heartbeat's comment line, and still gets changes.
    const id = await createRequest(w);
    expect(await kept.nextChange()).toMatchObject({ id });
    await expect.poll(() => kept.comments()).toBeGreaterThan(0);
    // A graceful close does not wait for open streams: it ends them.
    await app.close();
    expect(await kept.next()).toEqual({ event: 'end', data: null });
  });

  it.runIf(process.env.DATABASE_URL)(
    'PostgreSQL: a lost LISTEN connection comes back, says `resync`, then delivers again',
    async () => {
      const business = await open(w.as.business);
      const killed = await w.t.db.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = current_database() and query ilike 'listen%'`,
      );
      expect(killed.length).toBeGreaterThan(0);
      expect((await business.next()).event).toBe('resync');
      const id = await createRequest(w);
      expect(await business.nextChange()).toMatchObject({ id });
    },
  );
});
