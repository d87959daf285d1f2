/**
 * The plan catalogue (docs/plans-and-subscriptions.md): the superadmin's to write; everyone
 * signed in reads the active plans, the superadmin all of them.
 */
import {
  type Plan,
  type PlanCreate,
  type PlanPrice,
  type PlanUpdate,
  type PLAN_SORTABLE,
} from '../../../contract/plan';
import type { Db, Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { audit, deleteAudited, insertAudited } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { orNotFound } from '../platform/find';
import { partialUpdate } from '../platform/partial-update';
import { isUuid, referencedAs, uniqueAs409 } from '../../db/sql';
import { PLAN } from './plan-record';

type SortField = (typeof PLAN_SORTABLE)[number];

export interface PlanFilter extends ListFilter<SortField> {
  active?: boolean | undefined;
  ids?: string[] | undefined;
  /** Only the plans sold in this currency, priced in it. */
  currency?: string | undefined;
}

/**
 * `monthly_price`: the price in the list's currency; without one, the plan's lowest amount
 * (whatever its currency). `id` breaks ties (lower(code) is unique).
 */
const ORDER_BY: Record<SortField, string[]> = {
  monthly_price: ['lp.monthly_price', 'p.id'],
  name: ['lower(p.name)', 'p.id'],
  code: ['lower(p.code)'],
  created_at: ['p.created_at', 'p.id'],
};

const { columns: COLUMNS, toRecord: toPlan } = PLAN;

/** The plans and, in `lp`, their price in `currency` (or their lowest, `currency` null). */
function planFrom(currency: string | undefined, param: (value: unknown) => string): string {
  return currency === undefined
    ? `plans p left join lateral (select min(monthly_price) as monthly_price, null::text as currency
         from plan_prices where plan_id = p.id) lp on true`
    : `plans p join plan_prices lp on lp.plan_id = p.id and lp.currency = ${param(currency)}`;
}

/** Exact totals of the whole list and per `active` (docs/totals.md). */
const COUNTS = counted({
  table: 'plans',
  columns: { 'p.active': 'active' },
  shapes: [[], ['active']],
});

export async function listPlans(db: Queryable, filter: PlanFilter): Promise<PageOf<Plan>> {
  const list = new ListSql()
    .search(filter.q, ['p.name', 'p.code'])
    .equals('p.active', filter.active)
    .ids('p.id', filter.ids);
  // The counters count plans whatever their currencies: a currency's list is counted.
  if (filter.currency === undefined) list.countedBy(COUNTS);
  const from = planFrom(filter.currency, (value) => list.param(value));
  return list.page(db, filter, {
    columns: COLUMNS,
    from,
    countFrom: filter.currency === undefined ? 'plans p' : from,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'monthly_price'], filter.order, true),
    toRecord: toPlan,
  });
}

/**
 * One plan (`currency`: priced in it, null when not sold in it); `activeOnly` (everyone but
 * the superadmin) hides inactive ones. `lock`: `update` to change it, `share` to subscribe to
 * it (a racing delete then waits and sees the subscription).
 */
export async function findPlan(
  db: Queryable,
  id: string,
  {
    activeOnly = false,
    lock,
    currency,
  }: { activeOnly?: boolean; lock?: 'update' | 'share'; currency?: string } = {},
): Promise<Plan | undefined> {
  if (!isUuid(id)) return undefined;
  const params: unknown[] = [id, currency ?? null];
  const rows = await db.query(
    `select ${COLUMNS} from plans p
       left join plan_prices lp on lp.plan_id = p.id and lp.currency = $2
     where p.id = $1${activeOnly ? ' and p.active' : ''}${lock ? ` for ${lock} of p` : ''}`,
    params,
  );
  return rows[0] ? toPlan(rows[0]) : undefined;
}

export async function getPlan(
  db: Queryable,
  id: string,
  activeOnly: boolean,
  currency?: string,
): Promise<Plan> {
  return orNotFound(findPlan(db, id, { activeOnly, currency }));
}

/** Replaces the plan's prices with `prices` (one row per currency). */
async function writePrices(tx: Queryable, planId: string, prices: PlanPrice[]): Promise<void> {
  await tx.query('delete from plan_prices where plan_id = $1', [planId]);
  await tx.query(
    `insert into plan_prices (plan_id, currency, monthly_price)
     select $1, currency, monthly_price
     from unnest($2::text[], $3::bigint[]) as t (currency, monthly_price)`,
    [planId, prices.map((p) => p.currency), prices.map((p) => p.monthly_price)],
  );
}

/** The unique index on lower(code) is the rule. */
const codeTaken = uniqueAs409('code_taken', 'code');

export async function createPlan(db: Db, actorId: string, input: PlanCreate): Promise<Plan> {
  return db
    .transaction(async (tx) => {
      const id = await insertAudited(
        tx,
        `insert into plans (code, name, description, max_assets, max_users, whitelabel_allowed,
           commission_rate, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [
          input.code,
          input.name,
          input.description,
          input.max_assets,
          input.max_users,
          input.whitelabel_allowed,
          input.commission_rate,
          input.active,
        ],
        {
          actorUserId: actorId,
          action: 'create',
          entity: 'plan',
          changes: input,
        },
      );
      await writePrices(tx, id, input.prices);
      return (await findPlan(tx, id))!;
    })
    .catch(codeTaken);
}

/** The plan's own columns; its prices are rows of plan_prices (`prices` replaces them all). */
const UPDATABLE = [
  'code',
  'name',
  'description',
  'max_assets',
  'max_users',
  'whitelabel_allowed',
  'commission_rate',
  'active',
] as const;

const samePrices = (a: PlanPrice[], b: PlanPrice[]) =>
  JSON.stringify([...a].sort((x, y) => x.currency.localeCompare(y.currency))) ===
  JSON.stringify([...b].sort((x, y) => x.currency.localeCompare(y.currency)));

/**
 * A partial change. Live subscriptions keep the price and currency they started with; limits,
 * white-label and commission apply to them at once (they are read from the plan).
 */
export async function updatePlan(
  db: Db,
  actorId: string,
  id: string,
  patch: PlanUpdate,
): Promise<Plan> {
  return db
    .transaction(async (tx) => {
      const before = await findPlan(tx, id, { lock: 'update' });
      if (!before) throw notFound();
      const update = partialUpdate(UPDATABLE, before, patch);
      const prices =
        patch.prices !== undefined && !samePrices(before.prices, patch.prices)
          ? patch.prices.map(({ currency, monthly_price }) => ({ currency, monthly_price }))
          : undefined;
      if (update.changed.length === 0 && prices === undefined) return before;
      const params: unknown[] = [id];
      const set = [...(update.changed.length ? [update.set(params)] : []), 'updated_at = now()'];
      await tx.query(`update plans set ${set.join(', ')} where id = $1`, params);
      if (prices) await writePrices(tx, id, prices);
      const after = (await findPlan(tx, id))!;
      await audit(tx, {
        actorUserId: actorId,
        action: 'update',
        entity: 'plan',
        entityId: id,
        changes: {
          ...update.changes(after),
          ...(prices && { prices: { from: before.prices, to: after.prices } }),
        },
      });
      return after;
    })
    .catch(codeTaken);
}

/** Deletes a plan no subscription ever named (409 plan_in_use: deactivate it instead). */
export async function deletePlan(db: Db, actorId: string, id: string): Promise<Plan> {
  const inUse = () => new ApiError(409, 'plan_in_use');
  return (
    db
      .transaction(async (tx) => {
        const before = await findPlan(tx, id, { lock: 'update' });
        if (!before) throw notFound();
        const used = await tx.query('select 1 from subscriptions where plan_id = $1 limit 1', [id]);
        if (used.length > 0) throw inUse();
        await deleteAudited(tx, 'plans', id, {
          actorUserId: actorId,
          entity: 'plan',
          changes: before,
        });
        return before;
      })
      // A subscription inserted between the check and the delete: the foreign key refuses.
      .catch(referencedAs(inUse))
  );
}
