import {
  type AssetType,
  type AssetTypeCreate,
  type AssetTypeUpdate,
  type ASSET_TYPE_SORTABLE,
} from '../../../contract/asset-type';
import type { Db, Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { audit, deleteAudited } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { anyRecord } from '../platform/find';
import { partialUpdate } from '../platform/partial-update';
import { referencedAs, uniqueAs409 } from '../../db/sql';
import { ASSET_TYPE } from './asset-type-record';

type SortField = (typeof ASSET_TYPE_SORTABLE)[number];

export interface AssetTypeFilter extends ListFilter<SortField> {
  active?: boolean | undefined;
  ids?: string[] | undefined;
}

/**
 * Sort keys map onto indexed expressions only; `id` breaks ties so pages never overlap
 * (`lower(name)` is unique already, and its index then serves the order on its own).
 */
const ORDER_BY: Record<SortField, string[]> = {
  name: ['lower(name)'],
  base_price: ['base_price', 'id'],
  capacity_kg: ['capacity_kg', 'id'],
  active: ['active', 'id'],
  created_at: ['created_at', 'id'],
};

/** The columns a create writes and a change may write (the CSV import too). */
export const WRITABLE = [
  'name',
  'description',
  'active',
  'capacity_kg',
  'base_price',
  'currency',
  'average_speed_kmh',
] as const;

const { columns: COLUMNS, toRecord: toAssetType } = ASSET_TYPE;

/** Exact totals of the whole list and per `active` (docs/totals.md). */
const COUNTS = counted({
  table: 'asset_types',
  columns: { active: 'active' },
  shapes: [[], ['active']],
});

export async function listAssetTypes(
  db: Queryable,
  filter: AssetTypeFilter,
): Promise<PageOf<AssetType>> {
  const list = new ListSql()
    .countedBy(COUNTS)
    .search(filter.q, ['name', 'description'])
    .equals('active', filter.active)
    .ids('id', filter.ids);
  return list.page(db, filter, {
    ...ASSET_TYPE,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'name'], filter.order),
  });
}

const { find: findAssetType, get: getAssetType } = anyRecord({
  ...ASSET_TYPE,
  idColumn: 'id',
  lock: 'for update',
});
export { getAssetType };

/** The unique index on lower(name) is the rule. */
const nameTaken = uniqueAs409('name_taken', 'name');

export async function createAssetType(
  db: Db,
  actorId: string,
  input: AssetTypeCreate,
): Promise<AssetType> {
  return db
    .transaction(async (tx) => {
      const rows = await tx.query(
        `insert into asset_types (${WRITABLE.join(', ')})
         values (${WRITABLE.map((_, i) => `$${i + 1}`).join(', ')}) returning ${COLUMNS}`,
        WRITABLE.map((field) => input[field]),
      );
      const created = toAssetType(rows[0]!);
      await audit(tx, {
        actorUserId: actorId,
        action: 'create',
        entity: 'asset_type',
        entityId: created.id,
        changes: input,
      });
      return created;
    })
    .catch(nameTaken);
}

export async function updateAssetType(
  db: Db,
  actorId: string,
  id: string,
  patch: AssetTypeUpdate,
): Promise<AssetType> {
  return db
    .transaction(async (tx) => {
      const before = await findAssetType(tx, id, true);
      if (!before) throw notFound();
      const update = partialUpdate(WRITABLE, before, patch);
      if (update.changed.length === 0) return before;
      const rows = await update.write(tx, 'asset_types', id, COLUMNS);
      const after = toAssetType(rows[0]!);
      await audit(tx, {
        actorUserId: actorId,
        action: 'update',
        entity: 'asset_type',
        entityId: id,
        changes: update.changes(after),
      });
      return after;
    })
    .catch(nameTaken);
}

export async function deleteAssetType(db: Db, actorId: string, id: string): Promise<AssetType> {
  const inUse = () => new ApiError(409, 'asset_type_in_use');
  return (
    db
      .transaction(async (tx) => {
        const before = await findAssetType(tx, id, true);
        if (!before) throw notFound();
        const used = await tx.query('select 1 from assets where asset_type_id = $1 limit 1', [id]);
        if (used.length > 0) throw inUse();
        await deleteAudited(tx, 'asset_types', id, {
          actorUserId: actorId,
          entity: 'asset_type',
          changes: before,
        });
        return before;
      })
      // An asset created between the check and the delete: the foreign key still refuses.
      .catch(referencedAs(inUse))
  );
}
