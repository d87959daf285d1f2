import type {
  AssetType,
  AssetTypeCreate,
  AssetTypeUpdate,
  ASSET_TYPE_SORTABLE,
} from '../../../contract/asset-type';
import { iso, type Db, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { partialUpdate } from '../platform/partial-update';
import { isUuid, referencedAs, uniqueAs409 } from '../platform/sql';

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

const COLUMNS = `id, name, description, active, capacity_kg, base_price, currency,
  created_at, updated_at`;

type AssetTypeRow = Omit<AssetType, 'created_at' | 'updated_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
  updated_at: Date | string;
};

const toAssetType = (row: AssetTypeRow): AssetType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  active: row.active,
  capacity_kg: row.capacity_kg,
  base_price: row.base_price,
  currency: row.currency.trim(),
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

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
    columns: COLUMNS,
    from: 'asset_types',
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'name'], filter.order),
    toRecord: toAssetType,
  });
}

async function findAssetType(db: Queryable, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const rows = await db.query<AssetTypeRow>(
    `select ${COLUMNS} from asset_types where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ? toAssetType(rows[0]) : undefined;
}

export async function getAssetType(db: Queryable, id: string): Promise<AssetType> {
  const found = await findAssetType(db, id);
  if (!found) throw notFound();
  return found;
}

/** The unique index on lower(name) is the rule. */
const nameTaken = uniqueAs409('name_taken', 'name');

export async function createAssetType(
  db: Db,
  actorId: string,
  input: AssetTypeCreate,
): Promise<AssetType> {
  return db
    .transaction(async (tx) => {
      const rows = await tx.query<AssetTypeRow>(
        `insert into asset_types (name, description, active, capacity_kg, base_price, currency)
         values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
        [
          input.name,
          input.description,
          input.active,
          input.capacity_kg,
          input.base_price,
          input.currency,
        ],
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

const UPDATABLE = [
  'name',
  'description',
  'active',
  'capacity_kg',
  'base_price',
  'currency',
] as const;

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
      const update = partialUpdate(UPDATABLE, before, patch);
      if (update.changed.length === 0) return before;
      const params: unknown[] = [id];
      const rows = await tx.query<AssetTypeRow>(
        `update asset_types set ${update.set(params)}, updated_at = now()
         where id = $1 returning ${COLUMNS}`,
        params,
      );
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
        await tx.query('delete from asset_types where id = $1', [id]);
        await audit(tx, {
          actorUserId: actorId,
          action: 'delete',
          entity: 'asset_type',
          entityId: id,
          changes: before,
        });
        return before;
      })
      // An asset created between the check and the delete: the foreign key still refuses.
      .catch(referencedAs(inUse))
  );
}
