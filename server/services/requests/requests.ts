/**
 * Delivery requests (`/business-dispatches`): the list and reads, creation against the wallet
 * balance, cancellation. Who sees which: server/scope/requests.ts. Outside the scope a request
 * does not exist (404).
 */
import {
  REQUEST_STATUSES,
  requestStatus,
  type Request,
  type RequestCreate,
  type RequestRecipientUpdate,
  type RequestStats,
  type RequestStatus,
} from '../../../contract/request';
import type { User } from '../../../contract/auth';
import {
  isCancellable,
  isOpenRequest,
  OPEN_DISPATCH_STATUSES,
} from '../../../contract/request-moves';
import { msg } from '../../../contract/common';
import type { PriceLine } from '../../../contract/tariff';
import type { Db, Queryable } from '../../db/db';
import { countRow, queryRows } from '../../db/query';
import { z } from 'zod';
import { sqlList } from '../../db/sql';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { partialUpdate } from '../platform/partial-update';
import { audit, insertAudited } from '../platform/audit';
import { lockWallet } from '../money/money';
import { priceRequest, quotedPrice, type TravelDeps } from '../pricing/quotes';
import { lockActiveBusiness } from '../business/guards';
import { applyDispatchOptions, assertRecipientPhone } from '../business/settings';
import { countsOf } from '../dashboards/snapshot';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { findById, orNotFound } from '../platform/find';
import { paramOf } from '../../scope/businesses';
import { listScope } from '../../scope/conditions';
import { requestScope, requestScopeSql } from '../../scope/requests';
import { newTrackingToken } from '../tracking/token';
import { noticeRecipient, type NoticeDeps } from '../tracking/recipient-notices';
import {
  REQUEST_COUNTS,
  REQUEST_INDEXED,
  REQUEST_ORDER_BY,
  requestRecord,
  type RequestSort,
} from './request-record';

type Params = unknown[];

export interface RequestFilter extends ListFilter<RequestSort> {
  status?: RequestStatus | undefined;
  businessId?: string | undefined;
  assetTypeId?: string | undefined;
  /** ISO date-times: created at or after `createdFrom`, before `createdTo`. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  /** Pending and created more than this many minutes ago (the manager's "waiting"). */
  waitingMinutes?: number | undefined;
}

export async function listRequests(
  db: Queryable,
  user: User,
  filter: RequestFilter,
): Promise<PageOf<Request>> {
  const list = new ListSql().countedBy(REQUEST_COUNTS);
  await listScope(db, list, requestScope(user));
  list
    .search(filter.q, [
      'r.reference',
      'r.pickup_address',
      'r.dropoff_address',
      'r.recipient_name',
      'r.notes',
      'b.name',
    ])
    .equals('r.status', filter.status);
  // Ranges on requests_created_at_idx; waiting ones on requests_pending_created_idx (012).
  if (filter.createdFrom) list.where(`r.created_at >= ${list.param(filter.createdFrom)}`);
  if (filter.createdTo) list.where(`r.created_at < ${list.param(filter.createdTo)}`);
  if (filter.waitingMinutes !== undefined) {
    const minutes = list.param(filter.waitingMinutes);
    list.where(`r.status = 'pending' and r.created_at < now() - make_interval(mins => ${minutes})`);
  }
  if (
    !list.uuidEquals('r.business_id', filter.businessId) ||
    !list.uuidEquals('r.asset_type_id', filter.assetTypeId)
  ) {
    return { data: [], total: 0 };
  }
  return list.page(db, filter, {
    ...requestRecord(user),
    countFrom: 'requests r join businesses b on b.id = r.business_id',
    orderBy: orderBySql(REQUEST_ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    indexed: REQUEST_INDEXED[filter.sort ?? 'created_at'],
    timesAsText: true,
  });
}

/**
 * One request in the caller's scope (404 otherwise); `user` null: no scope (internal use, the
 * token included).
 */
/** A request loaded at a depot names one that exists (else 400 on `depot_id`). */
async function assertDepot(tx: Queryable, depotId: string): Promise<void> {
  const found = await tx.query('select 1 from depots where id = $1', [depotId]);
  if (found.length === 0) throw invalidField('depot_id');
}

export async function findRequest(
  db: Queryable,
  user: User | null,
  id: string,
): Promise<Request | undefined> {
  return findById(db, id, {
    ...requestRecord(user ?? null),
    idColumn: 'r.id',
    scope: user && ((param) => requestScopeSql(param, user)),
  });
}

export const getRequest = (db: Queryable, user: User, id: string): Promise<Request> =>
  orNotFound(findRequest(db, user, id));

/**
 * Creates a pending request of the caller's business. The price is its quote's, else its
 * tariff's (docs/money.md "Tariffs and quotes"), else without a tariff the body's or the asset
 * type's base price; the business's own wallet (a B2B client's own, not its parent's) must hold
 * at least that price (402 insufficient_funds). The money moves on delivery only.
 */
export async function createRequest(
  db: Db,
  user: User,
  input: RequestCreate,
  travel: TravelDeps,
): Promise<Request> {
  if (!user.business_id) throw forbidden();
  const businessId = user.business_id;
  return db.transaction(async (tx) => {
    // An inactive (waiting or suspended) business's staff may read, not create (docs/business.md).
    await lockActiveBusiness(tx, businessId, 'share');
    const { price, breakdown } = await requestPrice(tx, businessId, input, travel);
    // The business's dispatch options: a required recipient phone, a default package type.
    input = await applyDispatchOptions(tx, businessId, input);
    if (input.package_type_id) {
      const found = await queryRows(
        tx,
        z.object({ active: z.boolean(), name: z.string(), max_weight_kg: z.number().nullable() }),
        'select active, name, max_weight_kg from request_package_types where id = $1',
        [input.package_type_id],
      );
      const packageType = found[0];
      if (!packageType || !packageType.active) throw invalidField('package_type_id');
      // A package type's weight cap: a heavier request is refused on its weight, naming it.
      if (
        packageType.max_weight_kg !== null &&
        input.weight_kg !== null &&
        input.weight_kg > packageType.max_weight_kg
      ) {
        throw invalidField('weight_kg', msg.maxWeight, {
          max: packageType.max_weight_kg,
          name: packageType.name,
        });
      }
    }
    if (input.depot_id) await assertDepot(tx, input.depot_id);
    // Locked: a concurrent charge cannot slip between this check and the insert.
    const wallet = await lockWallet(tx, businessId);
    if (wallet.balance < price) throw new ApiError(402, 'insufficient_funds');
    const id = await insertAudited(
      tx,
      `insert into requests (business_id, requested_by, package_type_id, asset_type_id,
         pickup_address, dropoff_address, scheduled_at, recipient_name, recipient_phone,
         recipient_email, weight_kg, notes, price, currency, tracking_token,
         pickup_lat, pickup_lng, dropoff_lat, dropoff_lng, pickup_from, pickup_until,
         dropoff_from, dropoff_until, service_minutes, volume_m3, depot_id, quote_id,
         price_breakdown, urgent, extra_stops)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19, $20, $21, $22, $23, $24, $25, $26, $27, ($28::text)::jsonb, $29, $30)
       returning id`,
      [
        businessId,
        user.id,
        input.package_type_id,
        input.asset_type_id,
        input.pickup_address,
        input.dropoff_address,
        input.scheduled_at,
        input.recipient_name,
        input.recipient_phone,
        input.recipient_email,
        input.weight_kg,
        input.notes,
        price,
        wallet.currency,
        newTrackingToken(),
        input.pickup_lat,
        input.pickup_lng,
        input.dropoff_lat,
        input.dropoff_lng,
        input.pickup_from,
        input.pickup_until,
        input.dropoff_from,
        input.dropoff_until,
        input.service_minutes,
        input.volume_m3,
        input.depot_id,
        input.quote_id,
        breakdown && JSON.stringify(breakdown),
        input.urgent,
        input.extra_stops,
      ],
      {
        actorUserId: user.id,
        action: 'create',
        entity: 'request',
        changes: { ...input, price },
      },
    );
    // Cash on delivery (docs/money.md): collected by the driver, owed to the business.
    if (input.cod_amount !== null) {
      await tx.query('update requests set cod_amount = $2 where id = $1', [id, input.cod_amount]);
    }
    return (await findRequest(tx, user, id))!;
  });
}

/**
 * The price a new request is created at: its quote's; else, when a tariff applies, the
 * tariff's (a price sent is refused: only the superadmin changes one, afterwards); else the
 * price sent or the asset type's base price, without a breakdown.
 */
async function requestPrice(
  tx: Queryable,
  businessId: string,
  input: RequestCreate,
  travel: TravelDeps,
): Promise<{ price: number; breakdown: PriceLine[] | null }> {
  if (input.quote_id) {
    if (input.price !== undefined) throw invalidField('price', msg.priceFromTariff);
    return quotedPrice(tx, businessId, input.quote_id, input);
  }
  const priced = await priceRequest(tx, businessId, input, travel);
  if (priced.tariffId === null) return { price: input.price ?? priced.price, breakdown: null };
  if (input.price !== undefined) throw invalidField('price', msg.priceFromTariff);
  return { price: priced.price, breakdown: priced.breakdown };
}

/**
 * What the audit log keeps of a request's cancellation (the timeline reads who cancelled it from
 * it): the status it left, the dispatches it cancelled. The demo's history writes its
 * cancellations with it too (server/demo/delivery-steps.ts).
 */
export const cancelChanges = (from: RequestStatus, dispatches: readonly string[]) => ({
  status: { from, to: 'cancelled' },
  dispatches,
});

/**
 * Cancels a pending, assigned or failed request (`isCancellable`; its business's staff — a
 * white-label parent too —, managers, the superadmin); an assigned one's dispatch is cancelled
 * and its asset freed. A failed one's dispatch has ended already: nothing was charged, nothing is.
 */
export async function cancelRequest(
  db: Db,
  user: User,
  id: string,
  notices: NoticeDeps,
): Promise<Request> {
  const mails: string[] = [];
  const cancelled = await db.transaction(async (tx) => {
    const found = await findRequest(tx, user, id);
    if (!found) throw notFound();
    const locked = await queryRows(
      tx,
      z.object({ status: requestStatus }),
      'select status from requests where id = $1 for update',
      [id],
    );
    const status = locked[0]!.status;
    if (!isCancellable(status)) throw new ApiError(409, 'invalid_transition');
    const live = await queryRows(
      tx,
      z.object({ id: z.string(), asset_id: z.string() }),
      `update dispatches set status = 'cancelled', cancelled_at = now(), updated_at = now()
       where request_id = $1 and status in (${sqlList(OPEN_DISPATCH_STATUSES)})
       returning id, asset_id`,
      [id],
    );
    for (const d of live) {
      await tx.query(
        `update assets set status = 'available', updated_at = now()
         where id = $1 and status = 'dispatched'`,
        [d.asset_id],
      );
    }
    await tx.query(`update requests set status = 'cancelled', updated_at = now() where id = $1`, [
      id,
    ]);
    await audit(tx, {
      actorUserId: user.id,
      action: 'cancel',
      entity: 'request',
      entityId: id,
      changes: cancelChanges(
        status,
        live.map((d) => d.id),
      ),
    });
    mails.push(...(await noticeRecipient(tx, notices, id, 'cancelled')));
    return (await findRequest(tx, user, id))!;
  });
  notices.mailer.deliver(mails);
  return cancelled;
}

/**
 * Changes who receives an open request (`isOpenRequest`: its name, phone, e-mail; only the
 * fields sent), by the staff of a business that reaches it (scope); an ended one answers 409
 * invalid_transition.
 */
const RECIPIENT_FIELDS = ['recipient_name', 'recipient_phone', 'recipient_email'] as const;

export async function updateRecipient(
  db: Db,
  user: User,
  id: string,
  input: RequestRecipientUpdate,
): Promise<Request> {
  return db.transaction(async (tx) => {
    const found = await findRequest(tx, user, id);
    if (!found) throw notFound();
    const locked = await queryRows(
      tx,
      z.object({ status: requestStatus, business_id: z.string() }),
      'select status, business_id from requests where id = $1 for update',
      [id],
    );
    if (!isOpenRequest(locked[0]!.status)) throw new ApiError(409, 'invalid_transition');
    // Only the fields sent change; an empty one clears it.
    const patch = Object.fromEntries(
      RECIPIENT_FIELDS.map((f) => [f, input[f] === undefined ? undefined : input[f] || null]),
    );
    const update = partialUpdate(RECIPIENT_FIELDS, found, patch);
    if (update.changed.length === 0) return found;
    // The business's own rule still holds: a required phone cannot be removed.
    if (input.recipient_phone !== undefined) {
      await assertRecipientPhone(tx, locked[0]!.business_id, input.recipient_phone || null);
    }
    await update.write(tx, 'requests', id);
    const after = (await findRequest(tx, user, id))!;
    await audit(tx, {
      actorUserId: user.id,
      action: 'update',
      entity: 'request',
      entityId: id,
      changes: update.changes(after),
    });
    return after;
  });
}

export async function requestStats(db: Queryable, user: User): Promise<RequestStats> {
  const params: Params = [];
  const rows = await queryRows(
    db,
    countRow.extend({ status: requestStatus }),
    `select r.status, count(*)::int as n from requests r where ${requestScopeSql(paramOf(params), user)}
     group by r.status`,
    params,
  );
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    ...countsOf(
      REQUEST_STATUSES,
      rows.map((row) => ({ key: row.status, n: row.n })),
    ),
  };
}

/** A business's requests, for the superadmin (`/superadmin/business/{id}/requests`). */
export async function listBusinessRequests(
  db: Queryable,
  businessId: string,
  page: { limit: number; skip: number },
): Promise<PageOf<Request>> {
  return new ListSql()
    .countedBy(REQUEST_COUNTS)
    .equals('r.business_id', businessId)
    .page(db, page, {
      // The superadmin's page: everything.
      ...requestRecord(null),
      countFrom: 'requests r',
      orderBy: 'r.created_at desc, r.id desc',
      indexed: REQUEST_INDEXED.created_at,
      timesAsText: true,
    });
}
