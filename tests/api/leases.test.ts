/**
 * Leases: a business's proposal on an offer's terms, who reads which lease, and the list's
 * filters (docs/leases.md). The moves are in lease-moves.test.ts, the job in lease-charges.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, startOfDayIn } from '../../contract/days';
import { errorResponse } from '../../contract/common';
import { leaseMsg, type Lease, type LeasePreference } from '../../contract/lease';
import { inject, type Headers } from './requests-fixtures';
import {
  accepted,
  assetStatus,
  balance,
  createLeaseWorld,
  leaseList,
  leaseSnapshot,
  ledgerOf,
  moveLease,
  offer,
  oneLease,
  propose,
  proposed,
  statuses,
  statusTable,
  topUp,
} from './lease-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createLeaseWorld);
const o = {} as Record<'van' | 'vans' | 'other' | 'later', LeasePreference>;
beforeAll(async () => {
  o.van = await offer(w, {
    asset_id: w.ids.ownerVan,
    rate: 4500,
    deposit: 20000,
    min_days: 2,
    max_days: 30,
    available_from: w.day(0),
    available_to: w.day(60),
  });
  o.vans = await offer(w, { asset_type_id: w.ids.van, rate: 20000, period: 'week' });
  o.other = await offer(
    w,
    { asset_id: w.ids.otherVan, rate: 150000, period: 'month' },
    w.otherOwner,
  );
  o.later = await offer(w, {
    asset_id: w.ids.ownerVan,
    rate: 100,
    min_days: 2,
    max_days: 5,
    available_from: w.day(10),
    available_to: w.day(20),
  });
});

const detailsOf = (res: { json(): unknown }) =>
  errorResponse.parse(res.json()).details?.map((d) => [d.path, d.message]);
const codeOf = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;

describe('POST /leases', () => {
  it('a business proposes on an offer’s terms: pending, terms copied, no money moves; audited', async () => {
    const before = await balance(w, w.ids.business);
    const res = await propose(w, {
      asset_id: w.ids.ownerVan,
      preference_id: o.van.id,
      start_date: w.day(1),
      end_date: w.day(5),
      notes: 'Pour le salon',
    });
    expect(res.statusCode).toBe(201);
    const lease = oneLease.parse(res.json()).data;
    expect(lease).toMatchObject({
      asset_id: w.ids.ownerVan,
      asset_name: 'Renault Master',
      asset_type_name: 'Camionnette',
      lessor_user_id: w.ids.owner,
      lessor_name: 'Julien Petit',
      lessee_business_id: w.ids.business,
      lessee_business_name: 'Transports Durand',
      preference_id: o.van.id,
      start_date: w.day(1),
      end_date: w.day(5),
      rate: 4500,
      period: 'day',
      deposit: 20000,
      currency: 'EUR',
      status: 'pending',
      next_charge_at: null,
      accepted_at: null,
      ended_at: null,
      cancelled_at: null,
      notes: 'Pour le salon',
    });
    expect(await balance(w, w.ids.business)).toBe(before);
    expect(await ledgerOf(w, lease.id)).toEqual([]);
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
    // A type offer covers any of the owner's assets of its type.
    const byType = await proposed(w, {
      asset_id: w.ids.ownerVan2,
      preference_id: o.vans.id,
      start_date: w.today,
      end_date: w.day(20),
    });
    expect(byType).toMatchObject({ asset_name: 'Peugeot Boxer', rate: 20000, period: 'week' });
    const audits = await w.t.db.query(
      `select 1 from audit_log where entity = 'lease' and action = 'propose'`,
    );
    expect(audits).toHaveLength(2);
  });

  it('names each broken rule of the days on its field (400)', async () => {
    const body = (start: string, end: string, preference = o.van) => ({
      asset_id: w.ids.ownerVan,
      preference_id: preference.id,
      start_date: start,
      end_date: end,
    });
    const cases: [Record<string, unknown>, [string, string][]][] = [
      [body(w.day(-1), w.day(3)), [['start_date', leaseMsg.startInPast]]],
      [body(w.day(5), w.day(4)), [['end_date', leaseMsg.endBeforeStart]]],
      [
        body(w.day(-1), w.day(-2)),
        [
          ['start_date', leaseMsg.startInPast],
          ['end_date', leaseMsg.endBeforeStart],
        ],
      ],
      [body(w.day(1), w.day(1)), [['end_date', leaseMsg.tooShort]]],
      [body(w.day(1), w.day(31)), [['end_date', leaseMsg.tooLong]]],
      [body(w.day(1), w.day(61)), [['end_date', leaseMsg.outsideAvailability]]],
      [body(w.day(9), w.day(12), o.later), [['start_date', leaseMsg.outsideAvailability]]],
      [body(w.day(18), w.day(21), o.later), [['end_date', leaseMsg.outsideAvailability]]],
      [body(w.day(10), w.day(15), o.later), [['end_date', leaseMsg.tooLong]]],
      [
        { ...body(w.day(1), w.day(3)), start_date: '2026-02-30' },
        [['start_date', 'flotte.validation.invalid']],
      ],
      [
        { ...body(w.day(1), w.day(3)), asset_id: 'nope' },
        [['asset_id', 'flotte.validation.invalid']],
      ],
    ];
    const before = await leaseSnapshot(w);
    for (const [payload, details] of cases) {
      const res = await propose(w, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(detailsOf(res), JSON.stringify(payload)).toEqual(details);
    }
    // Exactly on the edges: accepted.
    expect((await propose(w, body(w.day(10), w.day(14), o.later))).statusCode).toBe(201);
    expect((await propose(w, body(w.day(0), w.day(29)))).statusCode).toBe(201);
    expect((await leaseSnapshot(w)).leases).toHaveLength(before.leases.length + 2);
  });

  it('refuses an asset the offer does not cover, an unavailable asset, a short wallet, an inactive business, other roles; writes nothing', async () => {
    const before = await leaseSnapshot(w);
    const body = (asset: string, preference: LeasePreference) => ({
      asset_id: asset,
      preference_id: preference.id,
      start_date: w.day(1),
      end_date: w.day(3),
    });
    // Not covered, whoever's it is (or none): the same answer.
    for (const [asset, preference] of [
      [w.ids.ownerBike, o.van],
      [w.ids.ownerVan2, o.van],
      [w.ids.otherVan, o.vans],
      [w.ids.inHouseVan, o.vans],
      ['00000000-0000-4000-8000-000000000000', o.vans],
    ] as const) {
      const res = await propose(w, body(asset, preference));
      expect(res.statusCode).toBe(400);
      expect(detailsOf(res)).toEqual([['asset_id', leaseMsg.assetNotCovered]]);
    }
    // An unknown or inactive offer: 404.
    const off = await offer(w, { asset_id: w.ids.ownerVan, active: false });
    expect((await propose(w, body(w.ids.ownerVan, off))).statusCode).toBe(404);
    const unknown = { ...o.van, id: '00000000-0000-4000-8000-000000000000' };
    expect((await propose(w, body(w.ids.ownerVan, unknown))).statusCode).toBe(404);
    // The asset busy now.
    await w.t.db.query(`update assets set status = 'in_maintenance' where id = $1`, [
      w.ids.ownerVan,
    ]);
    const busy = await propose(w, body(w.ids.ownerVan, o.van));
    expect([busy.statusCode, codeOf(busy)]).toEqual([409, 'asset_unavailable']);
    await w.t.db.query(`update assets set status = 'available' where id = $1`, [w.ids.ownerVan]);
    // The wallet must hold the first period and the deposit (4500 + 20000).
    await topUp(w, w.ids.other, 24499);
    const short = await propose(w, body(w.ids.ownerVan, o.van), w.otherBusiness);
    expect([short.statusCode, codeOf(short)]).toEqual([402, 'insufficient_funds']);
    const xof = await offer(w, { asset_id: w.ids.ownerVan, currency: 'XOF', rate: 1 });
    const foreign = await propose(w, body(w.ids.ownerVan, xof));
    expect([foreign.statusCode, codeOf(foreign)]).toEqual([409, 'currency_mismatch']);
    await w.t.db.query('update businesses set active = false where id = $1', [w.ids.other]);
    const inactive = await propose(w, body(w.ids.ownerVan, o.van), w.otherBusiness);
    expect([inactive.statusCode, codeOf(inactive)]).toEqual([403, 'business_inactive']);
    await w.t.db.query('update businesses set active = true where id = $1', [w.ids.other]);
    for (const role of ['superadmin', 'in_house_manager', 'asset_owner', 'b2b'] as const) {
      expect((await propose(w, body(w.ids.ownerVan, o.van), w.as[role])).statusCode).toBe(403);
    }
    expect((await inject(w.t, 'POST', '/leases', undefined, {})).statusCode).toBe(401);
    const after = await leaseSnapshot(w);
    // Only the setting of the scene changed: the top-up, two offers and their audit rows.
    expect(after.leases).toEqual(before.leases);
    expect(after.earnings).toBe(before.earnings);
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.audit).toBe(before.audit + 3);
    expect(after.assets).toEqual(before.assets);
    await w.t.db.query('delete from lease_preferences where id = any($1::uuid[])', [
      [off.id, xof.id],
    ]);
    // One cent more, and the same proposal goes through.
    await topUp(w, w.ids.other, 1);
    expect((await propose(w, body(w.ids.ownerVan, o.van), w.otherBusiness)).statusCode).toBe(201);
  });
});

describe('reading leases', () => {
  /** One lease of each status, of the demo business and of another. */
  const l = {} as Record<'pending' | 'active' | 'cancelled' | 'over' | 'others', Lease>;
  beforeAll(async () => {
    await w.t.db.query('delete from leases');
    l.pending = await proposed(w, {
      asset_id: w.ids.ownerVan,
      preference_id: o.van.id,
      start_date: w.day(3),
      end_date: w.day(6),
    });
    l.active = await accepted(
      w,
      (
        await proposed(w, {
          asset_id: w.ids.ownerVan2,
          preference_id: o.vans.id,
          start_date: w.today,
          end_date: w.day(6),
        })
      ).id,
    );
    const cancelled = await proposed(w, {
      asset_id: w.ids.ownerVan,
      preference_id: o.van.id,
      start_date: w.day(20),
      end_date: w.day(25),
    });
    await moveLease(w, cancelled.id, 'cancelled', w.as.business);
    l.cancelled = cancelled;
    await topUp(w, w.ids.other, 1_000_000);
    l.others = await proposed(
      w,
      {
        asset_id: w.ids.otherVan,
        preference_id: o.other.id,
        start_date: w.day(30),
        end_date: w.day(40),
      },
      w.otherBusiness,
    );
    // Active, past its end date (as if accepted long ago): it reads `ended`.
    const rows = await w.t.db.query<{ id: string }>(
      `insert into leases (asset_id, lessor_user_id, lessee_business_id, start_date, end_date,
         rate, period, status, accepted_at, periods_charged)
       values ($1, $2, $3, $4, $5, 100, 'day', 'active', now(), 3) returning id`,
      [w.ids.ownerBike, w.ids.owner, w.ids.business, w.day(-5), w.day(-3)],
    );
    l.over = { id: rows[0]!.id } as Lease;
  });

  const list = async (query: string, headers: Headers = w.as.superadmin) => {
    const res = await inject(w.t, 'GET', `/leases${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return leaseList.parse(res.json());
  };
  const idsOf = async (query: string, headers?: Headers) =>
    new Set((await list(query, headers)).data.map((x) => x.id));

  it('an active lease past its end date reads ended, at midnight after its last day', async () => {
    const res = await inject(w.t, 'GET', `/leases/${l.over.id}`, w.as.asset_owner);
    const lease = oneLease.parse(res.json()).data;
    expect(lease.status).toBe('ended');
    // The lessee's midnight (Paris: the demo business's zone).
    expect(lease.ended_at).toBe(startOfDayIn(DEFAULT_TIME_ZONE, w.day(-2)).toISOString());
    expect(await idsOf('?status=ended')).toEqual(new Set([l.over.id]));
    expect(await idsOf('?status=active')).toEqual(new Set([l.active.id]));
    expect(await idsOf('?status=pending')).toEqual(new Set([l.pending.id, l.others.id]));
    expect(await idsOf('?status=cancelled')).toEqual(new Set([l.cancelled.id]));
  });

  it('each side reads its own leases; the manager and the superadmin all; others 404, B2B 403', async () => {
    const all = [l.pending.id, l.active.id, l.cancelled.id, l.over.id, l.others.id];
    expect(await idsOf('?limit=100')).toEqual(new Set(all));
    expect(await idsOf('?limit=100', w.as.in_house_manager)).toEqual(new Set(all));
    expect(await idsOf('?limit=100', w.as.asset_owner)).toEqual(
      new Set([l.pending.id, l.active.id, l.cancelled.id, l.over.id]),
    );
    expect(await idsOf('', w.otherOwner)).toEqual(new Set([l.others.id]));
    expect(await idsOf('?limit=100', w.as.business)).toEqual(
      new Set([l.pending.id, l.active.id, l.cancelled.id, l.over.id]),
    );
    expect(await idsOf('', w.otherBusiness)).toEqual(new Set([l.others.id]));
    // Naming another's business or asset finds nothing.
    expect(await idsOf(`?business_id=${w.ids.other}`, w.as.business)).toEqual(new Set());
    expect(await idsOf('', w.parent)).toEqual(new Set());
    expect((await inject(w.t, 'GET', '/leases', w.as.b2b)).statusCode).toBe(403);

    const show = (id: string, headers: Headers) =>
      inject(w.t, 'GET', `/leases/${id}`, headers).then((r) => r.statusCode);
    expect(await show(l.pending.id, w.as.asset_owner)).toBe(200);
    expect(await show(l.pending.id, w.as.business)).toBe(200);
    expect(await show(l.pending.id, w.as.in_house_manager)).toBe(200);
    expect(await show(l.pending.id, w.otherOwner)).toBe(404);
    expect(await show(l.pending.id, w.otherBusiness)).toBe(404);
    expect(await show(l.others.id, w.as.business)).toBe(404);
    expect(await show('nope', w.as.superadmin)).toBe(404);
    expect(await show(l.pending.id, w.as.b2b)).toBe(403);
  });

  it('filters by asset, business, overlapping days and ending soon; sorts; pages', async () => {
    expect(await idsOf(`?asset_id=${w.ids.ownerVan}`)).toEqual(
      new Set([l.pending.id, l.cancelled.id]),
    );
    expect(await idsOf('?asset_id=nope')).toEqual(new Set());
    expect(await idsOf(`?business_id=${w.ids.other}`)).toEqual(new Set([l.others.id]));
    // Leases overlapping the days from … to … (both included).
    expect(await idsOf(`?from=${w.day(6)}&to=${w.day(20)}`)).toEqual(
      new Set([l.pending.id, l.active.id, l.cancelled.id]),
    );
    expect(await idsOf(`?from=${w.day(7)}&to=${w.day(19)}`)).toEqual(new Set());
    expect(await idsOf(`?to=${w.day(-3)}`)).toEqual(new Set([l.over.id]));
    expect(await idsOf(`?from=${w.day(40)}`)).toEqual(new Set([l.others.id]));
    // Active leases ending between today and today + n, included; not those already over.
    expect(await idsOf('?ending_within_days=6')).toEqual(new Set([l.active.id]));
    expect(await idsOf('?ending_within_days=5')).toEqual(new Set());
    expect(await idsOf('?q=boxer')).toEqual(new Set([l.active.id]));
    const byStart = await list('?sort=start_date&order=desc&limit=2');
    expect(byStart.data.map((x) => x.id)).toEqual([l.others.id, l.cancelled.id]);
    expect(byStart.pagination).toEqual({ total: 5, limit: 2, skip: 0 });
    const byEnd = await list('?sort=end_date&skip=3');
    expect(byEnd.data.map((x) => x.id)).toEqual([l.cancelled.id, l.others.id]);
    expect(await idsOf(`?id=${l.over.id}&id=${l.others.id}`, w.as.business)).toEqual(
      new Set([l.over.id]),
    );
    const bad = await inject(w.t, 'GET', '/leases?to=tomorrow', w.as.superadmin);
    expect([bad.statusCode, detailsOf(bad)]).toEqual([400, [['to', 'flotte.validation.invalid']]]);
    expect((await inject(w.t, 'GET', '/leases?status=late', w.as.superadmin)).statusCode).toBe(400);
  });
});

describe('role × route', () => {
  it('answers each role as documented; another business’s or owner’s lease is 404', async () => {
    await topUp(w, w.ids.other, 1_000_000);
    const fresh = () =>
      proposed(w, {
        asset_id: w.ids.ownerVan,
        preference_id: o.van.id,
        start_date: w.day(2),
        end_date: w.day(4),
      });
    // Columns: superadmin, in_house_manager, asset_owner, business, b2b, otherOwner,
    // otherBusiness.
    const expected = {
      list: statuses(200, 200, 200, 200, 403, 200, 200),
      show: statuses(200, 200, 200, 200, 403, 404, 404),
      propose: statuses(403, 403, 403, 201, 403, 403, 201),
      cancel: statuses(200, 200, 200, 200, 403, 404, 404),
    };
    const actual = await statusTable(w, async (_who, headers) => {
      const lease = await fresh();
      return {
        list: () => inject(w.t, 'GET', '/leases', headers),
        show: () => inject(w.t, 'GET', `/leases/${lease.id}`, headers),
        propose: () =>
          propose(
            w,
            {
              asset_id: w.ids.ownerVan,
              preference_id: o.van.id,
              start_date: w.day(2),
              end_date: w.day(4),
            },
            headers,
          ),
        cancel: () => moveLease(w, lease.id, 'cancelled', headers, 'Plus besoin'),
      };
    });
    expect(actual).toEqual(expected);
  });
});
