/**
 * Documents of assets and drivers (docs/compliance.md): the record, the list, and the writes.
 * Who reads which: server/scope/compliance.ts (404 outside); who writes: the permission table's
 * record rule (an owner its own, business staff their in-house assets and their drivers).
 *
 * Of the documents of one kind on one asset (or driver), the one valid the longest (no end
 * first, then the latest `valid_to`, then the newest) is `current`: recording a renewal makes
 * the older ones history, with no level and no reminder. `current` is recomputed in each write's
 * transaction under the asset's (or driver's) row lock.
 */
import { canAccess, type Action } from '../../../contract/permissions';
import { msg } from '../../../contract/common';
import {
  documentSubjects,
  type Document,
  type DocumentCreate,
  type DocumentDueLevel,
  type DocumentUpdate,
  type DOCUMENT_SORTABLE,
} from '../../../contract/documents';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryRows } from '../../db/query';
import { forbidden, invalidField, notFound } from '../../errors';
import { documentScopeSql } from '../../scope/compliance';
import { audit } from '../platform/audit';
import { scopedRecord } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { alignRenewals } from '../maintenance/renewals';
import { holdBusiness, writableAsset, writableDriver, type Caller } from './targets';
import { documentDueLevelSql, documentLevelConditionSql } from './document-due';
import { DOCUMENT } from './document-record';

type SortField = (typeof DOCUMENT_SORTABLE)[number];

const ORDER_BY: Record<SortField, string[]> = {
  created_at: ['d.created_at', 'd.id'],
  valid_to: ['d.valid_to', 'd.id'],
};

export const { find: findDocument, get: getDocument } = scopedRecord({
  ...DOCUMENT,
  idColumn: 'd.id',
  scope: documentScopeSql,
});

export interface DocumentFilter extends ListFilter<SortField> {
  asset_id?: string | undefined;
  driver_id?: string | undefined;
  kind_id?: string | undefined;
  subject?: 'asset' | 'driver' | undefined;
  due_level?: DocumentDueLevel | undefined;
  current?: boolean | undefined;
  ids?: string[] | undefined;
}

/** GET /documents: one page in scope, filtered, sorted (totals counted up to the cap). */
export async function listDocuments(
  db: Queryable,
  caller: Caller,
  filter: DocumentFilter,
): Promise<PageOf<Document>> {
  const list = new ListSql();
  list.where(documentScopeSql((v) => list.param(v), caller));
  for (const [column, value] of [
    ['d.asset_id', filter.asset_id],
    ['d.driver_id', filter.driver_id],
    ['d.kind_id', filter.kind_id],
  ] as const) {
    if (!list.uuidEquals(column, value || undefined)) return { data: [], total: 0 };
  }
  if (filter.subject === 'asset') list.where('d.asset_id is not null');
  if (filter.subject === 'driver') list.where('d.driver_id is not null');
  if (filter.current !== undefined) list.where(filter.current ? 'd.current' : 'not d.current');
  if (filter.due_level) list.where(documentLevelConditionSql(filter.due_level));
  list
    .search(filter.q, ['d.number', 'd.issuer', 'a.name', 'u.name', 'k.name'])
    .ids('d.id', filter.ids);
  return list.page(db, filter, {
    ...DOCUMENT,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
  });
}

const kindRow = z.object({ id: z.string(), subject: z.enum(documentSubjects) });

async function kindFor(tx: Queryable, kindId: string, subject: 'asset' | 'driver') {
  const rows = await queryRows(
    tx,
    kindRow,
    'select id, subject from document_kinds where id = $1 and active',
    [kindId],
  );
  if (rows[0]?.subject !== subject) throw invalidField('kind_id');
  return rows[0];
}

/**
 * Marks current the document in force of each kind of the asset or driver: no end first, then
 * the latest end, then the newest. Its reminders are the current one's.
 */
async function refreshCurrent(
  tx: Queryable,
  target: { asset_id: string | null; driver_id: string | null },
  kindId: string,
) {
  const column = target.asset_id ? 'asset_id' : 'driver_id';
  await tx.query(
    `with ranked as (
       select id, row_number() over (
         order by valid_to desc nulls first, created_at desc, id desc) = 1 as first
       from documents where ${column} = $1 and kind_id = $2)
     update documents d set current = r.first from ranked r
     where d.id = r.id and d.current is distinct from r.first`,
    [target.asset_id ?? target.driver_id, kindId],
  );
  // The work renewing an asset's documents follows the one in force (issue 33).
  if (target.asset_id) await alignRenewals(tx, [target.asset_id]);
}

function checkDates(d: { valid_from: string | null; valid_to: string | null }) {
  if (d.valid_from && d.valid_to && d.valid_from > d.valid_to) {
    throw invalidField('valid_to', 'flotte.compliance.valid_to_before_from');
  }
}

/** POST /documents: on an asset (its currency) or a driver (EUR). */
export async function createDocument(
  db: Db,
  caller: Caller,
  input: DocumentCreate,
): Promise<Document> {
  if ((input.asset_id === undefined) === (input.driver_id === undefined)) {
    throw invalidField('asset_id', msg.required);
  }
  checkDates(input);
  return db.transaction(async (tx) => {
    await holdBusiness(tx, caller);
    const asset = input.asset_id
      ? await writableAsset(tx, caller, input.asset_id, 'documents')
      : undefined;
    if (input.driver_id) await writableDriver(tx, caller, input.driver_id, 'documents');
    await kindFor(tx, input.kind_id, asset ? 'asset' : 'driver');
    const rows = await queryRows(
      tx,
      idRow,
      `insert into documents (asset_id, driver_id, kind_id, number, issuer, valid_from, valid_to,
         file_url, notes, cost, currency, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
      [
        input.asset_id ?? null,
        input.driver_id ?? null,
        input.kind_id,
        input.number,
        input.issuer,
        input.valid_from,
        input.valid_to,
        input.file_url,
        input.notes,
        input.cost,
        asset?.currency ?? 'EUR',
        caller.id,
      ],
    );
    const id = rows[0]!.id;
    await refreshCurrent(
      tx,
      { asset_id: input.asset_id ?? null, driver_id: input.driver_id ?? null },
      input.kind_id,
    );
    await audit(tx, {
      actorUserId: caller.id,
      action: 'create',
      entity: 'document',
      entityId: id,
      changes: input,
    });
    return (await findDocument(tx, null, id))!;
  });
}

const FIELDS = [
  'kind_id',
  'number',
  'issuer',
  'valid_from',
  'valid_to',
  'file_url',
  'notes',
  'cost',
] as const;

/** The document in scope that the caller may change, locked with its asset or driver. */
async function lockWritable(tx: Queryable, caller: Caller, id: string, action: Action) {
  const visible = await findDocument(tx, caller, id);
  if (!visible) throw notFound();
  if (!canAccess(caller, { resource: 'documents', action, record: visible })) throw forbidden();
  await holdBusiness(tx, caller);
  // The asset or driver first (as a create), then the document.
  if (visible.asset_id) {
    await tx.query('select 1 from assets where id = $1 for no key update', [visible.asset_id]);
  } else {
    await tx.query('select 1 from users where id = $1 for no key update', [visible.driver_id]);
  }
  await tx.query('select 1 from documents where id = $1 for update', [id]);
  return (await findDocument(tx, null, id))!;
}

/**
 * PATCH /documents/{id}: the fields sent. A new end of validity is a new due point: the
 * reminders of the levels it no longer reaches are forgotten (mailed again when reached).
 */
export async function updateDocument(
  db: Db,
  caller: Caller,
  id: string,
  patch: DocumentUpdate,
): Promise<Document> {
  return db.transaction(async (tx) => {
    const before = await lockWritable(tx, caller, id, 'edit');
    const changed = FIELDS.filter((f) => patch[f] !== undefined && patch[f] !== before[f]);
    if (changed.length === 0) return before;
    const after = { ...before, ...Object.fromEntries(changed.map((f) => [f, patch[f]])) };
    checkDates(after);
    if (changed.includes('kind_id')) await kindFor(tx, after.kind_id, before.subject);
    const params: unknown[] = [id];
    const sets = changed.map((f) => `${f} = $${params.push(patch[f])}`);
    await tx.query(
      `update documents set ${sets.join(', ')}, updated_at = now() where id = $1`,
      params,
    );
    const target = { asset_id: before.asset_id, driver_id: before.driver_id };
    await refreshCurrent(tx, target, before.kind_id);
    if (after.kind_id !== before.kind_id) await refreshCurrent(tx, target, after.kind_id);
    if (changed.includes('valid_to')) await resetReminders(tx, id);
    await audit(tx, {
      actorUserId: caller.id,
      action: 'update',
      entity: 'document',
      entityId: id,
      changes: Object.fromEntries(changed.map((f) => [f, { from: before[f], to: patch[f] }])),
    });
    return (await findDocument(tx, null, id))!;
  });
}

/** DELETE /documents/{id}: a document recorded by mistake; the next in force becomes current. */
export async function deleteDocument(db: Db, caller: Caller, id: string): Promise<Document> {
  return db.transaction(async (tx) => {
    const before = await lockWritable(tx, caller, id, 'delete');
    await tx.query('delete from documents where id = $1', [id]);
    await refreshCurrent(
      tx,
      { asset_id: before.asset_id, driver_id: before.driver_id },
      before.kind_id,
    );
    await audit(tx, {
      actorUserId: caller.id,
      action: 'delete',
      entity: 'document',
      entityId: id,
      changes: before,
    });
    return before;
  });
}

async function resetReminders(tx: Queryable, id: string) {
  const params: unknown[] = [id];
  const level = documentDueLevelSql();
  await tx.query(
    `update documents d set
       expired_notified_at = case when ${level} = 'expired' then expired_notified_at end,
       expiring_notified_at =
         case when ${level} in ('expired', 'expiring') then expiring_notified_at end
     where d.id = $1`,
    params,
  );
}
