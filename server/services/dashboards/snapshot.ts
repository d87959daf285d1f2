/**
 * What every role dashboard shares (docs/dashboards.md): one instant and one snapshot for all
 * its figures, counters read from migration 013's `row_counts`, and months as the rollups keep
 * them (UTC calendar months).
 */
import { z } from 'zod';
import { SERIES_MONTHS } from '../../../contract/dashboards';
import { DEFAULT_TIME_ZONE, periodsIn } from '../../../contract/days';
import { REQUEST_STATUSES } from '../../../contract/request';
import { iso, type Db, type Queryable } from '../../db/db';
import { queryRows } from '../../db/query';

/**
 * Runs `read` in a read-only repeatable-read transaction with its instant (`at`, by default the
 * database's clock): the figures of one answer agree with each other.
 */
export function snapshotAt<T>(
  db: Db,
  at: Date | undefined,
  read: (tx: Queryable, now: Date) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const now =
      at ??
      new Date(
        iso((await queryRows(tx, z.object({ now: z.string() }), 'select now() as now'))[0]!.now),
      );
    return read(tx, now);
  });
}

/** Every key of `keys` at 0, then the counted ones. */
export function countsOf<K extends string>(
  keys: readonly K[],
  rows: readonly { key: string; n: number }[],
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as K] += row.n;
  return counts;
}

/**
 * The counters `keys` of `table` (row_counts' text keys, docs/totals.md), each by its key: one
 * primary-key read per key. A counter never moved is absent (reads 0).
 */
export async function counters(
  tx: Queryable,
  table: string,
  keys: readonly string[],
): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows(
    tx,
    z.object({ key: z.string(), n: z.number() }),
    'select key, n::float8 as n from row_counts where tbl = $1 and key = any($2)',
    [table, keys],
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

/** `YYYY-MM` of the UTC month holding `at`, shifted by `by` months. */
export function monthKey(at: Date, by = 0): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + by, 1));
  return d.toISOString().slice(0, 7);
}

/** The first day (UTC) of the month holding `at`, shifted by `by` months. */
export const monthStart = (at: Date, by = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + by, 1));

/** The first day (`YYYY-MM-DD`) of the series of `at` (seriesMonths' first month). */
export const seriesStart = (at: Date): string =>
  monthStart(at, 1 - SERIES_MONTHS)
    .toISOString()
    .slice(0, 10);

/** The SERIES_MONTHS months ending with `at`'s, oldest first (`YYYY-MM`). */
export const seriesMonths = (at: Date): string[] =>
  Array.from({ length: SERIES_MONTHS }, (_, i) => monthKey(at, i - SERIES_MONTHS + 1));

/** A rollup's `month` column (a date) as `YYYY-MM`. */
export const monthOf = (value: unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 7) : String(value).slice(0, 7);

/**
 * Rows by month and currency spread into one series per currency, every month present (0 when
 * absent), oldest first; no row at all: one series of zeros in `fallbackCurrency`.
 */
export function seriesByCurrency<T extends { month: string }>(
  months: readonly string[],
  rows: readonly ({ currency: string } & T)[],
  zero: (month: string) => T,
  fallbackCurrency: string,
): { currency: string; months: T[] }[] {
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  if (currencies.length === 0) currencies.push(fallbackCurrency);
  return currencies.map((currency) => {
    const byMonth = new Map(
      rows.filter((r) => r.currency === currency).map((r) => [r.month, r] as const),
    );
    return {
      currency,
      months: months.map((month) => {
        const row = byMonth.get(month);
        if (!row) return zero(month);
        // The series names its currency once: each month carries only its figures.
        const figures: Partial<{ currency: string } & T> = { ...row };
        delete figures.currency;
        return figures as unknown as T;
      }),
    };
  });
}

export type { Period } from '../../../contract/days';

export const after = (at: Date, ms: number) => new Date(at.getTime() + ms);

/**
 * The day and the ISO week holding `at` in the platform's time zone (Europe/Paris): the
 * operators' "today" (issue 33), which their lists' "today" filters resolve the same way.
 */
export const periodsOf = (at: Date) => periodsIn(DEFAULT_TIME_ZONE, at);

/**
 * Requests created this ISO week (Europe/Paris) by status, today's among them, with the periods'
 * starts: a range of requests_created_at_idx, the week's rows only (no counter keeps a
 * period). The manager's and the superadmin's dashboards count them so.
 */
export async function requestsByPeriod(tx: Queryable, now: Date) {
  const { today, week } = periodsOf(now);
  const rows = await queryRows(
    tx,
    z.object({ status: z.string(), week: z.number(), today: z.number() }),
    `select status, count(*)::int as week,
            count(*) filter (where created_at >= $3 and created_at < $4)::int as today
     from requests where created_at >= $1 and created_at < $2
     group by status`,
    [week.start, week.end, today.start, today.end].map((t) => t.toISOString()),
  );
  return {
    today_start: today.start.toISOString(),
    week_start: week.start.toISOString(),
    requests_today: countsOf(
      REQUEST_STATUSES,
      rows.map((r) => ({ key: r.status, n: r.today })),
    ),
    requests_this_week: countsOf(
      REQUEST_STATUSES,
      rows.map((r) => ({ key: r.status, n: r.week })),
    ),
  };
}
