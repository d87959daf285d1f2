/**
 * Lease preferences (docs/leases.md): an owner's terms for leasing one of its assets, or any of
 * its assets of a type. Owners write their own (the superadmin any); the list answers an owner
 * its own, a business the market (active offers with an asset available now), the in-house
 * manager and the superadmin every offer (server/scope/lease-offers.ts). Outside: 404.
 */
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import {
  leaseMsg,
  leaseOfferAsset,
  type LeasePreference,
  type LeasePreferenceCreate,
  type LeasePreferenceUpdate,
} from '../../../contract/lease';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryRows } from '../../db/query';
import { ApiError, invalidField, notFound, type ErrorDetail } from '../../errors';
import { listScope } from '../../scope/conditions';
import { leaseOfferScope, leaseOfferScopeSql } from '../../scope/lease-offers';
import { audit, deleteAudited } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { same } from '../platform/partial-update';
import { permittedRecord, scopedRecord } from '../platform/find';
import { leaseDays } from './periods';
import { dateFilter } from './leases';
import { LEASE_PREFERENCE } from './preference-record';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;
type SortField = 'created_at' | 'rate';

/** The market shows at most this many available assets of one offer. */
const OFFER_ASSETS = 20;

/** An available asset of an offer, with the offer it is listed under. */
const offerAssetRow = leaseOfferAsset.extend({ preference_id: z.string() });

/** Available assets each offer covers, for a business choosing one (at most OFFER_ASSETS). */
async function withOfferAssets(
  db: Queryable,
  offers: LeasePreference[],
): Promise<LeasePreference[]> {
  if (offers.length === 0) return offers;
  const rows = await queryRows(
    db,
    offerAssetRow,
    `select p.id as preference_id, x.id, x.name, x.registration
     from lease_preferences p
     cross join lateral (
       select x.id, x.name, x.registration from assets x
       where x.owner_user_id = p.owner_user_id and x.status = 'available'
         and x.deleted_at is null
         and (x.id = p.asset_id or (p.asset_id is null and x.asset_type_id = p.asset_type_id))
       order by x.name, x.id limit ${OFFER_ASSETS}
     ) x
     where p.id = any($1::uuid[])
     order by x.name, x.id`,
    [offers.map((o) => o.id)],
  );
  return offers.map((offer) => ({
    ...offer,
    available_assets: rows
      .filter((r) => r.preference_id === offer.id)
      .map((r) => ({ id: r.id, name: r.name, registration: r.registration ?? null })),
  }));
}

export interface PreferenceFilter extends ListFilter<SortField> {
  asset_type_id?: string | undefined;
  asset_id?: string | undefined;
  region?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  max_rate?: number | undefined;
  active?: boolean | undefined;
  ids?: string[] | undefined;
}

const ORDER_BY: Record<SortField, string[]> = {
  created_at: ['p.created_at', 'p.id'],
  rate: ['p.rate', 'p.id'],
};

/** Exact totals of the operator's and an owner's offers, per `active` and asset (docs/totals.md). */
const COUNTS = counted({
  table: 'lease_preferences',
  columns: { 'p.owner_user_id': 'owner_user_id', 'p.active': 'active', 'p.asset_id': 'asset_id' },
  shapes: [[], ['owner_user_id'], ['active'], ['owner_user_id', 'active'], ['asset_id']],
});

/**
 * GET /lease-preferences. Filters: `asset_type_id`, `asset_id`, `region` (an offer without
 * regions is offered everywhere; case ignored), `from`/`to` (the days the business needs fall
 * inside the availability, and with both, their number within the minimum and maximum),
 * `max_rate` (the price of one period, whatever the period), `active`.
 */
export async function listPreferences(
  db: Queryable,
  caller: Caller,
  filter: PreferenceFilter,
): Promise<PageOf<LeasePreference>> {
  const from = dateFilter('from', filter.from);
  const to = dateFilter('to', filter.to);
  const list = new ListSql().countedBy(COUNTS);
  // The market's or the caller's offers (server/scope/lease-offers.ts); an owner's counted.
  await listScope(db, list, leaseOfferScope(caller, true));
  if (
    !list.uuidEquals('t.id', filter.asset_type_id || undefined) ||
    !list.uuidEquals('p.asset_id', filter.asset_id || undefined)
  ) {
    return { data: [], total: 0 };
  }
  if (filter.region) {
    list.where(
      `(cardinality(p.regions) = 0 or exists (select 1 from unnest(p.regions) r
         where lower(r) = lower(${list.param(filter.region)})))`,
    );
  }
  for (const day of [from, to]) {
    if (!day) continue;
    const d = list.param(day);
    list.where(
      `(p.available_from is null or p.available_from <= ${d}::date)
       and (p.available_to is null or p.available_to >= ${d}::date)`,
    );
  }
  if (from && to) {
    const days = list.param(leaseDays(from, to));
    list.where(`p.min_days <= ${days}::int and (p.max_days is null or p.max_days >= ${days}::int)`);
  }
  if (filter.max_rate !== undefined) list.where(`p.rate <= ${list.param(filter.max_rate)}`);
  list
    .equals('p.active', filter.active)
    .search(filter.q, ['t.name', 'a.name', 'u.name', 'p.notes'])
    .ids('p.id', filter.ids);
  const page = await list.page(db, filter, {
    ...LEASE_PREFERENCE,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
  });
  if (caller.role !== 'business') return page;
  return { ...page, data: await withOfferAssets(db, page.data) };
}

const { find: findPreference, get: getOffer } = scopedRecord({
  ...LEASE_PREFERENCE,
  idColumn: 'p.id',
  scope: leaseOfferScopeSql,
  lock: 'for update of p',
});

/** GET /lease-preferences/{id}: a business sees any active offer, with its available assets. */
export async function getPreference(
  db: Queryable,
  caller: Caller,
  id: string,
): Promise<LeasePreference> {
  const found = await getOffer(db, caller, id);
  return caller.role === 'business' ? (await withOfferAssets(db, [found]))[0]! : found;
}

/** Trimmed, without duplicates (case ignored), in the order given. */
function cleanRegions(regions: string[]): string[] {
  const seen = new Set<string>();
  return regions
    .map((r) => r.trim())
    .filter((r) => {
      const key = r.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The rules across fields: maximum not below the minimum, availability not backwards. */
function termErrors(p: {
  min_days: number;
  max_days: number | null;
  available_from: string | null;
  available_to: string | null;
}): ErrorDetail[] {
  const errors: ErrorDetail[] = [];
  if (p.max_days !== null && p.max_days < p.min_days) {
    errors.push({ path: 'max_days', message: leaseMsg.maxBelowMin });
  }
  if (p.available_from !== null && p.available_to !== null && p.available_to < p.available_from) {
    errors.push({ path: 'available_to', message: leaseMsg.toBeforeFrom });
  }
  return errors;
}

const assertTerms = (terms: Parameters<typeof termErrors>[0]) => {
  const errors = termErrors(terms);
  if (errors.length > 0) throw new ApiError(400, 'validation_failed', undefined, errors);
};

const TERMS = [
  'min_days',
  'max_days',
  'rate',
  'period',
  'deposit',
  'currency',
  'available_from',
  'available_to',
  'regions',
  'notes',
  'active',
] as const;

/**
 * POST /lease-preferences (asset owners): exactly one of `asset_id` (a live asset of its own;
 * another's: 404) or `asset_type_id` (a type it owns at least one live asset of).
 */
export async function createPreference(
  db: Db,
  caller: Caller,
  input: LeasePreferenceCreate,
): Promise<LeasePreference> {
  // Only owners create (the route guard, contract/permissions.ts): the offer is the caller's.
  if ((input.asset_id === null) === (input.asset_type_id === null)) {
    throw invalidField('asset_id', leaseMsg.assetOrType);
  }
  assertTerms(input);
  return db.transaction(async (tx) => {
    if (input.asset_id !== null) {
      const owned = await tx.query(
        `select 1 from assets where id = $1 and owner_user_id = $2 and deleted_at is null
         for share`,
        [input.asset_id, caller.id],
      );
      if (owned.length === 0) throw notFound();
    } else {
      const owned = await tx.query(
        `select 1 from assets
         where asset_type_id = $1 and owner_user_id = $2 and deleted_at is null limit 1`,
        [input.asset_type_id, caller.id],
      );
      if (owned.length === 0) throw invalidField('asset_type_id', msg.invalid);
    }
    const rows = await queryRows(
      tx,
      idRow,
      `insert into lease_preferences (owner_user_id, asset_id, asset_type_id, min_days, max_days,
         rate, period, deposit, currency, available_from, available_to, regions, notes, active)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) returning id`,
      [
        caller.id,
        input.asset_id,
        input.asset_type_id,
        input.min_days,
        input.max_days,
        input.rate,
        input.period,
        input.deposit,
        input.currency,
        input.available_from,
        input.available_to,
        cleanRegions(input.regions),
        input.notes,
        input.active,
      ],
    );
    const created = (await findPreference(tx, null, rows[0]!.id))!;
    await audit(tx, {
      actorUserId: caller.id,
      action: 'create',
      entity: 'lease_preference',
      entityId: created.id,
      changes: created,
    });
    return created;
  });
}

async function writable(tx: Queryable, caller: Caller, id: string): Promise<LeasePreference> {
  // Its owner or the superadmin (the record rule of contract/permissions.ts).
  return permittedRecord(
    caller,
    { resource: 'lease-preferences', action: 'edit' },
    findPreference(tx, caller, id, true),
  );
}

/**
 * PATCH /lease-preferences/{id}: only the fields sent change; the rules across fields hold on
 * the result. Leases already proposed keep the terms they copied.
 */
export async function updatePreference(
  db: Db,
  caller: Caller,
  id: string,
  patch: LeasePreferenceUpdate,
): Promise<LeasePreference> {
  return db.transaction(async (tx) => {
    const before = await writable(tx, caller, id);
    const values: Record<string, unknown> = { ...patch };
    if (patch.regions !== undefined) values.regions = cleanRegions(patch.regions);
    const changed = TERMS.filter((f) => values[f] !== undefined && !same(values[f], before[f]));
    if (changed.length === 0) return before;
    const merged = { ...before, ...Object.fromEntries(changed.map((f) => [f, values[f]])) };
    assertTerms(merged);
    const params: unknown[] = [id];
    const sets = changed.map((f) => `${f} = $${params.push(values[f])}`);
    await tx.query(
      `update lease_preferences set ${sets.join(', ')}, updated_at = now() where id = $1`,
      params,
    );
    const after = (await findPreference(tx, null, id))!;
    await audit(tx, {
      actorUserId: caller.id,
      action: 'update',
      entity: 'lease_preference',
      entityId: id,
      changes: Object.fromEntries(changed.map((f) => [f, { from: before[f], to: after[f] }])),
    });
    return after;
  });
}

/** DELETE /lease-preferences/{id}: leases it gave rise to keep their terms (preference_id null). */
export async function deletePreference(
  db: Db,
  caller: Caller,
  id: string,
): Promise<LeasePreference> {
  return db.transaction(async (tx) => {
    const before = await writable(tx, caller, id);
    await deleteAudited(tx, 'lease_preferences', id, {
      actorUserId: caller.id,
      entity: 'lease_preference',
      changes: before,
    });
    return before;
  });
}
