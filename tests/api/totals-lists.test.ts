/**
 * Totals of the paged lists (docs/totals.md), through the API on PGlite and PostgreSQL: every
 * caller's lists answer exact totals (from the counters when their conditions are a counted
 * shape), a search past the cap answers the cap with `lower_bound: true`, below it the exact
 * count and no flag.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { z } from 'zod';
import { inject, makeWorld, type Headers, type World } from './requests-fixtures';
import { createTestApp } from './helpers';
import { worldPerFile } from './per-file';

const page = listResponse(z.object({ id: z.string() }).loose());
const w = worldPerFile(async () => makeWorld(await createTestApp()));

beforeAll(async () => {
  const { ids } = w;
  const db = w.t.db;
  // Something in every list: requests of the demo business, its client and the white-label's
  // client; work on the owner's and the in-house vans; a lease and an offer.
  await db.query(
    `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price,
       status)
     select b, $4, 'Départ', 'Arrivée', 100, s
     from unnest(array[$1, $1, $1, $2, $3]::uuid[]) b,
          unnest(array['pending', 'cancelled']) s`,
    [ids.business, ids.b2b, ids.child, ids.van],
  );
  await db.query(
    `insert into maintenance (asset_id, kind, title, scheduled_at, status)
     select a, 'preventive', 'Révision', now() + interval '3 days', s
     from unnest(array[$1, $2, $3]::uuid[]) a, unnest(array['scheduled', 'cancelled']) s`,
    [ids.ownerVan, ids.ownerVan2, ids.inHouseVan],
  );
  await db.query(
    `insert into leases (asset_id, lessor_user_id, lessee_business_id, start_date, end_date,
       rate, period, status)
     values ($1, $2, $3, current_date + 1, current_date + 10, 1000, 'day', 'pending')`,
    [ids.ownerVan2, ids.owner, ids.business],
  );
  await db.query(
    `insert into lease_preferences (owner_user_id, asset_type_id, rate, period)
     values ($1, $2, 5000, 'day')`,
    [ids.owner, ids.van],
  );
});

const get = async (url: string, headers?: Headers) => {
  const res = await inject(w.t, 'GET', url, headers);
  const parsed = page.safeParse(res.json());
  return { status: res.statusCode, body: parsed.success ? parsed.data : null };
};

const ROUTES = [
  '/assets',
  '/assets?status=available',
  '/business-dispatches',
  '/business-dispatches?status=pending',
  '/maintenance',
  '/maintenance?status=scheduled',
  '/maintenance/upcoming',
  '/leases',
  '/lease-preferences',
  '/users',
  '/users?role=asset_owner',
  '/business',
  '/business?active=false',
  '/asset-type',
  '/asset-type?active=true',
  '/plans',
  '/business/staff',
  '/business/subscriptions',
  '/wallet/transactions',
] as const;

type Caller = keyof World['as'] | 'otherBusiness' | 'parent' | 'child' | 'otherOwner';
const CALLERS: Caller[] = [
  'superadmin',
  'in_house_manager',
  'asset_owner',
  'business',
  'b2b',
  'otherBusiness',
  'parent',
  'child',
  'otherOwner',
];
const headersOf = (caller: Caller): Headers =>
  caller in w.as ? w.as[caller as keyof World['as']] : (w[caller as keyof World] as Headers);

/** What each caller gets: 200 a page, `one` a single record (business staff's own business). */
type Answer = 200 | 'one' | 400 | 403;
const every = (answer: Answer) => Object.fromEntries(CALLERS.map((c) => [c, answer]));
const STAFF_ONLY = { ...every(403), business: 200, otherBusiness: 200, parent: 200 } as const;
const NO_B2B = { ...every(200), b2b: 403, child: 403 } as const;
const TABLE: Record<(typeof ROUTES)[number], Record<Caller, Answer>> = {
  '/assets': every(200),
  '/assets?status=available': every(200),
  '/business-dispatches': every(200),
  '/business-dispatches?status=pending': every(200),
  '/maintenance': NO_B2B,
  '/maintenance?status=scheduled': NO_B2B,
  '/maintenance/upcoming': NO_B2B,
  '/leases': NO_B2B,
  '/lease-preferences': NO_B2B,
  '/users': { ...every(403), superadmin: 200 },
  '/users?role=asset_owner': { ...every(403), superadmin: 200 },
  '/business': {
    ...every('one'),
    superadmin: 200,
    in_house_manager: 200,
    asset_owner: 403,
    otherOwner: 403,
  },
  '/business?active=false': {
    ...every('one'),
    superadmin: 200,
    in_house_manager: 200,
    asset_owner: 403,
    otherOwner: 403,
  },
  '/asset-type': every(200),
  '/asset-type?active=true': every(200),
  '/plans': every(200),
  // The operator names the business (400 without it).
  '/business/staff': { ...STAFF_ONLY, superadmin: 400, in_house_manager: 400 },
  '/business/subscriptions': { ...STAFF_ONLY, superadmin: 200, in_house_manager: 200 },
  '/wallet/transactions': { ...STAFF_ONLY, b2b: 200, child: 200 },
} as Record<(typeof ROUTES)[number], Record<Caller, Answer>>;

const withLimit = (route: string, limit: number) =>
  `${route}${route.includes('?') ? '&' : '?'}limit=${limit}`;

describe('list totals', () => {
  it('are exact for every caller of every list (role × route), never a lower bound', async () => {
    const seen: Record<string, Record<string, Answer>> = {};
    let counted = 0;
    for (const route of ROUTES) {
      seen[route] = {};
      for (const caller of CALLERS) {
        const { status, body } = await get(withLimit(route, 100), headersOf(caller));
        seen[route][caller] = status === 200 && !body ? 'one' : (status as Answer);
        if (!body) continue;
        // Every row fits in one page: the total is the number of rows the caller can see.
        expect(body.data.length, `${caller} ${route}`).toBeLessThan(100);
        expect(body.pagination.total, `${caller} ${route}`).toBe(body.data.length);
        expect(body.pagination.lower_bound, `${caller} ${route}`).toBeUndefined();
        counted += body.data.length;
      }
    }
    expect(seen).toEqual(TABLE);
    expect(counted).toBeGreaterThan(200);
    // And across pages: two rows a page add up to the same total.
    const first = (await get('/business-dispatches?limit=2', w.as.business)).body!;
    let rows = 0;
    for (let skip = 0; skip < first.pagination.total; skip += 2) {
      const next = (await get(`/business-dispatches?limit=2&skip=${skip}`, w.as.business)).body!;
      expect(next.pagination.total).toBe(first.pagination.total);
      rows += next.data.length;
    }
    expect(rows).toBe(first.pagination.total);
  });

  it('of the unfiltered and simply filtered lists come from the counters', async () => {
    const lists: Array<[string, Headers, string, string]> = [
      ['/assets', w.as.superadmin, 'assets', ''],
      [
        '/assets?status=available',
        w.as.asset_owner,
        'assets',
        `owner_user_id=${w.ids.owner}&status=available`,
      ],
      [
        '/business-dispatches?status=pending',
        w.as.b2b,
        'requests',
        `business_id=${w.ids.b2b}&status=pending`,
      ],
      ['/maintenance', w.as.asset_owner, 'maintenance', `owner_user_id=${w.ids.owner}`],
      ['/users?role=asset_owner', w.as.superadmin, 'users', 'role=asset_owner'],
      ['/business?active=false', w.as.in_house_manager, 'businesses', 'active=false'],
      ['/asset-type?active=true', w.as.asset_owner, 'asset_types', 'active=true'],
    ];
    for (const [route, headers, tbl, key] of lists) {
      const before = (await get(route, headers)).body!.pagination.total;
      // A counter moved by hand shows in the answer: the total was read, not counted.
      await w.t.db.query(
        `insert into row_counts (tbl, key, n) values ($1, $2, 1000)
         on conflict (tbl, key) do update set n = row_counts.n + 1000`,
        [tbl, key],
      );
      expect((await get(route, headers)).body!.pagination.total, route).toBe(before + 1000);
    }
    await w.t.db.query('select flotte_rebuild_counts()');
  });

  it("move with the rows: an asset deleted with its history leaves the owner's lists", async () => {
    const total = async (route: string) =>
      (await get(route, w.as.asset_owner)).body!.pagination.total;
    const assets = await total('/assets');
    const work = await total('/maintenance');
    const res = await inject(w.t, 'DELETE', `/assets/${w.ids.ownerVan}`, w.as.asset_owner);
    expect(res.statusCode).toBe(200);
    const kept = await w.t.db.query(
      'select 1 from assets where id = $1 and deleted_at is not null',
      [w.ids.ownerVan],
    );
    expect(kept).toHaveLength(1); // soft-deleted: its work is history
    expect(await total('/assets')).toBe(assets - 1);
    expect(await total('/maintenance')).toBe(work - 2);
  });

  it('count up to the cap, then answer the cap with lower_bound: true', async () => {
    await w.t.db.query(
      `insert into assets (asset_type_id, owner_user_id, name)
       select $1, $2, 'Plafond ' || g from generate_series(1, 5) g`,
      [w.ids.van, w.ids.owner],
    );
    process.env.FLOTTE_COUNT_CAP = '3';
    try {
      // A search past the cap: the cap, flagged.
      const over = (await get('/assets?q=Plafond&limit=2', w.as.asset_owner)).body!;
      expect(over.pagination).toEqual({ total: 3, limit: 2, skip: 0, lower_bound: true });
      expect(over.data).toHaveLength(2);
      // Below the cap: exact, no flag.
      const under = (await get('/assets?q=Plafond%201', w.as.asset_owner)).body!;
      expect(under.pagination).toEqual({ total: 1, limit: 10, skip: 0 });
      // A counted list is exact whatever its size.
      const all = (await get('/assets', w.as.asset_owner)).body!;
      expect(all.pagination.total).toBeGreaterThan(5);
      expect(all.pagination.lower_bound).toBeUndefined();
      // A scope that is no counted shape (an owner's requests: the ones its assets can serve).
      const requests = (await get('/business-dispatches', w.as.asset_owner)).body!;
      expect(requests.pagination).toMatchObject({ total: 3, lower_bound: true });
    } finally {
      delete process.env.FLOTTE_COUNT_CAP;
    }
    const exact = (await get('/assets?q=Plafond', w.as.asset_owner)).body!;
    expect(exact.pagination).toEqual({ total: 5, limit: 10, skip: 0 });
  });
});
