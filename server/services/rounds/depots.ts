/**
 * Depots (`/depots`, docs/rounds.md): the places an owner's or a business's rounds leave from
 * and return to. Read and written in the caller's scope (server/scope/rounds.ts; 404 outside).
 */
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import { depot, type Depot, type DepotCreate, type DepotUpdate } from '../../../contract/rounds';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { isUuid } from '../../db/sql';
import { invalidField, notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { depotScopeSql, fleetOf } from '../../scope/rounds';
import { audit, deleteAudited, insertAudited } from '../platform/audit';
import { cappedCount, type Total } from '../platform/counts';

const SELECT = `select dp.id, dp.owner_user_id, dp.business_id, dp.name, dp.address, dp.lat, dp.lng,
    to_char(dp.opens, 'HH24:MI') as opens, to_char(dp.closes, 'HH24:MI') as closes,
    dp.created_at, dp.updated_at
  from depots dp`;

export async function listDepots(
  db: Queryable,
  user: User,
  page: { limit: number; skip: number },
): Promise<{ data: Depot[] } & Total> {
  const params: unknown[] = [];
  const where = depotScopeSql(paramOf(params), user);
  // Counted up to the cap (docs/totals.md), in the order of the scope's index.
  const total = await cappedCount(db, 'depots dp', `where ${where}`, params);
  const data = await queryRows(
    db,
    depot,
    `${SELECT} where ${where} order by dp.created_at, dp.id limit ${page.limit} offset ${page.skip}`,
    params,
  );
  return { data, ...total };
}

/** Depot `id` in the caller's scope, or 404. */
export async function getDepot(db: Queryable, user: User, id: string, lock = false) {
  if (!isUuid(id)) throw notFound();
  const params: unknown[] = [id];
  const found = await queryOne(
    db,
    depot,
    `${SELECT} where dp.id = $1 and ${depotScopeSql(paramOf(params), user)}${lock ? ' for update' : ''}`,
    params,
  );
  if (!found) throw notFound();
  return found;
}

export async function createDepot(db: Db, user: User, input: DepotCreate): Promise<Depot> {
  const fleet = fleetOf(user, { owner: input.owner_user_id, business: input.business_id });
  if (!fleet) {
    throw invalidField('owner_user_id', msg.required);
  }
  return db.transaction(async (tx) => {
    const id = await insertAudited(
      tx,
      `insert into depots (owner_user_id, business_id, name, address, lat, lng, opens, closes)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
      [
        fleet.owner,
        fleet.business,
        input.name,
        input.address,
        input.lat,
        input.lng,
        input.opens,
        input.closes,
      ],
      { actorUserId: user.id, action: 'create', entity: 'depot', changes: input },
    );
    return getDepot(tx, user, id);
  });
}

export async function updateDepot(
  db: Db,
  user: User,
  id: string,
  input: DepotUpdate,
): Promise<Depot> {
  return db.transaction(async (tx) => {
    const current = await getDepot(tx, user, id, true);
    const next = { ...current, ...input };
    if (next.opens >= next.closes) {
      throw invalidField('closes', msg.invalid);
    }
    await tx.query(
      `update depots set name = $2, address = $3, lat = $4, lng = $5, opens = $6, closes = $7,
         updated_at = now() where id = $1`,
      [id, next.name, next.address, next.lat, next.lng, next.opens, next.closes],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'update',
      entity: 'depot',
      entityId: id,
      changes: input,
    });
    return getDepot(tx, user, id);
  });
}

export async function deleteDepot(db: Db, user: User, id: string): Promise<Depot> {
  return db.transaction(async (tx) => {
    const current = await getDepot(tx, user, id, true);
    await deleteAudited(tx, 'depots', id, {
      actorUserId: user.id,
      entity: 'depot',
      changes: current,
    });
    return current;
  });
}
