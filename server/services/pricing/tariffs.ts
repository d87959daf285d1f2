/**
 * Tariffs (docs/money.md "Tariffs and quotes"): the superadmin writes them; which one prices a
 * business's delivery is `tariffFor`'s rule. A change never touches a request already created:
 * its price is stored on it.
 */
import { z } from 'zod';
import {
  tariffRates,
  type Tariff,
  type TariffCreate,
  type TariffRates,
  type TariffUpdate,
  type TARIFF_SORTABLE,
} from '../../../contract/tariff';
import type { Db, Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { uniqueAs409 } from '../../db/sql';
import { invalidField, notFound } from '../../errors';
import { audit, insertAudited } from '../platform/audit';
import { scopedRecord } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { partialUpdate, same } from '../platform/partial-update';
import type { User } from '../../../contract/auth';
import { tariffScopeSql } from '../../scope/tariffs';
import { TARIFF } from './tariff-record';

type SortField = (typeof TARIFF_SORTABLE)[number];

export interface TariffFilter extends ListFilter<SortField> {
  ids?: string[] | undefined;
  assetTypeId?: string | undefined;
  businessId?: string | undefined;
  currency?: string | undefined;
  active?: boolean | undefined;
}

const ORDER_BY: Record<SortField, string[]> = {
  name: ['lower(t.name)', 't.id'],
  created_at: ['t.created_at', 't.id'],
  base: ['t.base', 't.id'],
};

const { columns: COLUMNS, from: FROM, toRecord: toTariff } = TARIFF;

export async function listTariffs(
  db: Queryable,
  caller: Pick<User, 'role' | 'business_id'>,
  filter: TariffFilter,
): Promise<PageOf<Tariff>> {
  const list = new ListSql();
  list
    .where(tariffScopeSql((v) => list.param(v), caller))
    .search(filter.q, ['t.name', 'at.name', 'b.name'])
    .equals('t.asset_type_id', filter.assetTypeId)
    .equals('t.business_id', filter.businessId)
    .equals('t.currency', filter.currency)
    .equals('t.active', filter.active)
    .ids('t.id', filter.ids);
  return list.page(db, filter, {
    columns: COLUMNS,
    from: FROM,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    toRecord: toTariff,
  });
}

/** One tariff in the caller's scope (server/scope/tariffs.ts; a null caller: any), `get` else 404. */
export const { find: findTariff, get: getTariff } = scopedRecord({
  ...TARIFF,
  idColumn: 't.id',
  scope: tariffScopeSql,
  lock: 'for update of t',
});

/**
 * The tariff that prices `businessId`'s delivery by `assetTypeId` in `currency`: the business's
 * own active one (a negotiated contract), else the platform's; undefined when neither exists.
 */
export async function tariffFor(
  db: Queryable,
  businessId: string,
  assetTypeId: string,
  currency: string,
): Promise<(TariffRates & { id: string }) | undefined> {
  const rows = await db.query(
    `select ${COLUMNS} from ${FROM}
     where t.asset_type_id = $1 and t.currency = $2 and t.active
       and (t.business_id = $3 or t.business_id is null)
     order by t.business_id nulls last limit 1`,
    [assetTypeId, currency, businessId],
  );
  if (!rows[0]) return undefined;
  const found = toTariff(rows[0]);
  return { id: found.id, ...tariffRates.parse(found) };
}

/** One active tariff per asset type, currency and business (the unique index). */
const tariffTaken = uniqueAs409('tariff_exists', 'asset_type_id');

async function assertReferences(tx: Queryable, input: TariffCreate): Promise<void> {
  const found = await queryRows(
    tx,
    z.object({ asset_type: z.boolean(), business: z.boolean() }),
    `select exists (select 1 from asset_types where id = $1) as asset_type,
       ($2::uuid is null or exists (select 1 from businesses where id = $2 and deleted_at is null))
         as business`,
    [input.asset_type_id, input.business_id],
  );
  if (!found[0]!.asset_type) throw invalidField('asset_type_id');
  if (!found[0]!.business) throw invalidField('business_id');
}

export async function createTariff(db: Db, actorId: string, input: TariffCreate) {
  return db
    .transaction(async (tx) => {
      await assertReferences(tx, input);
      const id = await insertAudited(
        tx,
        `insert into tariffs (name, asset_type_id, currency, business_id, base, per_km, per_kg,
           included_kg, per_extra_stop, window_surcharge, urgent_surcharge, minimum, zones,
           active)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ($13::text)::jsonb, $14)
         returning id`,
        [
          input.name,
          input.asset_type_id,
          input.currency,
          input.business_id,
          input.base,
          input.per_km,
          input.per_kg,
          input.included_kg,
          input.per_extra_stop,
          input.window_surcharge,
          input.urgent_surcharge,
          input.minimum,
          JSON.stringify(input.zones),
          input.active,
        ],
        { actorUserId: actorId, action: 'create', entity: 'tariff', changes: input },
      );
      return (await findTariff(tx, null, id))!;
    })
    .catch(tariffTaken);
}

const UPDATABLE = [
  'name',
  'base',
  'per_km',
  'per_kg',
  'included_kg',
  'per_extra_stop',
  'window_surcharge',
  'urgent_surcharge',
  'minimum',
  'active',
] as const;

/** A partial change, audited field by field; requests keep the price they were created at. */
export async function updateTariff(db: Db, actorId: string, id: string, patch: TariffUpdate) {
  return db
    .transaction(async (tx) => {
      const before = await findTariff(tx, null, id, true);
      if (!before) throw notFound();
      const update = partialUpdate(UPDATABLE, before, patch);
      // Zones are a list, compared and written as their JSON.
      const zones =
        patch.zones !== undefined && !same(patch.zones, before.zones) ? patch.zones : null;
      if (update.changed.length === 0 && !zones) return before;
      const params: unknown[] = [id];
      const set = [
        ...(update.changed.length ? [update.set(params)] : []),
        ...(zones ? [`zones = ($${params.push(JSON.stringify(zones))}::text)::jsonb`] : []),
        'updated_at = now()',
      ];
      await tx.query(`update tariffs set ${set.join(', ')} where id = $1`, params);
      const after = (await findTariff(tx, null, id))!;
      await audit(tx, {
        actorUserId: actorId,
        action: 'update',
        entity: 'tariff',
        entityId: id,
        changes: {
          ...update.changes(after),
          ...(zones && { zones: { from: before.zones, to: after.zones } }),
        },
      });
      return after;
    })
    .catch(tariffTaken);
}
