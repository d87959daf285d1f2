/**
 * Import of asset types from CSV (superadmin, docs/import.md): the rules of `POST /asset-type`
 * for every row, a name unique whatever its case (in the file and among existing types), and
 * `base_price` in the currency's major units as people write prices (`45,50` is 4550 cents).
 */
import { z } from 'zod';
import { assetTypeCreate, type AssetTypeCreate } from '../../../contract/asset-type';
import {
  ASSET_TYPE_IMPORT_COLUMNS,
  ASSET_TYPE_IMPORT_REQUIRED,
  type ImportPreview,
  type ImportResult,
  type ImportRowError,
} from '../../../contract/import';
import type { Db, Queryable } from '../../db/db';
import { audit } from '../platform/audit';
import { WRITABLE } from '../catalog/asset-types';
import { boolean, codeOf, err, ImportRejected, number, readCsv, sorted, type CsvRow } from './csv';
import { queryRows } from '../../db/query';
import { minorDigits } from '../money/minor-digits';

function toInput(r: CsvRow): { input?: AssetTypeCreate; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const v = r.values;
  const currency = v.currency?.toUpperCase() ?? 'EUR';
  const raw: Record<string, unknown> = {
    name: v.name ?? '',
    description: v.description ?? null,
    currency,
  };
  // Optional cells, each read as its kind. `average_speed_kmh`: the type's speed for ETAs
  // without a routing service (default 30 km/h).
  const optional = [
    ['active', boolean, 'boolean'],
    ['capacity_kg', number, 'number'],
    ['average_speed_kmh', number, 'number'],
  ] as const;
  for (const [field, parse, kind] of optional) {
    const cell = v[field];
    if (cell === undefined) continue;
    const value = parse(cell);
    if (value === undefined) errors.push(err(r.row, field, kind));
    else raw[field] = value;
  }
  if (v.base_price !== undefined) {
    const n = number(v.base_price);
    if (n === undefined) errors.push(err(r.row, 'base_price', 'number'));
    else {
      const minor = n * 10 ** minorDigits(/^[A-Z]{3}$/.test(currency) ? currency : 'EUR');
      // More decimals than the currency has is no price (the contract answers `integer`).
      raw.base_price = Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : minor;
    }
  }
  const parsed = assetTypeCreate.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!errors.some((e) => e.field === field))
        errors.push(err(r.row, field, codeOf(issue.message)));
    }
  }
  return parsed.success && errors.length === 0 ? { input: parsed.data, errors } : { errors };
}

async function validate(db: Queryable, csv: string) {
  const file = readCsv(csv, ASSET_TYPE_IMPORT_COLUMNS, ASSET_TYPE_IMPORT_REQUIRED);
  const errors = [...file.errors];
  // A file that cannot be read as the template (its header, its size) is answered as such:
  // checking its rows against the wrong columns would only add noise.
  if (errors.length > 0) return { file, errors: sorted(errors), inputs: [] };
  const inputs: { row: number; input: AssetTypeCreate }[] = [];
  for (const r of file.rows) {
    const { input, errors: rowErrors } = toInput(r);
    errors.push(...rowErrors);
    if (input) inputs.push({ row: r.row, input });
  }
  // Names are unique whatever their case (the index on lower(name) is the rule).
  const names = new Map<string, number>();
  for (const { row, input } of inputs) {
    const key = input.name.toLowerCase();
    if (names.has(key)) errors.push(err(row, 'name', 'duplicate_in_file'));
    else names.set(key, row);
  }
  if (names.size > 0) {
    const taken = await queryRows(
      db,
      z.object({ n: z.string() }),
      'select lower(name) as n from asset_types where lower(name) = any($1::text[])',
      [[...names.keys()]],
    );
    for (const { n } of taken) errors.push(err(names.get(n)!, 'name', 'name_taken'));
  }
  return { file, errors: sorted(errors), inputs };
}

/** `POST /asset-type/import/preview`: every row and every error; writes nothing. */
export async function previewAssetTypeImport(db: Db, csv: string): Promise<ImportPreview> {
  const { file, errors } = await validate(db, csv);
  return { delimiter: file.delimiter, columns: file.columns, rows: file.rows, errors };
}

/** `POST /asset-type/import`: all rows in one transaction, or none (ImportRejected). */
export async function commitAssetTypeImport(
  db: Db,
  actorId: string,
  csv: string,
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const { errors, inputs } = await validate(tx, csv);
    if (errors.length > 0) throw new ImportRejected(errors);
    const ids: string[] = [];
    if (inputs.length > 0) {
      const params: unknown[] = [];
      const tuples = inputs.map(({ input }) => {
        const cells = WRITABLE.map((field) => `$${params.push(input[field])}`);
        return `(${cells.join(', ')})`;
      });
      // A type of the same name created meanwhile fails the unique index: the whole file rolls
      // back, as it would have been refused a moment later.
      const rows = await queryRows(
        tx,
        z.object({ id: z.string() }),
        `insert into asset_types (${WRITABLE.join(', ')})
           values ${tuples.join(', ')} returning id`,
        params,
      ).catch((e: unknown) => {
        if ((e as { code?: string }).code === '23505')
          throw new ImportRejected([err(1, 'name', 'name_taken')]);
        throw e;
      });
      ids.push(...rows.map((r) => r.id));
    }
    await audit(tx, {
      actorUserId: actorId,
      action: 'import',
      entity: 'asset_type',
      entityId: null,
      changes: { count: ids.length, ids },
    });
    return { created: ids.length, ids };
  });
}
