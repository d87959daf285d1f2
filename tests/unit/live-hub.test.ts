/**
 * The live hub's fan-out (server/services/platform/events/hub.ts, docs/live.md) when the
 * database does not answer: a position names who sees it (its notice's `seen_by`), so it needs
 * no query; a change whose scope query fails is dropped alone, not with the rest of its batch.
 */
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../contract/auth';
import type { Queryable } from '../../server/db/db';
import { ApiError } from '../../server/errors';
import { LiveHub, type LiveClient } from '../../server/services/platform/events/hub';
import { positionPayload } from '../../server/services/platform/events/notice';
import { scopeGroupOf } from '../../server/services/platform/events/visibility';

const BUSINESS = '7b0a3c52-4f7e-4d3e-9a51-2f4a1c9b8e01';
const OTHER = '7b0a3c52-4f7e-4d3e-9a51-2f4a1c9b8e02';
const DISPATCH = '2c9d1f3e-8a7b-4c6d-9e5f-1a2b3c4d5e6f';

const staff = (id: string, businessId: string): User => ({
  id,
  email: `${id}@flotte.test`,
  name: 'Staff',
  phone: null,
  role: 'business',
  business_id: businessId,
  locale: null,
  email_verified: true,
  created_at: '2026-01-01T00:00:00.000Z',
  last_login_at: null,
});

/** A database that is away: every statement fails as the pool does when none frees up. */
function away(): Queryable & { statements: number } {
  const db = {
    statements: 0,
    query: () => {
      db.statements++;
      return Promise.reject(new ApiError(503, 'database_unavailable'));
    },
    exec: () => Promise.reject(new ApiError(503, 'database_unavailable')),
  };
  return db;
}

function client(user: User): LiveClient & { received: string[] } {
  const received: string[] = [];
  return { user, sessionId: user.id, received, write: (c) => received.push(c), end: () => {} };
}

const hubs: LiveHub[] = [];
afterEach(() => hubs.splice(0).forEach((h) => h.close()));

describe('LiveHub, the database away', () => {
  it('a position goes to the groups its notice names, without a query; the failed change alone is dropped', async () => {
    const db = away();
    const log = Fastify().log;
    const warn = vi.spyOn(log, 'warn');
    const hub = new LiveHub(db, log, 3_600_000);
    hubs.push(hub);
    const mine = client(staff('a1b2c3d4-0000-4000-8000-000000000001', BUSINESS));
    const theirs = client(staff('a1b2c3d4-0000-4000-8000-000000000002', OTHER));
    hub.add(mine);
    hub.add(theirs);
    const position = {
      id: DISPATCH,
      request_id: 'f0e1d2c3-0000-4000-8000-000000000003',
      lat: 48.86,
      lng: 2.33,
      at: '2026-11-26T04:00:00.000Z',
    };

    // One batch: a request's change (its scope query fails) and a position.
    hub.notice(
      JSON.stringify({
        t: 'requests',
        op: 'insert',
        id: 'f0e1d2c3-0000-4000-8000-000000000004',
        status: 'pending',
        business_id: BUSINESS,
      }),
    );
    hub.notice(positionPayload(position, [scopeGroupOf(mine.user), 'superadmin']));
    await hub.settled();

    expect(mine.received.slice(1)).toEqual([
      `event: dispatch.position\ndata: ${JSON.stringify(position)}\n\n`,
    ]);
    expect(theirs.received.slice(1)).toEqual([]);
    // The one statement was the change's scope query; it was logged, not thrown.
    expect(db.statements).toBe(1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'requests', notices: 1 }),
      'live events: scope query failed, notices dropped',
    );
  });

  it('a `bulk` notice goes to the roles the permission table lets read its table: not a driver for leases and maintenance', async () => {
    const hub = new LiveHub(away(), Fastify().log, 3_600_000);
    hubs.push(hub);
    const owner = client({
      ...staff('a1b2c3d4-0000-4000-8000-000000000005', BUSINESS),
      role: 'asset_owner',
      business_id: null,
    });
    const driver = client({
      ...staff('a1b2c3d4-0000-4000-8000-000000000006', BUSINESS),
      role: 'driver',
      business_id: null,
    });
    hub.add(owner);
    hub.add(driver);
    for (const t of ['leases', 'maintenance', 'dispatches'] as const) {
      hub.notice(JSON.stringify({ t, op: 'bulk' }));
    }
    await hub.settled();

    const resources = (received: string[]) =>
      received
        .slice(1)
        .flatMap((chunk) => [...chunk.matchAll(/"resource":"(\w+)"/g)].map((m) => m[1]));
    expect(resources(owner.received)).toEqual(['leases', 'maintenance', 'dispatches']);
    expect(resources(driver.received)).toEqual(['dispatches']);
  });
});
