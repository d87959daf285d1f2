/**
 * The audit view (issue 31, docs/privacy.md): who did what, when, from where, on which record;
 * the superadmin reads the whole log, a business its own staff's and drivers' entries
 * (scope/personal-data.ts). Newest first in one fixed order, `(at, id)`, which migration 053's
 * indexes read in order (the whole log, a business's, an actor's), so a page costs its rows at
 * a million entries; the total is counted up to the cap (docs/totals.md). The CSV export is the
 * same list's rows, up to `EXPORT_MAX` of them.
 */
import Papa from 'papaparse';
import type { User } from '../../../contract/auth';
import { formulaSafe } from '../../../contract/csv-cell';
import { auditEntry, type AuditEntry, type AuditListQuery } from '../../../contract/privacy';
import { iso, type Queryable } from '../../db/db';
import { paramOf } from '../../scope/businesses';
import { auditScopeSql } from '../../scope/personal-data';
import { ListSql, type PageOf } from '../platform/list';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The most rows one CSV export holds. */
export const EXPORT_MAX = 50_000;

const COLUMNS = `l.id, l.at, l.actor_user_id, u.name as actor_name, u.email as actor_email,
  l.api_key_prefix, l.ip, l.business_id, l.action, l.entity, l.entity_id, l.changes`;
const FROM = 'audit_log l left join users u on u.id = l.actor_user_id';
const ORDER_BY = 'l.at desc, l.id desc';

const toEntry = (row: Record<string, unknown>): AuditEntry =>
  auditEntry.parse({ ...row, at: iso(row.at) });

/** The list's conditions: the caller's scope, then the filters. */
function conditions(caller: Caller, query: Omit<AuditListQuery, 'limit' | 'skip'>): ListSql {
  const list = new ListSql();
  list.where(auditScopeSql(paramOf(list.params), caller));
  const ok =
    list.uuidEquals('l.actor_user_id', query.actor_user_id) &&
    list.uuidEquals('l.business_id', query.business_id) &&
    list.uuidEquals('l.entity_id', query.entity_id);
  if (!ok) list.where('false');
  list.equals('l.api_key_prefix', query.api_key_prefix);
  list.equals('l.action', query.action);
  list.equals('l.entity', query.entity);
  if (query.from) list.where(`l.at >= ${list.param(query.from)}`);
  if (query.to) list.where(`l.at < ${list.param(query.to)}`);
  return list;
}

export async function listAuditLog(
  db: Queryable,
  caller: Caller,
  query: AuditListQuery,
): Promise<PageOf<AuditEntry>> {
  return conditions(caller, query).page(db, query, {
    columns: COLUMNS,
    from: FROM,
    countFrom: 'audit_log l',
    orderBy: ORDER_BY,
    toRecord: toEntry,
  });
}

const HEADERS = [
  'at',
  'actor_name',
  'actor_email',
  'api_key_prefix',
  'ip',
  'action',
  'entity',
  'entity_id',
  'changes',
] as const;

/** The filtered log as CSV (newest first), every text cell formula-safe. */
export async function auditLogCsv(
  db: Queryable,
  caller: Caller,
  query: Omit<AuditListQuery, 'limit' | 'skip'>,
): Promise<string> {
  const list = conditions(caller, query);
  const sql = `select ${COLUMNS} from ${FROM} ${list.whereSql}
    order by ${ORDER_BY} limit ${list.param(EXPORT_MAX)}`;
  const rows = (await db.query(sql, list.params)).map(toEntry); // unparsed: toEntry parses
  const text = (value: unknown) =>
    value === null || value === undefined
      ? ''
      : formulaSafe(typeof value === 'string' ? value : JSON.stringify(value));
  return Papa.unparse({
    fields: [...HEADERS],
    data: rows.map((r) => HEADERS.map((h) => (h === 'at' ? r.at : text(r[h])))),
  });
}
