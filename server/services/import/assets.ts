/**
 * Import of assets from CSV (docs/import.md): the rules of `POST /assets` for every row (the
 * contract's validation, an active asset type, whose assets), plus a registration unique among
 * the target's live assets and in the file, and the plan's asset limit for the whole file.
 */
import { z } from 'zod';
import { assetCreate, type AssetCreate } from '../../../contract/asset';
import type { User } from '../../../contract/auth';
import {
  ASSET_IMPORT_COLUMNS,
  ASSET_IMPORT_REQUIRED,
  type AssetImportBody,
  type ImportPreview,
  type ImportResult,
  type ImportRowError,
} from '../../../contract/import';
import type { Db, Queryable } from '../../db/db';
import { invalidField } from '../../errors';
import { assetTargetOf, type AssetTarget } from '../../scope/assets';
import { audit } from '../platform/audit';
import { WRITABLE } from '../assets/assets';
import { entitlementsOf, usageOf, type PlanPolicy } from '../business/entitlements';
import { codeOf, err, ImportRejected, number, readCsv, sorted, type CsvRow } from './csv';
import { queryRows } from '../../db/query';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** Whose assets the file creates: as `POST /assets` (server/scope/assets.ts). */
type Target = AssetTarget;

/**
 * The target must exist (the superadmin's: 400 on the field, as `POST /assets`). In the commit
 * its row is locked (no key update, as assertRoomFor: foreign keys still pass), so two imports
 * for one owner or business run one after the other and cannot both take one plate or the
 * plan's last places.
 */
async function checkTarget(db: Queryable, target: Target, lock: boolean): Promise<void> {
  const forUpdate = lock ? ' for no key update' : '';
  if (target.owner) {
    const u = await db.query(
      `select 1 from users where id = $1 and role = 'asset_owner'${forUpdate}`,
      [target.owner],
    );
    if (u.length === 0) throw invalidField('owner_user_id');
  } else {
    const b = await db.query(`select 1 from businesses where id = $1${forUpdate}`, [
      target.business,
    ]);
    if (b.length === 0) throw invalidField('business_id');
  }
}

/** Registrations compare without case, spaces or dashes: `AB-123-CD` is `ab 123 cd`. */
const plate = (registration: string) => registration.replace(/[\s-]/g, '').toUpperCase();
const PLATE_SQL = `upper(regexp_replace(registration, '[[:space:]-]', '', 'g'))`;

const INTEGERS = ['year', 'capacity_kg', 'odometer_km'] as const;

/** One row as `POST /assets` would take it, or its errors. */
function toInput(
  r: CsvRow,
  types: Map<string, string>,
): { input?: AssetCreate; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const v = r.values;
  const typeText = v.asset_type;
  let typeId: string | undefined;
  if (typeText === undefined) errors.push(err(r.row, 'asset_type', 'required'));
  else {
    typeId = types.get(typeText.toLowerCase());
    if (!typeId) errors.push(err(r.row, 'asset_type', 'unknown_asset_type'));
  }
  const raw: Record<string, unknown> = {
    name: v.name ?? '',
    registration: v.registration ?? null,
    make: v.make ?? null,
    model: v.model ?? null,
    serial_vin: v.serial_vin ?? null,
    notes: v.notes ?? null,
    currency: v.currency?.toUpperCase() ?? undefined,
  };
  for (const f of INTEGERS) {
    const text = v[f];
    if (text === undefined) raw[f] = null;
    else {
      const n = number(text);
      if (n === undefined) errors.push(err(r.row, f, 'number'));
      raw[f] = n ?? null;
    }
  }
  // A placeholder uuid stands in for an unknown type, so that the other cells are still checked.
  raw.asset_type_id = typeId ?? '00000000-0000-4000-8000-000000000000';
  const parsed = assetCreate.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (errors.some((e) => e.field === field)) continue;
      errors.push(
        err(r.row, field === 'asset_type_id' ? 'asset_type' : field, codeOf(issue.message)),
      );
    }
  }
  return parsed.success && errors.length === 0 ? { input: parsed.data, errors } : { errors };
}

/**
 * Every row's errors and the inputs of the good ones. Read on `db` (preview) or inside the
 * commit's transaction after its locks, so both answer the same for the same database.
 */
async function validate(
  db: Queryable,
  csv: string,
  target: Target,
  policy: PlanPolicy,
  lock = false,
) {
  const file = readCsv(csv, ASSET_IMPORT_COLUMNS, ASSET_IMPORT_REQUIRED);
  const errors = [...file.errors];
  // A file that cannot be read as the template (its header, its size) is answered as such:
  // checking its rows against the wrong columns would only add noise.
  if (errors.length > 0) return { file, errors: sorted(errors), inputs: [] };
  // Active types by name (any case) and by id: the create route takes only active ones.
  const typeRows = await queryRows(
    db,
    z.object({ id: z.string(), name: z.string() }),
    `select id, name from asset_types where active${lock ? ' for share' : ''}`,
  );
  const types = new Map<string, string>();
  for (const t of typeRows) {
    types.set(t.name.toLowerCase(), t.id);
    types.set(t.id, t.id);
  }
  const inputs: { row: number; input: AssetCreate }[] = [];
  for (const r of file.rows) {
    const { input, errors: rowErrors } = toInput(r, types);
    errors.push(...rowErrors);
    if (input) inputs.push({ row: r.row, input });
  }

  // A registration once in the file, and not already on one of the target's live assets.
  const plates = new Map<string, number>();
  for (const { row, input } of inputs) {
    if (!input.registration) continue;
    const p = plate(input.registration);
    if (plates.has(p)) errors.push(err(row, 'registration', 'duplicate_in_file'));
    else plates.set(p, row);
  }
  if (plates.size > 0) {
    const taken = await queryRows(
      db,
      z.object({ p: z.string() }),
      `select distinct ${PLATE_SQL} as p from assets
       where deleted_at is null and registration is not null
         and ${target.owner ? 'owner_user_id' : 'business_id'} = $1
         and ${PLATE_SQL} = any($2::text[])`,
      [target.owner ?? target.business, [...plates.keys()]],
    );
    for (const { p } of taken)
      errors.push(err(plates.get(p)!, 'registration', 'registration_taken'));
  }

  // The plan counts every row of the file: the ones past the free places are refused.
  if (target.business) {
    const { maxAssets } = await entitlementsOf(db, target.business, policy);
    if (maxAssets !== null) {
      const room = Math.max(0, maxAssets - (await usageOf(db, target.business, 'assets')));
      file.rows.slice(room).forEach((r) => errors.push(err(r.row, null, 'plan_limit_reached')));
    }
  }
  return { file, errors: sorted(errors), inputs };
}

/** `POST /assets/import/preview`: every row and every error; writes nothing. */
export async function previewAssetImport(
  db: Db,
  caller: Caller,
  body: AssetImportBody,
  policy: PlanPolicy,
): Promise<ImportPreview> {
  const target = assetTargetOf(caller, body);
  await checkTarget(db, target, false);
  const { file, errors } = await validate(db, body.csv, target, policy);
  return { delimiter: file.delimiter, columns: file.columns, rows: file.rows, errors };
}

/**
 * `POST /assets/import`: validated again inside one transaction that writes every row or none
 * (ImportRejected with all errors), with one audit row naming the created assets.
 */
export async function commitAssetImport(
  db: Db,
  caller: Caller,
  body: AssetImportBody,
  policy: PlanPolicy,
): Promise<ImportResult> {
  const target = assetTargetOf(caller, body);
  return db.transaction(async (tx) => {
    await checkTarget(tx, target, true);
    const { errors, inputs } = await validate(tx, body.csv, target, policy, true);
    if (errors.length > 0) throw new ImportRejected(errors);
    const ids = await insertAll(
      tx,
      target,
      inputs.map((i) => i.input),
    );
    await audit(tx, {
      actorUserId: caller.id,
      action: 'import',
      entity: 'asset',
      entityId: null,
      changes: {
        count: ids.length,
        ids,
        owner_user_id: target.owner,
        business_id: target.business,
      },
    });
    return { created: ids.length, ids };
  });
}

/** An asset's own fields, but its photo and documents (a file names neither). */
const COLUMNS = WRITABLE.filter((c) => c !== 'photo_url' && c !== 'document_urls');

/** One insert for the whole file (at most IMPORT_MAX_ROWS × 13 parameters). */
async function insertAll(tx: Queryable, target: Target, inputs: AssetCreate[]): Promise<string[]> {
  if (inputs.length === 0) return [];
  const params: unknown[] = [];
  const tuples = inputs.map((input) => {
    const cells = [target.owner, target.business, ...COLUMNS.map((c) => input[c])].map(
      (value) => `$${params.push(value)}`,
    );
    return `(${cells.join(', ')})`;
  });
  const rows = await queryRows(
    tx,
    z.object({ id: z.string() }),
    `insert into assets (owner_user_id, business_id, ${COLUMNS.join(', ')})
     values ${tuples.join(', ')} returning id`,
    params,
  );
  return rows.map((r) => r.id);
}
