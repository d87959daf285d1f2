/**
 * Leases (docs/leases.md): the reads, the list, and a business's proposal. The moves
 * (accept, decline, cancel, end) are in moves.ts, the money in money.ts. Who reads
 * which: server/scope/leases.ts; anything else answers 404.
 */
import type { User } from '../../../contract/auth';
import {
  leaseMsg,
  leasePeriods,
  type Lease,
  type LeaseCreate,
  type LEASE_SORTABLE,
} from '../../../contract/lease';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, forbidden, notFound, type ErrorDetail } from '../../errors';
import { lockActiveBusiness } from '../business/guards';
import { listScope } from '../../scope/conditions';
import { leaseScope, leaseScopeSql } from '../../scope/leases';
import { lockWallet } from '../money/money';
import { insertAudited } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { scopedRecord } from '../platform/find';
import { earliestDayAtSql, isUuid, todaySql } from '../../db/sql';
import { leaseDays, periodCharge } from './periods';
import { assertCompliant } from '../compliance/compliance';
import { LEASE, LEASE_TODAY_SQL, PAST_END } from './lease-record';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;
type SortField = (typeof LEASE_SORTABLE)[number];

export { END_INSTANT_SQL } from './lease-record';

/** One lease as the API answers it, when the caller may read it (`null` caller: any). */
export const { find: findLease, get: getLease } = scopedRecord({
  ...LEASE,
  idColumn: 'l.id',
  scope: leaseScopeSql,
});

export interface LeaseFilter extends ListFilter<SortField> {
  status?: Lease['status'] | undefined;
  asset_id?: string | undefined;
  business_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  ending_within_days?: number | undefined;
  ids?: string[] | undefined;
}

const ORDER_BY: Record<SortField, string[]> = {
  created_at: ['l.created_at', 'l.id'],
  start_date: ['l.start_date', 'l.id'],
  end_date: ['l.end_date', 'l.id'],
  // The stored status (leases_status_idx): an active lease past its end sorts with the active.
  status: ['l.status', 'l.created_at', 'l.id'],
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A `YYYY-MM-DD` query filter, or 400 on its field. */
export function dateFilter(path: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!ISO_DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new ApiError(400, 'validation_failed', undefined, [
      { path, message: 'flotte.validation.invalid' },
    ]);
  }
  return value;
}

/** The counted shapes; an index reads each of them newest first (migrations 011 and 021). */
const SHAPES = [
  [],
  ['lessor_user_id'],
  ['lessee_business_id'],
  ['status'],
  ['asset_id'],
  ['lessor_user_id', 'status'],
  ['lessee_business_id', 'status'],
];

/**
 * Exact totals per lessor, lessee, stored status and asset (docs/totals.md); `status=active`
 * and `ended` depend on the day: counted up to the cap.
 */
const COUNTS = counted({
  table: 'leases',
  columns: {
    'l.lessor_user_id': 'lessor_user_id',
    'l.lessee_business_id': 'lessee_business_id',
    'l.status': 'status',
    'l.asset_id': 'asset_id',
  },
  shapes: SHAPES,
});

/** The counted shapes an index reads in each order: their pages are prepared statements. */
const INDEXED: Partial<Record<SortField, string[][]>> = {
  created_at: SHAPES,
  start_date: [[]],
  end_date: [[]],
};

/**
 * GET /leases: the caller's scope, filtered. `status=ended` includes active leases past their
 * end and `status=active` leaves them out; `from`/`to` keep the leases overlapping those days;
 * `ending_within_days` the active ones ending between today and today + n (included).
 */
export async function listLeases(
  db: Queryable,
  caller: Caller,
  filter: LeaseFilter,
): Promise<PageOf<Lease>> {
  const from = dateFilter('from', filter.from);
  const to = dateFilter('to', filter.to);
  const list = new ListSql().countedBy(COUNTS);
  await listScope(db, list, leaseScope(caller));
  if (
    !list.uuidEquals('l.asset_id', filter.asset_id || undefined) ||
    !list.uuidEquals('l.lessee_business_id', filter.business_id || undefined)
  ) {
    return { data: [], total: 0 };
  }
  if (filter.status === 'ended') list.where(`(l.status = 'ended' or ${PAST_END})`);
  else if (filter.status === 'active') {
    list.where(`l.status = 'active' and l.end_date >= ${LEASE_TODAY_SQL}`);
  } else list.equals('l.status', filter.status);
  if (from) list.where(`l.end_date >= ${list.param(from)}::date`);
  if (to) list.where(`l.start_date <= ${list.param(to)}::date`);
  if (filter.ending_within_days !== undefined) {
    // leases_active_end_idx: a range of the active leases' end dates from the earliest day
    // anywhere, then each lessee's own day.
    list.where(
      `l.status = 'active' and l.end_date >= ${earliestDayAtSql('now()')}
       and l.end_date >= ${LEASE_TODAY_SQL} and l.end_date <= ${LEASE_TODAY_SQL} + ${list.param(filter.ending_within_days)}::int`,
    );
  }
  list.search(filter.q, ['a.name', 'b.name', 'u.name']).ids('l.id', filter.ids);
  return list.page(db, filter, {
    ...LEASE,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    indexed: INDEXED[filter.sort ?? 'created_at'],
  });
}

/** An offer's terms as a proposal copies them. */
const preferenceTerms = z.object({
  id: z.string(),
  owner_user_id: z.string(),
  asset_id: z.string().nullable(),
  asset_type_id: z.string().nullable(),
  min_days: z.number(),
  max_days: z.number().nullable(),
  rate: z.number(),
  period: z.enum(leasePeriods),
  deposit: z.number(),
  currency: z.string(),
  available_from: z.string().nullable(),
  available_to: z.string().nullable(),
});
type PreferenceTerms = z.output<typeof preferenceTerms>;

/** An active offer of an owner not disabled, held (share) until the proposal commits. */
async function offeredPreference(tx: Queryable, id: string): Promise<PreferenceTerms> {
  if (!isUuid(id)) throw notFound();
  const rows = await queryRows(
    tx,
    preferenceTerms,
    `select p.id, p.owner_user_id, p.asset_id, p.asset_type_id, p.min_days, p.max_days,
       p.rate::float8 as rate, p.period, p.deposit::float8 as deposit, p.currency,
       p.available_from::text as available_from, p.available_to::text as available_to
     from lease_preferences p join users u on u.id = p.owner_user_id
     where p.id = $1 and p.active and u.disabled_at is null for share of p`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * The rules of the proposal's days against the offer, every broken one a field detail naming it
 * (`leaseMsg`): start not before today, end not before start, both inside the availability,
 * length (days, both ends included) within the minimum and the maximum.
 */
function dateErrors(p: PreferenceTerms, input: LeaseCreate, today: string): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });
  if (input.start_date < today) add('start_date', leaseMsg.startInPast);
  else if (p.available_from !== null && input.start_date < p.available_from) {
    add('start_date', leaseMsg.outsideAvailability);
  }
  if (input.end_date < input.start_date) add('end_date', leaseMsg.endBeforeStart);
  else if (p.available_to !== null && input.end_date > p.available_to) {
    add('end_date', leaseMsg.outsideAvailability);
  } else {
    const days = leaseDays(input.start_date, input.end_date);
    if (days < p.min_days) add('end_date', leaseMsg.tooShort);
    else if (p.max_days !== null && days > p.max_days) add('end_date', leaseMsg.tooLong);
  }
  return errors;
}

/** Today as business `businessId` lives it (its time zone). */
export const todayOf = async (db: Queryable, businessId: string) =>
  (await queryOne(
    db,
    z.object({ today: z.string() }),
    `select ${todaySql('$1::uuid')}::text as today`,
    [businessId],
  ))!.today;

/**
 * POST /leases: a business's staff propose to lease an asset an active offer covers (its asset,
 * or an asset of its type and owner), on the offer's terms (rate, period, deposit, currency
 * copied). The asset must be available now (409 asset_unavailable) and the wallet hold the
 * first period and the deposit (402 insufficient_funds), though no money moves until the owner
 * accepts. The lease starts `pending`.
 */
export async function proposeLease(db: Db, caller: Caller, input: LeaseCreate): Promise<Lease> {
  // Business staff (the route guard, contract/permissions.ts), for their own business.
  const businessId = caller.business_id;
  if (!businessId) throw forbidden();
  return db.transaction(async (tx) => {
    // Lock order: business, preference, wallet (the wallet last, as everywhere).
    await lockActiveBusiness(tx, businessId, 'share');
    const offer = await offeredPreference(tx, input.preference_id);
    const assets = await queryRows(
      tx,
      z.object({ id: z.string(), status: z.string(), owner_user_id: z.string() }),
      `select id, status, owner_user_id from assets
       where id = $1 and deleted_at is null and owner_user_id = $2
         and ($3::uuid is null or id = $3) and ($4::uuid is null or asset_type_id = $4)`,
      [input.asset_id, offer.owner_user_id, offer.asset_id, offer.asset_type_id],
    );
    const asset = assets[0];
    // Any asset the offer does not cover, existing or not, answers the same.
    if (!asset) {
      throw new ApiError(400, 'validation_failed', 'The offer does not cover this asset.', [
        { path: 'asset_id', message: leaseMsg.assetNotCovered },
      ]);
    }
    const errors = dateErrors(offer, input, await todayOf(tx, businessId));
    if (errors.length > 0) {
      throw new ApiError(400, 'validation_failed', 'The days are outside the offer.', errors);
    }
    if (asset.status !== 'available') throw new ApiError(409, 'asset_unavailable');
    await assertCompliant(tx, asset.id);
    const first = periodCharge({ ...input, period: offer.period, rate: offer.rate }, 0)!;
    const wallet = await lockWallet(tx, businessId);
    if (wallet.currency !== offer.currency.trim()) throw new ApiError(409, 'currency_mismatch');
    if (wallet.balance < first.amount + offer.deposit) {
      throw new ApiError(402, 'insufficient_funds');
    }
    const id = await insertAudited(
      tx,
      `insert into leases (asset_id, lessor_user_id, lessee_business_id, preference_id,
         start_date, end_date, rate, period, deposit, currency, proposed_by, notes)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [
        asset.id,
        asset.owner_user_id,
        businessId,
        offer.id,
        input.start_date,
        input.end_date,
        offer.rate,
        offer.period,
        offer.deposit,
        offer.currency,
        caller.id,
        input.notes ?? null,
      ],
      {
        actorUserId: caller.id,
        action: 'propose',
        entity: 'lease',
        changes: {
          asset_id: asset.id,
          preference_id: offer.id,
          start_date: input.start_date,
          end_date: input.end_date,
          rate: offer.rate,
          period: offer.period,
          deposit: offer.deposit,
          currency: offer.currency,
        },
      },
    );
    return (await findLease(tx, null, id))!;
  });
}
