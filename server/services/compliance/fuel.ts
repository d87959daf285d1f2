/**
 * Fuel and energy entries (docs/compliance.md, "Fuel"): the record, the list, the writes.
 *
 * An asset's entries are ordered by `filled_at` (then id); each odometer reading lies between
 * its neighbours' (an entry that reads less than the one before it, or more than the one after
 * it, is refused: 400 `odometer_km` with `flotte.fuel.odometer_backwards`), and the newest also
 * reads at least the asset's odometer. Each entry keeps the kilometres since the one before it
 * (`distance_km`, the cost per km's kilometres); a write mends its next neighbour's. The newest
 * entry raises the asset's odometer (never lowers it), so its maintenance's due levels move.
 * Writes serialise per asset on the asset's row lock.
 */
import { type FuelCreate, type FuelEntry, type FUEL_SORTABLE } from '../../../contract/fuel';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryRows } from '../../db/query';
import { invalidField } from '../../errors';
import { assetRecordScopeSql } from '../../scope/compliance';
import { audit } from '../platform/audit';
import { permittedRecord, scopedRecord } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { FUEL_ENTRY } from './fuel-record';
import { holdBusiness, writableAsset, type Caller } from './targets';

type SortField = (typeof FUEL_SORTABLE)[number];

export const { find: findFuel, get: getFuel } = scopedRecord({
  ...FUEL_ENTRY,
  idColumn: 'f.id',
  scope: assetRecordScopeSql,
});

export interface FuelFilter extends ListFilter<SortField> {
  asset_id?: string | undefined;
  ids?: string[] | undefined;
}

export async function listFuel(
  db: Queryable,
  caller: Caller,
  filter: FuelFilter,
): Promise<PageOf<FuelEntry>> {
  const list = new ListSql();
  list.where(assetRecordScopeSql((v) => list.param(v), caller));
  if (!list.uuidEquals('f.asset_id', filter.asset_id || undefined)) return { data: [], total: 0 };
  list.search(filter.q, ['f.station', 'a.name']).ids('f.id', filter.ids);
  const order = filter.sort === 'created_at' ? ['f.created_at', 'f.id'] : ['f.filled_at', 'f.id'];
  return list.page(db, filter, {
    ...FUEL_ENTRY,
    orderBy: orderBySql(order, filter.order),
  });
}

const neighbour = z.object({ id: z.string(), odometer_km: z.number() });

/** The entries just before and just after `at` on the asset (`except`: an entry left out). */
async function neighbours(tx: Queryable, assetId: string, at: string, except: string | null) {
  const before = await queryRows(
    tx,
    neighbour,
    `select id, odometer_km from fuel_entries
     where asset_id = $1 and filled_at <= $2 and id is distinct from $3
     order by filled_at desc, id desc limit 1`,
    [assetId, at, except],
  );
  const after = await queryRows(
    tx,
    neighbour,
    `select id, odometer_km from fuel_entries
     where asset_id = $1 and filled_at > $2 and id is distinct from $3
     order by filled_at, id limit 1`,
    [assetId, at, except],
  );
  return { before: before[0], after: after[0] };
}

/** Below the reading before it (`min`), or above the one after it (`max`). */
const backwards = (args: { min: number } | { max: number }) =>
  invalidField(
    'odometer_km',
    'min' in args ? 'flotte.fuel.odometer_backwards' : 'flotte.fuel.odometer_ahead',
    args,
  );

/** POST /fuel: an entry on an asset the caller may write (a driver: the assets it drives). */
export async function createFuel(db: Db, caller: Caller, input: FuelCreate): Promise<FuelEntry> {
  return db.transaction(async (tx) => {
    await holdBusiness(tx, caller);
    const asset = await writableAsset(tx, caller, input.asset_id, 'fuel');
    const { before, after } = await neighbours(tx, asset.id, input.filled_at, null);
    if (before && input.odometer_km < before.odometer_km) {
      throw backwards({ min: before.odometer_km });
    }
    if (after && input.odometer_km > after.odometer_km) throw backwards({ max: after.odometer_km });
    if (!after && asset.odometer_km !== null && input.odometer_km < asset.odometer_km) {
      throw backwards({ min: asset.odometer_km });
    }
    const rows = await queryRows(
      tx,
      idRow,
      `insert into fuel_entries (asset_id, filled_at, odometer_km, quantity, unit, total_price,
         currency, full_fill, station, receipt_url, notes, distance_km, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        asset.id,
        input.filled_at,
        input.odometer_km,
        input.quantity,
        input.unit,
        input.total_price,
        asset.currency,
        input.full_fill,
        input.station,
        input.receipt_url,
        input.notes,
        before ? input.odometer_km - before.odometer_km : null,
        caller.id,
      ],
    );
    const id = rows[0]!.id;
    if (after) {
      await tx.query('update fuel_entries set distance_km = $2, updated_at = now() where id = $1', [
        after.id,
        after.odometer_km - input.odometer_km,
      ]);
    } else {
      await tx.query(
        `update assets set odometer_km = $2, updated_at = now()
         where id = $1 and (odometer_km is null or odometer_km < $2)`,
        [asset.id, input.odometer_km],
      );
    }
    await audit(tx, {
      actorUserId: caller.id,
      action: 'create',
      entity: 'fuel_entry',
      entityId: id,
      changes: input,
    });
    return (await findFuel(tx, null, id))!;
  });
}

/** DELETE /fuel/{id}: an entry recorded by mistake; its next neighbour's distance is mended. */
export async function deleteFuel(db: Db, caller: Caller, id: string): Promise<FuelEntry> {
  return db.transaction(async (tx) => {
    const visible = await permittedRecord(
      caller,
      { resource: 'fuel', action: 'delete' },
      findFuel(tx, caller, id),
    );
    await holdBusiness(tx, caller);
    await tx.query('select 1 from assets where id = $1 for no key update', [visible.asset_id]);
    const { before, after } = await neighbours(tx, visible.asset_id, visible.filled_at, id);
    await tx.query('delete from fuel_entries where id = $1', [id]);
    if (after) {
      await tx.query('update fuel_entries set distance_km = $2, updated_at = now() where id = $1', [
        after.id,
        before ? after.odometer_km - before.odometer_km : null,
      ]);
    }
    await audit(tx, {
      actorUserId: caller.id,
      action: 'delete',
      entity: 'fuel_entry',
      entityId: id,
      changes: visible,
    });
    return visible;
  });
}
