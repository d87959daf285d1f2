/**
 * The plan catalogue (docs/plans-and-subscriptions.md): the superadmin's to write; everyone
 * signed in reads the active plans, the superadmin all of them.
 */
import type { Plan, PlanCreate, PlanUpdate, PLAN_SORTABLE } from '../../../contract/plan';
import { iso, type Db, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { partialUpdate } from '../platform/partial-update';
import { isUuid, referencedAs, uniqueAs409 } from '../platform/sql';

type SortField = (typeof PLAN_SORTABLE)[number];

export interface PlanFilter extends ListFilter<SortField> {
  active?: boolean | undefined;
  ids?: string[] | undefined;
}

/** Indexed sort expressions (migration 008); `id` breaks ties (lower(code) is unique). */
const ORDER_BY: Record<SortField, string[]> = {
  monthly_price: ['monthly_price', 'id'],
  name: ['lower(name)', 'id'],
  code: ['lower(code)'],
  created_at: ['created_at', 'id'],
};

// bigint and numeric as float8: numbers with both drivers (prices stay exact below 2^53).
const COLUMNS = `id, code, name, description, monthly_price::float8 as monthly_price, currency,
  max_assets, max_users, whitelabel_allowed, commission_rate::float8 as commission_rate, active,
  created_at, updated_at`;

type PlanRow = Omit<Plan, 'created_at' | 'updated_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
  updated_at: Date | string;
};

const toPlan = (row: PlanRow): Plan => ({
  id: row.id,
  code: row.code,
  name: row.name,
  description: row.description,
  monthly_price: Number(row.monthly_price),
  currency: row.currency.trim(),
  max_assets: row.max_assets,
  max_users: row.max_users,
  whitelabel_allowed: row.whitelabel_allowed,
  commission_rate: Number(row.commission_rate),
  active: row.active,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/** Exact totals of the whole list and per `active` (docs/totals.md). */
const COUNTS = counted({ table: 'plans', columns: { active: 'active' }, shapes: [[], ['active']] });

export async function listPlans(db: Queryable, filter: PlanFilter): Promise<PageOf<Plan>> {
  const list = new ListSql()
    .countedBy(COUNTS)
    .search(filter.q, ['name', 'code'])
    .equals('active', filter.active)
    .ids('id', filter.ids);
  return list.page(db, filter, {
    columns: COLUMNS,
    from: 'plans',
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'monthly_price'], filter.order),
    toRecord: toPlan,
  });
}

/**
 * One plan; `activeOnly` (everyone but the superadmin) hides inactive ones. `lock`: `update`
 * to change it, `share` to subscribe to it (a racing delete then waits and sees the
 * subscription).
 */
export async function findPlan(
  db: Queryable,
  id: string,
  { activeOnly = false, lock }: { activeOnly?: boolean; lock?: 'update' | 'share' } = {},
): Promise<Plan | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.query<PlanRow>(
    `select ${COLUMNS} from plans where id = $1${activeOnly ? ' and active' : ''}${
      lock ? ` for ${lock}` : ''
    }`,
    [id],
  );
  return rows[0] ? toPlan(rows[0]) : undefined;
}

export async function getPlan(db: Queryable, id: string, activeOnly: boolean): Promise<Plan> {
  const found = await findPlan(db, id, { activeOnly });
  if (!found) throw notFound();
  return found;
}

/** The unique index on lower(code) is the rule. */
const codeTaken = uniqueAs409('code_taken', 'code');

export async function createPlan(db: Db, actorId: string, input: PlanCreate): Promise<Plan> {
  return db
    .transaction(async (tx) => {
      const rows = await tx.query<PlanRow>(
        `insert into plans (code, name, description, monthly_price, currency, max_assets,
           max_users, whitelabel_allowed, commission_rate, active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${COLUMNS}`,
        [
          input.code,
          input.name,
          input.description,
          input.monthly_price,
          input.currency,
          input.max_assets,
          input.max_users,
          input.whitelabel_allowed,
          input.commission_rate,
          input.active,
        ],
      );
      const created = toPlan(rows[0]!);
      await audit(tx, {
        actorUserId: actorId,
        action: 'create',
        entity: 'plan',
        entityId: created.id,
        changes: input,
      });
      return created;
    })
    .catch(codeTaken);
}

const UPDATABLE = [
  'code',
  'name',
  'description',
  'monthly_price',
  'currency',
  'max_assets',
  'max_users',
  'whitelabel_allowed',
  'commission_rate',
  'active',
] as const;

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
      if (update.changed.length === 0) return before;
      const params: unknown[] = [id];
      const rows = await tx.query<PlanRow>(
        `update plans set ${update.set(params)}, updated_at = now() where id = $1
         returning ${COLUMNS}`,
        params,
      );
      const after = toPlan(rows[0]!);
      await audit(tx, {
        actorUserId: actorId,
        action: 'update',
        entity: 'plan',
        entityId: id,
        changes: update.changes(after),
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
        await tx.query('delete from plans where id = $1', [id]);
        await audit(tx, {
          actorUserId: actorId,
          action: 'delete',
          entity: 'plan',
          entityId: id,
          changes: before,
        });
        return before;
      })
      // A subscription inserted between the check and the delete: the foreign key refuses.
      .catch(referencedAs(inUse))
  );
}
