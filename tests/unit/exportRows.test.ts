import { describe, expect, it } from 'vitest';
import { MAX_LIMIT } from '../../contract/common';
import { exportRows, type ListPage } from '../../src/resources/common/exportRows';

/** A list of `count` rows served page by page, as the API pages it; `lowerBound` caps its count. */
function pagedList(count: number, lowerBound?: number) {
  const asked: number[] = [];
  const fetchPage = (page: number, perPage: number): Promise<ListPage> => {
    asked.push(page);
    const start = (page - 1) * perPage;
    const data = Array.from({ length: Math.max(0, Math.min(perPage, count - start)) }, (_, i) => ({
      id: `r-${start + i}`,
    }));
    return Promise.resolve(
      lowerBound === undefined
        ? { data, total: count }
        : {
            data,
            total: Math.min(count, lowerBound),
            meta: { totalIsLowerBound: count > lowerBound },
          },
    );
  };
  return { fetchPage, asked };
}

describe('exportRows: every row a filter selects', () => {
  it('reads page after page until the whole list is in (195 rows: two pages)', async () => {
    const list = pagedList(195);
    const found = await exportRows(list.fetchPage);
    expect(found.rows).toHaveLength(195);
    expect(found.rows.at(-1)?.id).toBe('r-194');
    expect(found).toMatchObject({ total: 195, complete: true, lowerBound: false });
    expect(list.asked).toEqual([1, 2]);
  });

  it('stops at its maximum and says the file is partial, with the whole count', async () => {
    const found = await exportRows(pagedList(450).fetchPage, 250);
    expect(found.rows).toHaveLength(250);
    expect(found).toMatchObject({ total: 450, complete: false });
  });

  it('reads past a count the server stopped (a lower bound) until a short page', async () => {
    const found = await exportRows(pagedList(3 * MAX_LIMIT + 7, MAX_LIMIT).fetchPage);
    expect(found.rows).toHaveLength(3 * MAX_LIMIT + 7);
    expect(found.complete).toBe(true);
  });

  it('calls a lower-bound list at its maximum partial, even when the count equals it', async () => {
    const found = await exportRows(pagedList(500, 200).fetchPage, 200);
    expect(found).toMatchObject({ total: 200, complete: false, lowerBound: true });
  });

  it('keeps a row once when the list moved between two pages', async () => {
    const fetchPage = (page: number): Promise<ListPage> =>
      Promise.resolve({
        data:
          page === 1
            ? Array.from({ length: MAX_LIMIT }, (_, i) => ({ id: i }))
            : [{ id: MAX_LIMIT - 1 }, { id: MAX_LIMIT }],
        total: MAX_LIMIT + 1,
      });
    const found = await exportRows(fetchPage);
    expect(found.rows.map((r) => r.id)).toEqual(Array.from({ length: MAX_LIMIT + 1 }, (_, i) => i));
  });
});
