/**
 * Document kinds and the compliance settings (docs/compliance.md): the superadmin's catalogue,
 * read by every signed-in role. A kind is mandatory (or not) for every asset type, unless the
 * superadmin chose otherwise for a type (`asset_types`); a mandatory kind never recorded only
 * warns, unless `missing_blocks`.
 */
import {
  complianceSettings,
  type ComplianceSettings,
  type DocumentKind,
  type DocumentKindCreate,
  type DocumentKindUpdate,
} from '../../../contract/documents';
import type { Db, Queryable } from '../../db/db';
import { countRow, queryOne, queryRows } from '../../db/query';
import { ApiError, invalidField } from '../../errors';
import { audit, deleteAudited, insertAudited } from '../platform/audit';
import { anyRecord, orNotFound } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { referencedAs, uniqueAs409 } from '../../db/sql';
import { DOCUMENT_KIND } from './document-kind-record';
import type { Caller } from './targets';

const { find: findKind, get: getKindById } = anyRecord({
  ...DOCUMENT_KIND,
  idColumn: 'k.id',
});
export { findKind };

export const getKind = (db: Queryable, _caller: Caller, id: string) => getKindById(db, id);

export interface KindFilter extends ListFilter<'name' | 'created_at'> {
  subject?: string | undefined;
  active?: boolean | undefined;
  ids?: string[] | undefined;
}

export async function listKinds(
  db: Queryable,
  _caller: Caller,
  filter: KindFilter,
): Promise<PageOf<DocumentKind>> {
  const list = new ListSql()
    .equals('k.subject', filter.subject)
    .equals('k.active', filter.active)
    .search(filter.q, ['k.name', 'k.code'])
    .ids('k.id', filter.ids);
  const order = filter.sort === 'created_at' ? ['k.created_at', 'k.id'] : ['lower(k.name)', 'k.id'];
  return list.page(db, filter, {
    ...DOCUMENT_KIND,
    orderBy: orderBySql(order, filter.order),
  });
}

async function writeAssetTypes(
  tx: Queryable,
  kindId: string,
  types: DocumentKindCreate['asset_types'],
) {
  const ids = types.map((t) => t.asset_type_id);
  if (new Set(ids).size !== ids.length) throw invalidField('asset_types');
  const known = await queryRows(
    tx,
    countRow,
    'select count(*)::int as n from asset_types where id = any($1::uuid[])',
    [ids],
  );
  if (known[0]!.n !== ids.length) throw invalidField('asset_types');
  await tx.query('delete from document_kind_asset_types where kind_id = $1', [kindId]);
  if (types.length === 0) return;
  await tx.query(
    `insert into document_kind_asset_types (kind_id, asset_type_id, mandatory, missing_blocks)
     select $1, t.asset_type_id, t.mandatory, t.missing_blocks
     from json_to_recordset(($2::text)::json)
       as t(asset_type_id uuid, mandatory boolean, missing_blocks boolean)`,
    [kindId, JSON.stringify(types)],
  );
}

const codeTaken = uniqueAs409('code_taken', 'code');

export async function createKind(
  db: Db,
  caller: Caller,
  input: DocumentKindCreate,
): Promise<DocumentKind> {
  return db
    .transaction(async (tx) => {
      const id = await insertAudited(
        tx,
        `insert into document_kinds (code, name, subject, mandatory, missing_blocks, active)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          input.code,
          input.name,
          input.subject,
          input.mandatory,
          input.missing_blocks,
          input.active,
        ],
        {
          actorUserId: caller.id,
          action: 'create',
          entity: 'document_kind',
          changes: input,
        },
      );
      await writeAssetTypes(tx, id, input.asset_types);
      return (await findKind(tx, id))!;
    })
    .catch(codeTaken);
}

export async function updateKind(
  db: Db,
  caller: Caller,
  id: string,
  patch: DocumentKindUpdate,
): Promise<DocumentKind> {
  return db.transaction(async (tx) => {
    const before = await orNotFound(findKind(tx, id));
    await tx.query('select 1 from document_kinds where id = $1 for update', [id]);
    const fields = (['name', 'mandatory', 'missing_blocks', 'active'] as const).filter(
      (f) => patch[f] !== undefined && patch[f] !== before[f],
    );
    const params: unknown[] = [id];
    const sets = fields.map((f) => `${f} = $${params.push(patch[f])}`);
    if (sets.length > 0) {
      await tx.query(
        `update document_kinds set ${sets.join(', ')}, updated_at = now() where id = $1`,
        params,
      );
    }
    if (patch.asset_types) await writeAssetTypes(tx, id, patch.asset_types);
    await audit(tx, {
      actorUserId: caller.id,
      action: 'update',
      entity: 'document_kind',
      entityId: id,
      changes: patch,
    });
    return (await findKind(tx, id))!;
  });
}

const kindInUse = () => new ApiError(409, 'type_in_use');

/** DELETE: a kind no document uses (else 409 type_in_use: deactivate it instead). */
export async function deleteKind(db: Db, caller: Caller, id: string): Promise<DocumentKind> {
  return db
    .transaction(async (tx) => {
      const before = await orNotFound(findKind(tx, id));
      const used = await tx.query('select 1 from documents where kind_id = $1 limit 1', [id]);
      if (used.length > 0) throw kindInUse();
      await deleteAudited(tx, 'document_kinds', id, {
        actorUserId: caller.id,
        entity: 'document_kind',
        changes: before,
      });
      return before;
    })
    .catch(referencedAs(kindInUse));
}

export async function readSettings(db: Queryable): Promise<ComplianceSettings> {
  return (await queryOne(
    db,
    complianceSettings,
    'select expiring_days, updated_at from compliance_settings',
  ))!;
}

export async function updateSettings(
  db: Db,
  caller: Caller,
  patch: { expiring_days: number },
): Promise<ComplianceSettings> {
  return db.transaction(async (tx) => {
    await tx.query(
      'update compliance_settings set expiring_days = $1, updated_at = now() where id',
      [patch.expiring_days],
    );
    await audit(tx, {
      actorUserId: caller.id,
      action: 'update',
      entity: 'compliance_settings',
      entityId: null,
      changes: patch,
    });
    return readSettings(tx);
  });
}
