/**
 * The database's counted shapes (row_count_specs: migration 013 and the migrations after it) are
 * exactly those the record modules and lists declare with `counted(…)` (docs/totals.md), both
 * ways: totals-counters.test.ts checks that every declared shape exists; this file that the
 * database keeps no table, shape or counter column that no list declares (a counter nobody reads
 * still costs every write of its table) but the few named here, so that the two definitions
 * cannot drift apart unnoticed.
 */
import { describe, expect, it } from 'vitest';
import { declaredCounts } from '../../server/services/platform/counts';
import { appPerFile } from './per-file';

const t = appPerFile();

interface Spec {
  shapes: string[];
  columns: string[];
}

/** A table's declarations merged: each list of it may read some of its shapes and columns. */
function declaredSpecs(): Map<string, Spec> {
  const byTable = new Map<string, { shapes: Set<string>; columns: Set<string> }>();
  for (const declared of declaredCounts()) {
    const spec = byTable.get(declared.table) ?? { shapes: new Set(), columns: new Set() };
    for (const shape of declared.shapes) spec.shapes.add(shape);
    for (const column of Object.values(declared.columns)) spec.columns.add(column);
    byTable.set(declared.table, spec);
  }
  return new Map(
    [...byTable].map(([table, spec]) => [
      table,
      { shapes: [...spec.shapes].sort(), columns: [...spec.columns].sort() },
    ]),
  );
}

/**
 * The counters migration 013 keeps that no list declares today: the dispatches' and the ledger's
 * whole-table counts (their lists are always filtered: an asset's history, a wallet's ledger),
 * the dispatches' status column, and every earnings counter (earnings are read from the
 * rollups of migration 014, never listed row by row). Each write of those tables still moves them. A migration that drops
 * them, or a list that comes to read them, takes them out of here.
 */
const KEPT_UNREAD: Record<string, Spec> = {
  dispatches: { shapes: [''], columns: ['status'] },
  earnings: { shapes: ['', 'asset_id', 'owner_user_id'], columns: ['asset_id', 'owner_user_id'] },
  wallet_transactions: { shapes: [''], columns: [] },
};

/** What the database keeps beyond the declarations: per table, shapes and columns. */
function undeclared(inDatabase: Map<string, Spec>, declared: Map<string, Spec>) {
  const extra: Record<string, Spec> = {};
  for (const [table, spec] of inDatabase) {
    const read = declared.get(table) ?? { shapes: [], columns: [] };
    const more = {
      shapes: spec.shapes.filter((shape) => !read.shapes.includes(shape)),
      columns: spec.columns.filter((column) => !read.columns.includes(column)),
    };
    if (more.shapes.length > 0 || more.columns.length > 0) extra[table] = more;
  }
  return extra;
}

describe('row_count_specs', () => {
  it('holds the counted tables, shapes and columns the record modules declare, and no other', async () => {
    const rows = await t.db.query<{ tbl: string; shapes: string[]; columns: string[] }>(
      `select tbl, shapes, array(select jsonb_object_keys(columns)) as columns
       from row_count_specs order by tbl`,
    );
    const inDatabase = new Map(
      rows.map((r) => [r.tbl, { shapes: [...r.shapes].sort(), columns: [...r.columns].sort() }]),
    );
    // The app has registered its lists' declarations (createTestApp loaded every route).
    expect(undeclared(inDatabase, declaredSpecs())).toEqual(KEPT_UNREAD);
  });
});
