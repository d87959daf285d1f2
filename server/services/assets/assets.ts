import type {
  Asset,
  AssetChoice,
  AssetCreate,
  AssetUpdate,
  AvailableAssetType,
} from '../../../contract/asset';
import {
  ASSET_ALL_CAP,
  ASSET_DESCRIPTION_FIELDS,
  assetChoice,
  availableAssetType,
} from '../../../contract/asset';
import type { User } from '../../../contract/auth';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, invalidField, notFound } from '../../errors';
import { audit, insertAudited } from '../platform/audit';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { same } from '../platform/partial-update';
import { permittedRecord, scopedRecord } from '../platform/find';
import { paramOf } from '../../scope/businesses';
import { listScope } from '../../scope/conditions';
import {
  assetScope,
  assetScopeSql,
  assetTargetOf,
  reachesB2bClient,
  requestableAssetSql,
} from '../../scope/assets';
import { isUuid } from '../../db/sql';
import { assertRoomFor, type PlanPolicy } from '../business/entitlements';
import { assertAssetDriver } from '../drivers/drivers';
import {
  ASSET,
  ASSET_COUNT_FROM,
  ASSET_COUNTS,
  ASSET_INDEXED,
  ASSET_ORDER_BY,
  type AssetSort,
} from './asset-record';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

export interface AssetFilter extends ListFilter<AssetSort> {
  status?: string | undefined;
  asset_type_id?: string | undefined;
  business_id?: string | undefined;
  owner_user_id?: string | undefined;
  ids?: string[] | undefined;
}

export async function listAssets(
  db: Queryable,
  caller: Caller,
  filter: AssetFilter,
): Promise<PageOf<Asset>> {
  const list = new ListSql().countedBy(ASSET_COUNTS);
  // A business's list shows its own assets unless `business_id` names one of its B2B clients.
  await listScope(db, list, assetScope(caller, filter.business_id));
  // An id filter that is not a uuid names no asset.
  if (
    !list.uuidEquals('a.asset_type_id', filter.asset_type_id || undefined) ||
    !list.uuidEquals('a.business_id', filter.business_id || undefined) ||
    !list.uuidEquals('a.owner_user_id', filter.owner_user_id || undefined)
  ) {
    return { data: [], total: 0 };
  }
  list
    .search(filter.q, ['a.name', 'a.registration', 'a.make', 'a.model'])
    .equals('a.status', filter.status || undefined)
    .ids('a.id', filter.ids);
  return list.page(db, filter, {
    ...ASSET,
    countFrom: ASSET_COUNT_FROM,
    orderBy: orderBySql(ASSET_ORDER_BY[filter.sort ?? 'name'], filter.order),
    indexed: ASSET_INDEXED[filter.sort ?? 'name'],
    timesAsText: true,
  });
}

/** `GET /assets/all`: the caller's assets for pickers, unpaged, at most ASSET_ALL_CAP. */
export async function listAssetChoices(
  db: Queryable,
  caller: Caller,
  filter: { status?: string | undefined; asset_type_id?: string | undefined },
): Promise<AssetChoice[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = [assetScopeSql(param, caller)];
  if (filter.status) where.push(`a.status = ${param(filter.status)}`);
  if (filter.asset_type_id) {
    if (!isUuid(filter.asset_type_id)) return [];
    where.push(`a.asset_type_id = ${param(filter.asset_type_id)}`);
  }
  return queryRows(
    db,
    assetChoice,
    `select a.id, a.name, a.registration, a.asset_type_id, a.status from assets a
     where ${where.join(' and ')} order by lower(a.name), a.id limit ${ASSET_ALL_CAP}`,
    params,
  );
}

/** `GET /assets/b2b-assets/{businessId}`: who may read a B2B business's assets, else 404. */
export async function listB2bAssets(
  db: Queryable,
  caller: Caller,
  businessId: string,
  page: { limit: number; skip: number },
): Promise<PageOf<Asset>> {
  if (!isUuid(businessId) || !(await reachesB2bClient(db, caller, businessId))) {
    throw notFound();
  }
  return new ListSql(['a.deleted_at is null'])
    .countedBy(ASSET_COUNTS)
    .equals('a.business_id', businessId)
    .page(db, page, {
      ...ASSET,
      countFrom: ASSET_COUNT_FROM,
      orderBy: 'lower(a.name), a.id',
      indexed: ASSET_INDEXED.name,
      timesAsText: true,
    });
}

const { find: findAsset, get: getAsset } = scopedRecord({
  ...ASSET,
  idColumn: 'a.id',
  scope: assetScopeSql,
  lock: 'for update of a',
});
export { getAsset };

/** An asset just written (no scope: its writer was checked), as the API answers it. */
async function written(tx: Queryable, id: string): Promise<Asset> {
  return (await findAsset(tx, null, id))!;
}

async function checkAssetType(tx: Queryable, id: string, mustBeActive: boolean) {
  const type = await queryOne(
    tx,
    z.object({ active: z.boolean() }),
    'select active from asset_types where id = $1 for share',
    [id],
  );
  if (!type || (mustBeActive && !type.active)) throw invalidField('asset_type_id');
}

export const WRITABLE = [
  'asset_type_id',
  'name',
  ...ASSET_DESCRIPTION_FIELDS,
  'photo_url',
  'document_urls',
  'notes',
  'currency',
] as const;
type Writable = (typeof WRITABLE)[number];

/** jsonb goes in as text (both drivers), never re-encoded. */
const sqlValue = (field: string, value: unknown) =>
  field === 'document_urls' ? JSON.stringify(value) : value;
const placeholder = (field: string, n: number) =>
  field === 'document_urls' ? `($${n}::text)::jsonb` : `$${n}`;

/**
 * POST /assets: an asset_owner creates its own; a business an in-house asset of its business;
 * the superadmin names exactly one of `owner_user_id` (an asset_owner) or `business_id`.
 * A business's asset counts against its plan's `max_assets` (409 plan_limit_reached).
 */
export async function createAsset(
  db: Db,
  caller: Caller,
  input: AssetCreate,
  policy: PlanPolicy,
): Promise<Asset> {
  const { owner, business, named } = assetTargetOf(caller, input);

  return db.transaction(async (tx) => {
    await checkAssetType(tx, input.asset_type_id, true);
    if (named) {
      if (owner) {
        const u = await tx.query(
          `select 1 from users where id = $1 and role = 'asset_owner' for share`,
          [owner],
        );
        if (u.length === 0) throw invalidField('owner_user_id');
      } else {
        // for update, as assertRoomFor below: two share locks upgraded at once deadlock.
        const b = await tx.query('select 1 from businesses where id = $1 for update', [business]);
        if (b.length === 0) throw invalidField('business_id');
      }
    }
    if (business) await assertRoomFor(tx, business, 'assets', policy);
    const driver = input.default_driver_id;
    if (driver) {
      await assertAssetDriver(tx, driver, { owner_user_id: owner, business_id: business });
    }
    const params: unknown[] = [owner, business, driver];
    const cols = ['owner_user_id', 'business_id', 'default_driver_id'];
    const values = ['$1', '$2', '$3'];
    for (const f of WRITABLE) {
      params.push(sqlValue(f, input[f]));
      cols.push(f);
      values.push(placeholder(f, params.length));
    }
    const id = await insertAudited(
      tx,
      `insert into assets (${cols.join(', ')}) values (${values.join(', ')}) returning id`,
      params,
      {
        actorUserId: caller.id,
        action: 'create',
        entity: 'asset',
        changes: { ...input, owner_user_id: owner, business_id: business },
      },
    );
    const created = await written(tx, id);
    return created;
  });
}

/**
 * PATCH /assets/{id}: fields, and `status` only `available` <-> `inactive` (409
 * invalid_transition from any other status: those follow dispatches, maintenance, leases).
 */
export async function updateAsset(
  db: Db,
  caller: Caller,
  id: string,
  patch: AssetUpdate,
): Promise<Asset> {
  return db.transaction(async (tx) => {
    const before = await permittedRecord(
      caller,
      { resource: 'assets', action: 'edit' },
      findAsset(tx, caller, id, true),
    );
    if (patch.status !== undefined && patch.status !== before.status) {
      const ok =
        (before.status === 'available' && patch.status === 'inactive') ||
        (before.status === 'inactive' && patch.status === 'available');
      if (!ok) throw new ApiError(409, 'invalid_transition');
    }
    if (patch.asset_type_id !== undefined && patch.asset_type_id !== before.asset_type_id) {
      if (before.status === 'dispatched') throw new ApiError(409, 'asset_in_use');
      await checkAssetType(tx, patch.asset_type_id, true);
    }
    const driver = patch.default_driver_id;
    if (driver && driver !== before.default_driver_id) await assertAssetDriver(tx, driver, before);
    const fields: (Writable | 'status' | 'default_driver_id')[] = [
      ...WRITABLE,
      'status',
      'default_driver_id',
    ];
    const changed = fields.filter(
      (f) => patch[f] !== undefined && !same(patch[f], before[f as keyof Asset]),
    );
    if (changed.length === 0) return before;
    const params: unknown[] = [id];
    const sets = changed.map((f) => {
      params.push(sqlValue(f, patch[f]));
      return `${f} = ${placeholder(f, params.length)}`;
    });
    await tx.query(
      `update assets set ${sets.join(', ')}, updated_at = now() where id = $1`,
      params,
    );
    const after = await written(tx, id);
    await audit(tx, {
      actorUserId: caller.id,
      action: 'update',
      entity: 'asset',
      entityId: id,
      changes: Object.fromEntries(
        changed.map((f) => [f, { from: before[f as keyof Asset], to: after[f as keyof Asset] }]),
      ),
    });
    return after;
  });
}

/**
 * DELETE /assets/{id}: refused (409 asset_in_use) while dispatched, leased or in maintenance.
 * An asset with dispatch or maintenance history is kept for that history (and its earnings and
 * costs): `deleted_at` is set, its status becomes `inactive` so nothing can dispatch it, and
 * every asset route hides it. One without history is deleted.
 */
export async function deleteAsset(
  db: Db,
  caller: Caller,
  id: string,
): Promise<{ asset: Asset; soft: boolean }> {
  return db.transaction(async (tx) => {
    const before = await permittedRecord(
      caller,
      { resource: 'assets', action: 'delete' },
      findAsset(tx, caller, id, true),
    );
    if (['dispatched', 'leased', 'in_maintenance'].includes(before.status)) {
      throw new ApiError(409, 'asset_in_use');
    }
    const used = async (table: string) =>
      (await tx.query(`select 1 from ${table} where asset_id = $1 limit 1`, [id])).length > 0;
    // Its maintenance record (and costs) is history too (docs/maintenance.md).
    const history =
      (await used('dispatches')) ||
      (await used('maintenance')) ||
      // Its leases too, proposals included (docs/leases.md).
      (await used('leases'));
    if (history) {
      await tx.query(
        `update assets set deleted_at = now(), status = 'inactive', updated_at = now()
         where id = $1`,
        [id],
      );
    } else {
      await tx.query('delete from assets where id = $1', [id]);
    }
    await audit(tx, {
      actorUserId: caller.id,
      action: 'delete',
      entity: 'asset',
      entityId: id,
      changes: { ...before, soft: history },
    });
    return { asset: before, soft: history };
  });
}

/** Its row: the currency a `char(3)`, trimmed. */
const availableAssetTypeRow = availableAssetType.extend({
  currency: z.string().transform((code) => code.trim()),
});

/**
 * GET /available-asset-types: the active types with at least one `available` asset the caller
 * could dispatch (or, for a business or B2B client, its in-house ones), with counts.
 */
export async function listAvailableAssetTypes(
  db: Queryable,
  caller: Caller,
): Promise<AvailableAssetType[]> {
  const params: unknown[] = [];
  const scope = requestableAssetSql(paramOf(params), caller);
  return queryRows(
    db,
    availableAssetTypeRow,
    `select t.id, t.name, t.description, t.capacity_kg, t.base_price, t.currency,
            count(*)::int as available_count
     from asset_types t join assets a on a.asset_type_id = t.id
     where t.active and a.status = 'available' and a.deleted_at is null and ${scope}
     group by t.id order by lower(t.name)`,
    params,
  );
}
