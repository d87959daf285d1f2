/**
 * The CSV dialect of every import (docs/import.md): UTF-8 with or without a BOM, `;` or `,`
 * (whichever the header row holds more of), RFC 4180 quotes, blank lines skipped, header names
 * of the template in any case and order. Cells are read as text; `number` reads French decimals.
 */
import Papa from 'papaparse';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importMessageCodes,
  type ImportRowError,
} from '../../../contract/import';
import { ApiError } from '../../errors';

export interface CsvRow {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  /** The cells of known columns, trimmed; empty cells are absent. */
  values: Record<string, string>;
}

export interface CsvFile {
  delimiter: string;
  columns: string[];
  rows: CsvRow[];
  /** Problems of the file as a whole (its header, its size): row 1 or 0. */
  errors: ImportRowError[];
}

/** The separator the header row uses most (`;` from a French spreadsheet, `,` otherwise). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * Reads a file against a template's columns. A file over IMPORT_MAX_BYTES answers 413 at once
 * (nothing to preview); the other problems are answered as errors, all at once.
 */
export function readCsv(
  csv: string,
  template: readonly string[],
  required: readonly string[],
): CsvFile {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) {
    throw new ApiError(413, 'payload_too_large', `At most ${IMPORT_MAX_BYTES} bytes of CSV.`);
  }
  const text = csv.replace(/^\uFEFF/, '');
  const delimiter = delimiterOf(text);
  const parsed = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  const errors: ImportRowError[] = [];
  const records = parsed.data.map((cells, i) => ({ row: i + 1, cells }));
  const blank = (cells: string[]) => cells.every((c) => c.trim() === '');
  const [head, ...body] = records.filter((r) => !blank(r.cells));
  if (!head) return { delimiter, columns: [], rows: [], errors: [err(1, null, 'empty_file')] };

  const headers = head.cells.map((h) => h.trim().toLowerCase());
  const seen = new Set<string>();
  headers.forEach((h) => {
    if (!template.includes(h)) errors.push(err(head.row, h || null, 'unknown_column'));
    else if (seen.has(h)) errors.push(err(head.row, h, 'duplicate_column'));
    seen.add(h);
  });
  for (const r of required) {
    if (!seen.has(r)) errors.push(err(head.row, r, 'missing_column'));
  }
  if (body.length === 0) errors.push(err(head.row, null, 'empty_file'));
  if (body.length > IMPORT_MAX_ROWS) errors.push(err(head.row, null, 'too_many_rows'));
  // Papaparse's own complaints (an unclosed quote…) concern the row they happen on.
  for (const e of parsed.errors) {
    if (e.code !== 'UndetectableDelimiter') errors.push(err((e.row ?? 0) + 1, null, 'unreadable'));
  }

  const columns = template.filter((c) => seen.has(c));
  const rows = body.slice(0, IMPORT_MAX_ROWS).map(({ row, cells }) => {
    const values: Record<string, string> = {};
    headers.forEach((h, i) => {
      const cell = (cells[i] ?? '').trim();
      if (template.includes(h) && cell !== '') values[h] = cell;
    });
    if (cells.length > headers.length && cells.slice(headers.length).some((c) => c.trim())) {
      errors.push(err(row, null, 'unreadable'));
    }
    return { row, values };
  });
  return { delimiter, columns, rows, errors };
}

export const err = (
  row: number,
  field: string | null,
  code: ImportRowError['code'],
): ImportRowError => ({ row, field, code });

/**
 * A number as people type it: `1 400`, `1400.5` or `1400,5` (French decimal comma). Spaces
 * (also non-breaking ones) group thousands; one `,` or `.` marks decimals. undefined: not one.
 */
export function number(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^[-+]?\d+([.,]\d+)?$/.test(compact)) return undefined;
  return Number(compact.replace(',', '.'));
}

const TRUE = ['true', 'oui', 'yes', 'vrai', '1'];
const FALSE = ['false', 'non', 'no', 'faux', '0'];
/** `oui`/`non`, `true`/`false`, `1`/`0`…; undefined: neither. */
export function boolean(text: string): boolean | undefined {
  const t = text.toLowerCase();
  if (TRUE.includes(t)) return true;
  if (FALSE.includes(t)) return false;
  return undefined;
}

/** A contract's message key (`flotte.validation.too_long`) as an import code (`too_long`). */
export function codeOf(message: string): ImportRowError['code'] {
  const code = message.replace(/^flotte\.validation\./, '');
  return importMessageCodes.find((k) => k === code) ?? 'invalid';
}

/** Errors sorted by row then column, so that the file reads top to bottom. */
export const sorted = (errors: ImportRowError[]) =>
  [...errors].sort((a, b) => a.row - b.row || (a.field ?? '').localeCompare(b.field ?? ''));

/** A refused commit: every error, nothing written. 409 when only the plan's limit refuses. */
export class ImportRejected extends Error {
  constructor(readonly errors: ImportRowError[]) {
    super('The file has errors: nothing was imported.');
    this.name = 'ImportRejected';
  }
  get statusCode() {
    return this.errors.every((e) => e.code === 'plan_limit_reached') ? 409 : 400;
  }
}
