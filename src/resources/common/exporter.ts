/**
 * CSV exports for people (issue 22), one module for every list that exports: headers in the
 * user's language (the catalogs' field labels), names and readable references beside their
 * ids, statuses translated, money in currency units, dates in the viewer's time zone. French
 * files are `;`-separated with a decimal comma; every file starts with a UTF-8 BOM so
 * spreadsheets read its accents right.
 */
import Papa from 'papaparse';
import type { TranslateFunction } from 'react-admin';
import { formulaSafe } from '../../../contract/csv-cell';
import { trackingLink } from '../../../contract/tracking-link';
import { minorUnitDigits } from './money';

type Row = Record<string, unknown>;

/** Integer minor units of the row's `currency` (money is never a float: docs/requests-and-money.md). */
export const MONEY_FIELDS = new Set([
  'price',
  'base_price',
  'monthly_price',
  'amount',
  'balance',
  'balance_after',
  'rate',
  'deposit',
  'cost',
]);

/** The readable column an id stands beside; an id without one is left out (it tells nobody anything). */
const READABLE_OF: Record<string, string[]> = { id: ['reference', 'name', 'code', 'email'] };
const readableOf = (key: string) =>
  READABLE_OF[key] ?? (key.endsWith('_id') ? [`${key.slice(0, -3)}_name`] : []);
const isIdColumn = (key: string) => key === 'id' || key.endsWith('_id') || key.endsWith('_by');

/** Tokens a person follows as a link: the column holds the full address (the app's, `appUrl`). */
const LINKS: Record<string, (appUrl: string, value: string) => string> = {
  tracking_token: trackingLink,
};

/** Coded values and where the resource's catalog words them (`resources.<name>.statuses.*`). */
const CODE_LISTS: Record<string, string> = {
  status: 'statuses',
  kind: 'kinds',
  category: 'categories',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface ExportOptions {
  resource: string;
  /** The app's language: `fr` writes `;` and decimal commas. */
  locale: string;
  translate: TranslateFunction;
  /** IANA zone the instants are written in (the business's; else the browser's). */
  timeZone: string;
  /** The app's address the links are written from (`https://flotte.example.com/`). */
  appUrl?: string;
  /** Coded columns worded in another catalog than the resource's: `{ category: 'flotte.wallet.categories' }`. */
  codes?: Record<string, string>;
}

export interface ExportColumn {
  key: string;
  header: string;
}

/**
 * The columns of an export: the rows' fields in their order, each id column right after the
 * readable one it belongs to, ids that have no readable column left out, and nested values
 * (arrays of objects, objects) left out.
 */
export function exportColumns(rows: Row[], { resource, translate }: ExportOptions): ExportColumn[] {
  const keys: string[] = [];
  for (const row of rows)
    for (const key of Object.keys(row)) if (!keys.includes(key)) keys.push(key);
  const nested = (key: string) =>
    rows.some((r) => {
      const v = r[key];
      return (
        v !== null &&
        typeof v === 'object' &&
        !(Array.isArray(v) && v.every((x) => typeof x !== 'object'))
      );
    });
  // The resource's label, else the common one (currency, updated at…), else the field's name.
  const label = (key: string) =>
    translate(`resources.${resource}.fields.${key}`, {
      _: translate(`flotte.exports.fields.${key}`, { _: key }),
    });
  const readable = keys.filter((k) => !isIdColumn(k) && !nested(k));
  const columns: ExportColumn[] = [];
  for (const key of readable) {
    columns.push({ key, header: label(key) });
    for (const id of keys.filter((k) => isIdColumn(k) && readableOf(k).includes(key))) {
      if (columns.some((c) => c.key === id)) continue;
      // The record's own id is no reference of anyone's: it says what it is, an internal id.
      const header =
        id === 'id'
          ? translate('flotte.exports.internal_id')
          : `${label(key)} ${translate('flotte.exports.id_suffix')}`;
      columns.push({ key: id, header });
    }
  }
  return columns;
}

/** One cell as a person reads it. */
export function exportCell(row: Row, key: string, options: ExportOptions): string {
  const { locale, translate, timeZone, resource } = options;
  const value = row[key];
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return translate(`flotte.exports.${value ? 'yes' : 'no'}`);
  if (typeof value === 'number') {
    if (MONEY_FIELDS.has(key)) {
      const currency = typeof row.currency === 'string' ? row.currency : 'EUR';
      const digits = minorUnitDigits(currency);
      return decimal((value / 10 ** digits).toFixed(digits), locale);
    }
    return decimal(String(value), locale);
  }
  if (Array.isArray(value)) return formulaSafe(value.map(String).join(', '));
  const text = String(value);
  const link = LINKS[key];
  if (link && options.appUrl) return formulaSafe(link(options.appUrl, text));
  const worded = options.codes?.[key];
  if (worded) return formulaSafe(translate(`${worded}.${text}`, { _: text }));
  const codes = CODE_LISTS[key];
  if (codes) return formulaSafe(translate(`resources.${resource}.${codes}.${text}`, { _: text }));
  if (ISO_INSTANT.test(text)) {
    const date = new Date(text);
    if (!Number.isNaN(date.getTime())) return instant(date, locale, timeZone);
  }
  if (ISO_DATE.test(text)) {
    const [y, m, d] = text.split('-');
    return locale.startsWith('fr') ? `${d}/${m}/${y}` : text;
  }
  return formulaSafe(text);
}

/** Plain digits with the language's decimal mark (no grouping: spreadsheets read it as a number). */
const decimal = (digits: string, locale: string) =>
  locale.startsWith('fr') ? digits.replace('.', ',') : digits;

/** `24/11/2026 09:30` (fr) or `2026-11-24 09:30` (en), in `timeZone`. */
function instant(date: Date, locale: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  const time = `${parts.hour}:${parts.minute}`;
  return locale.startsWith('fr')
    ? `${parts.day}/${parts.month}/${parts.year} ${time}`
    : `${parts.year}-${parts.month}-${parts.day} ${time}`;
}

/** The whole file: BOM, header row, one line per row; `;` in French, `,` otherwise. */
export function toPeopleCsv(rows: Row[], options: ExportOptions): string {
  const columns = exportColumns(rows, options);
  const csv = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => exportCell(row, c.key, options))),
    },
    { delimiter: options.locale.startsWith('fr') ? ';' : ',', newline: '\r\n' },
  );
  return `\uFEFF${csv}`;
}
