/**
 * The people's CSV (every list's export button) writes a text a spreadsheet would run as a
 * formula with a leading single quote, and numbers, negative amounts included, as numbers.
 */
import Papa from 'papaparse';
import type { TranslateFunction } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { formulaSafe } from '../../contract/csv-cell';
import { toPeopleCsv } from '../../src/resources/common/exporter';

const translate = ((key: string, options?: { _?: string }) =>
  options?._ ?? key) as TranslateFunction;
const PREFIXES = ['=', '+', '-', '@', '\t', '\r'];

const exportOf = (rows: Record<string, unknown>[]) => {
  const csv = toPeopleCsv(rows, { resource: 'things', locale: 'en', translate, timeZone: 'UTC' });
  const [header, ...lines] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data;
  return lines.map((line) => Object.fromEntries(header!.map((h, i) => [h, line[i]])));
};

describe('formula escaping of CSV cells', () => {
  it.each(PREFIXES)('quotes a text starting with %j in every kind of text cell', (prefix) => {
    const text = `${prefix}HYPERLINK("http://x.test")`;
    const [row] = exportOf([{ name: text, tags: [text, 'b'], status: text, amount: -1250 }]);
    expect(row!.name).toBe(`'${text}`);
    expect(row!.tags).toBe(`'${text}, b`);
    expect(row!.status).toBe(`'${text}`);
    // A negative amount is a number, not a formula.
    expect(row!.amount).toBe('-12.50');
  });

  it('leaves other text and numbers as they are', () => {
    const [row] = exportOf([{ name: 'Van 1', km: -3, price: -500, currency: 'EUR' }]);
    expect(row).toMatchObject({ name: 'Van 1', km: '-3', price: '-5.00' });
    expect(formulaSafe('a=b')).toBe('a=b');
    expect(formulaSafe('')).toBe('');
  });
});
