/**
 * The plan of a page statement the app ran (captured by capture.ts), with its timing: `explain
 * (analyze, buffers)` on the loaded database, and whether every read of the tables it names is
 * an index's (a sequential scan of a million rows is what a page must never do). The fleet
 * report's pages are checked so (docs/compliance.md, "Cost and profit").
 */
import pg from 'pg';
import type { FloorStatement } from './floor-server';
import type { Explained } from './report';

/** Sequential scans of `tables` in a text plan ("Parallel Seq Scan on asset_finance f"). */
export function seqScansOf(plan: string, tables: readonly string[]): string[] {
  return plan
    .split('\n')
    .map((line) => /\bSeq Scan on (\w+) .*?(?=\s+\(|$)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && tables.includes(m[1]!))
    .map((m) => m[0]);
}

/** Explains each statement on `url`, with its parameters, as the app ran it. */
export async function explainAll(
  url: string,
  statements: readonly { name: string; statement: FloorStatement; tables: readonly string[] }[],
): Promise<Explained[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found: Explained[] = [];
    for (const { name, statement, tables } of statements) {
      const rows = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.sql}`,
        [...statement.params],
      );
      const plan = rows.rows.map((r) => r['QUERY PLAN']).join('\n');
      const time = /Execution Time: ([\d.]+) ms/.exec(plan);
      found.push({
        name,
        plan,
        executionMs: time ? Number(time[1]) : NaN,
        seqScans: seqScansOf(plan, tables),
      });
    }
    return found;
  } finally {
    await client.end();
  }
}
