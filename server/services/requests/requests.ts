/**
 * Delivery requests (`/business-dispatches`): the list and reads, creation against the wallet
 * balance, cancellation. Who sees which: server/scope/requests.ts. Outside the scope a request
 * does not exist (404).
 */
import {
  requestStatus,
  type Request,
  type RequestCreate,
  type RequestRecipientUpdate,
  type RequestStats,
  type RequestStatus,
  type REQUEST_SORTABLE,
} from '../../../contract/request';
import type { User } from '../../../contract/auth';
import {
  isCancellable,
  isOpenRequest,
  OPEN_DISPATCH_STATUSES,
} from '../../../contract/request-moves';
import { msg } from '../../../contract/common';
import { iso, isoOrNull, type Db, type Queryable } from '../../db/db';
import type { RowOf } from '../../db/rows';
import { countRow, queryRows } from '../../db/query';
import { z } from 'zod';
import { sqlList } from '../../db/sql';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { partialUpdate } from '../platform/partial-update';
import { audit, insertAudited } from '../platform/audit';
import { lockWallet } from '../money/money';
import { lockActiveBusiness } from '../business/guards';
import { applyDispatchOptions, assertRecipientPhone } from '../business/settings';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { findById, orNotFound } from '../platform/find';
import { paramOf } from '../../scope/businesses';
import { listScope } from '../../scope/conditions';
import {
  requestScope,
  requestScopeSql,
  revealsTrackingToken,
  revealsRecipientContacts,
} from '../../scope/requests';
import { newTrackingToken } from '../tracking/token';
import { noticeRecipient, type NoticeDeps } from '../tracking/recipient-notices';

type Params = unknown[];

const COLUMNS = `r.id, r.reference, r.business_id, b.name as business_name, r.requested_by,
  r.package_type_id, pt.name as package_type_name, r.asset_type_id, t.name as asset_type_name, r.pickup_address, r.dropoff_address,
  r.pickup_lat, r.pickup_lng, r.dropoff_lat, r.dropoff_lng, r.scheduled_at, r.recipient_name, r.recipient_phone, r.recipient_email, r.tracking_token,
  r.weight_kg, r.notes, r.price,
  r.currency, r.status, r.attempts, d.id as dispatch_id, d.asset_id, a.name as asset_name,
  a.owner_user_id as assigned_owner_id, r.created_at, r.updated_at`;

/** The live dispatch, else the last one. */
const FROM = `requests r
  join businesses b on b.id = r.business_id
  join asset_types t on t.id = r.asset_type_id
  left join request_package_types pt on pt.id = r.package_type_id
  left join lateral (
    select id, asset_id from dispatches
    where request_id = r.id
    order by (status in (${sqlList([...OPEN_DISPATCH_STATUSES, 'delivered'])})) desc, created_at desc
    limit 1
  ) d on true
  left join assets a on a.id = d.asset_id`;

/**
 * The requests list is benchmarked (docs/benchmarks.md): its row is typed from the contract (no
 * cast; the answer is checked against the schema when it is serialised), not parsed per row.
 */
type RequestRow = RowOf<Request, 'scheduled_at' | 'created_at' | 'updated_at'> & {
  /** The owner of the dispatch's asset (scope/requests.ts: who reads the recipient's contacts). */
  assigned_owner_id: string | null;
};

/** What the caller reads of a request beyond its scope (scope/requests.ts); null: everything. */
type Reader = Pick<User, 'id' | 'role'> | null;

const toRequest = (row: RequestRow, reader: Reader): Request => {
  const contacts = !reader || revealsRecipientContacts(reader, row.assigned_owner_id);
  return {
    id: row.id,
    reference: row.reference,
    business_id: row.business_id,
    business_name: row.business_name,
    requested_by: row.requested_by,
    package_type_id: row.package_type_id,
    package_type_name: row.package_type_name,
    asset_type_id: row.asset_type_id,
    asset_type_name: row.asset_type_name,
    pickup_address: row.pickup_address,
    dropoff_address: row.dropoff_address,
    pickup_lat: row.pickup_lat,
    pickup_lng: row.pickup_lng,
    dropoff_lat: row.dropoff_lat,
    dropoff_lng: row.dropoff_lng,
    scheduled_at: isoOrNull(row.scheduled_at),
    recipient_name: row.recipient_name,
    recipient_phone: contacts ? row.recipient_phone : null,
    recipient_email: contacts ? row.recipient_email : null,
    tracking_token: !reader || revealsTrackingToken(reader) ? row.tracking_token : null,
    weight_kg: row.weight_kg,
    notes: row.notes,
    price: row.price,
    currency: row.currency.trim(),
    status: row.status,
    attempts: row.attempts,
    dispatch_id: row.dispatch_id,
    asset_id: row.asset_id,
    asset_name: row.asset_name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
};

type SortField = (typeof REQUEST_SORTABLE)[number];
const ORDER_BY: Record<SortField, string[]> = {
  created_at: ['r.created_at', 'r.id'],
  scheduled_at: ['r.scheduled_at', 'r.id'],
  status: ['r.status', 'r.created_at', 'r.id'],
  price: ['r.price', 'r.id'],
};

export interface RequestFilter extends ListFilter<SortField> {
  status?: RequestStatus | undefined;
  businessId?: string | undefined;
  assetTypeId?: string | undefined;
  /** ISO date-times: created at or after `createdFrom`, before `createdTo`. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  /** Pending and created more than this many minutes ago (the manager's "waiting"). */
  waitingMinutes?: number | undefined;
}

/** Exact totals per business, status and type, and their pairs (docs/totals.md). */
const COUNTS = counted({
  table: 'requests',
  columns: {
    'r.business_id': 'business_id',
    'r.status': 'status',
    'r.asset_type_id': 'asset_type_id',
  },
  shapes: [
    [],
    ['business_id'],
    ['status'],
    ['asset_type_id'],
    ['business_id', 'status'],
    ['business_id', 'asset_type_id'],
    ['status', 'asset_type_id'],
  ],
});

/**
 * The counted shapes an index reads newest first (requests_created_at_idx and migration 013's
 * per business, per status, per business and status): their pages are prepared statements.
 */
const INDEXED: Partial<Record<SortField, string[][]>> = {
  created_at: [[], ['business_id'], ['status'], ['business_id', 'status']],
};

export async function listRequests(
  db: Queryable,
  user: User,
  filter: RequestFilter,
): Promise<PageOf<Request>> {
  const list = new ListSql().countedBy(COUNTS);
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
    columns: COLUMNS,
    from: FROM,
    countFrom: 'requests r join businesses b on b.id = r.business_id',
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    toRecord: (row: RequestRow) => toRequest(row, user),
    indexed: INDEXED[filter.sort ?? 'created_at'],
    timesAsText: true,
  });
}

/**
 * One request in the caller's scope (404 otherwise); `user` null: no scope (internal use, the
 * token included).
 */
export async function findRequest(
  db: Queryable,
  user: User | null,
  id: string,
): Promise<Request | undefined> {
  return findById(db, id, {
    columns: COLUMNS,
    from: FROM,
    idColumn: 'r.id',
    scope: user && ((param) => requestScopeSql(param, user)),
    toRecord: (row: RequestRow) => toRequest(row, user),
  });
}

export const getRequest = (db: Queryable, user: User, id: string): Promise<Request> =>
  orNotFound(findRequest(db, user, id));

/**
 * Creates a pending request of the caller's business. The price is the body's or the asset
 * type's base price; the business's own wallet (a B2B client's own, not its parent's) must hold
 * at least that price (402 insufficient_funds). The money moves on delivery only.
 */
export async function createRequest(db: Db, user: User, input: RequestCreate): Promise<Request> {
  if (!user.business_id) throw forbidden();
  const businessId = user.business_id;
  return db.transaction(async (tx) => {
    // An inactive (waiting or suspended) business's staff may read, not create (docs/business.md).
    await lockActiveBusiness(tx, businessId, 'share');
    const types = await queryRows(
      tx,
      z.object({ base_price: z.number(), active: z.boolean() }),
      'select base_price::float8 as base_price, active from asset_types where id = $1',
      [input.asset_type_id],
    );
    const type = types[0];
    if (!type || !type.active) throw invalidField('asset_type_id');
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
    const price = input.price ?? type.base_price;
    // Locked: a concurrent charge cannot slip between this check and the insert.
    const wallet = await lockWallet(tx, businessId);
    if (wallet.balance < price) throw new ApiError(402, 'insufficient_funds');
    const id = await insertAudited(
      tx,
      `insert into requests (business_id, requested_by, package_type_id, asset_type_id,
         pickup_address, dropoff_address, scheduled_at, recipient_name, recipient_phone,
         recipient_email, weight_kg, notes, price, currency, tracking_token,
         pickup_lat, pickup_lng, dropoff_lat, dropoff_lng)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
         $19) returning id`,
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
      ],
      {
        actorUserId: user.id,
        action: 'create',
        entity: 'request',
        changes: { ...input, price },
      },
    );
    return (await findRequest(tx, user, id))!;
  });
}

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
      changes: { status: { from: status, to: 'cancelled' }, dispatches: live.map((d) => d.id) },
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
  const stats: RequestStats = {
    total: 0,
    pending: 0,
    assigned: 0,
    in_transit: 0,
    delivered: 0,
    failed: 0,
    cancelled: 0,
  };
  for (const row of rows) {
    stats[row.status] = row.n;
    stats.total += row.n;
  }
  return stats;
}

/** A business's requests, for the superadmin (`/superadmin/business/{id}/requests`). */
export async function listBusinessRequests(
  db: Queryable,
  businessId: string,
  page: { limit: number; skip: number },
): Promise<PageOf<Request>> {
  return new ListSql()
    .countedBy(COUNTS)
    .equals('r.business_id', businessId)
    .page(db, page, {
      columns: COLUMNS,
      from: FROM,
      countFrom: 'requests r',
      orderBy: 'r.created_at desc, r.id desc',
      // The superadmin's page (track: yes).
      toRecord: (row: RequestRow) => toRequest(row, null),
      indexed: INDEXED.created_at,
      timesAsText: true,
    });
}
