/** Which of the statements the app ran for a request the floor runs (pure, see capture.ts). */
import type { Row } from '../../server/db/db';
import type { FloorStatement } from './floor-server';
import type { RouteKind } from './report';

/** A statement the app ran, with the rows it answered. */
export interface Recorded extends FloorStatement {
  rows: Row[];
}

/** What the floor runs, and what it was taken from (for the report). */
export interface FloorPick extends FloorStatement {
  /** The app's statement as it ran. */
  captured: string;
  /** Its columns the floor leaves out (a total answered beside the records). */
  dropped: string[];
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statements of a request the floor runs: for a list, its page (the statement with an
 * `offset` that answered the rows) without the total; for the earnings, the statements that
 * answered months. A page statement that also answers the total in a column the records do not
 * have (`recordKeys`) is wrapped in a select of the records' columns alone: PostgreSQL then
 * plans the page without that column (it drops a subquery's unused outputs).
 */
export function floorStatements(
  kind: RouteKind,
  log: readonly Recorded[],
  recordKeys: ReadonlySet<string>,
): FloorPick[] {
  const picked =
    kind === 'list'
      ? log.filter((s) => /\boffset\b/i.test(s.sql) && s.rows.length > 0).slice(-1)
      : log.filter((s) => s.rows[0] !== undefined && 'month' in s.rows[0]);
  if (picked.length === 0) {
    const seen = log.map((s) => `  ${s.sql.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n');
    throw new Error(`no ${kind} statement among the app's statements:\n${seen}`);
  }
  return picked.map(({ sql, params, rows, prepared }) => {
    const columns = Object.keys(rows[0]!);
    const kept = columns.filter((c) => recordKeys.has(c));
    if (kind === 'earnings' || kept.length === columns.length || kept.length === 0) {
      return { sql, params, prepared, captured: sql, dropped: [] };
    }
    return {
      sql: `select ${kept.map(quoted).join(', ')} from (${sql}) as page`,
      params,
      prepared,
      captured: sql,
      dropped: columns.filter((c) => !recordKeys.has(c)),
    };
  });
}
