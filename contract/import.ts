import { z } from 'zod';
import { ASSET_DESCRIPTION_FIELDS, assetOwnerChoice } from './asset';
import { errorResponse } from './common';

/**
 * Bulk import from CSV (docs/import.md): a preview that validates every row and writes nothing,
 * then a commit that writes all rows or none. The file travels as text in a JSON body.
 */

/** At most this many data rows (the header not counted) in one file. */
export const IMPORT_MAX_ROWS = 500;
/** At most this many bytes of CSV (UTF-8) in one file; larger answers 413. */
export const IMPORT_MAX_BYTES = 256 * 1024;

/** The template's columns, in its order: a file's header must name them (any case, any order). */
export const ASSET_IMPORT_COLUMNS = [
  'name',
  'asset_type',
  ...ASSET_DESCRIPTION_FIELDS,
  'currency',
  'notes',
] as const;
export const ASSET_TYPE_IMPORT_COLUMNS = [
  'name',
  'description',
  'capacity_kg',
  'base_price',
  'currency',
  'active',
  'average_speed_kmh',
] as const;
/** Columns a header must hold; the others may be left out. */
export const ASSET_IMPORT_REQUIRED = ['name', 'asset_type'] as const;
export const ASSET_TYPE_IMPORT_REQUIRED = ['name'] as const;

/** The contract's validation messages a cell may fail with, without their prefix. */
export const importMessageCodes = [
  'required',
  'too_long',
  'integer',
  'non_negative',
  'currency',
  'invalid',
] as const;

/** Why a row (or the file, row 1 = the header) is refused: the app translates each one. */
export const importErrorCodes = [
  // The file as a whole.
  'empty_file',
  'too_many_rows',
  'unreadable',
  'missing_column',
  'unknown_column',
  'duplicate_column',
  // One cell: a contract's validation message, or not a number or a yes/no.
  ...importMessageCodes,
  'number',
  'boolean',
  // Rules of the create routes.
  'unknown_asset_type',
  'registration_taken',
  'duplicate_in_file',
  'name_taken',
  'plan_limit_reached',
] as const;
export const importErrorCode = z.enum(importErrorCodes);

/** One problem: `row` is the spreadsheet's row number (the header is row 1). */
export const importRowError = z.object({
  row: z.number().int(),
  /** A column of the template; null for the whole row or file. */
  field: z.string().nullable(),
  code: importErrorCode,
});
export type ImportRowError = z.infer<typeof importRowError>;

/** The body of every import route: the file's text, and for the superadmin whose assets. */
export const importBody = z.object({
  // Loose here: a file over IMPORT_MAX_BYTES answers 413 (payload_too_large), not 400.
  csv: z.string().max(IMPORT_MAX_BYTES * 4),
});
/** Whose assets: as `POST /assets`. */
export const assetImportBody = importBody.extend(assetOwnerChoice);
export type AssetImportBody = z.infer<typeof assetImportBody>;

/** A row as read: the cells of the template's columns, as text (empty cells left out). */
export const importRow = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
});

export const importPreview = z.object({
  /** `;` or `,`: the separator found. */
  delimiter: z.string(),
  columns: z.array(z.string()),
  rows: z.array(importRow),
  errors: z.array(importRowError),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = z.object({
  /** How many records were written. */
  created: z.number().int(),
  ids: z.array(z.string()),
});
export type ImportResult = z.infer<typeof importResult>;

/** A refused commit: the usual error shape, with every row's errors. */
export const importErrorResponse = errorResponse.extend({
  rows: z.array(importRowError).optional(),
});
export type ImportErrorResponse = z.infer<typeof importErrorResponse>;
