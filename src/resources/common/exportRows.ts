import type { RaRecord } from 'react-admin';
import { MAX_LIMIT } from '../../../contract/common';

/**
 * The most rows one export reads (a hundred API pages): past it the file holds the first ones
 * and the screen says how many it left out, so that nobody takes a part for the whole.
 */
export const EXPORT_MAX_ROWS = 10_000;

/** One page of a list as react-admin's `getList` answers it. */
export interface ListPage {
  data: RaRecord[];
  total?: number;
  meta?: { totalIsLowerBound?: boolean };
}

export interface ExportedRows {
  rows: RaRecord[];
  /** How many rows the filter selects (a lower bound when the server stopped counting). */
  total: number;
  /** The file holds every row the filter selects. */
  complete: boolean;
  /** `total` is a lower bound ("10 000+", docs/totals.md). */
  lowerBound: boolean;
}

/**
 * Every row the list's filter selects, page after page of the API's largest page, up to `max`
 * (the list's own order; a row met twice because the list moved between pages is kept once).
 */
export async function exportRows(
  fetchPage: (page: number, perPage: number) => Promise<ListPage>,
  max = EXPORT_MAX_ROWS,
): Promise<ExportedRows> {
  const rows: RaRecord[] = [];
  const seen = new Set<unknown>();
  let total = 0;
  let lowerBound = false;
  let complete = false;
  for (let page = 1; !complete && rows.length < max; page += 1) {
    const answer = await fetchPage(page, MAX_LIMIT);
    total = answer.total ?? rows.length + answer.data.length;
    lowerBound = answer.meta?.totalIsLowerBound === true;
    for (const row of answer.data) {
      if (rows.length >= max) break;
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
    complete = answer.data.length < MAX_LIMIT || (!lowerBound && rows.length >= total);
  }
  return { rows, total: Math.max(total, rows.length), complete, lowerBound };
}
