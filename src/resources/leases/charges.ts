import type { Lease } from '../../../contract/lease';

/**
 * What a lease costs (docs/leases.md): accepting it debits the business its first period, at
 * the lease's rate, and the deposit; each later period is debited as it starts. Every period
 * begun is charged whole, the last one too when the end date cuts it.
 */
export function firstCharge({ rate, deposit }: Pick<Lease, 'rate' | 'deposit'>) {
  return { first: rate, deposit, total: rate + deposit };
}

/**
 * The first day of period `k` (0 is the start, `YYYY-MM-DD`): a day or a week later each time,
 * or a calendar month from the start's day (31 Jan, 28 Feb, 31 Mar: the anchor stays).
 */
export function periodStart(start: string, period: Lease['period'], k: number): string {
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  if (period !== 'month') {
    const days = period === 'week' ? 7 * k : k;
    return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
  }
  const lastDay = new Date(Date.UTC(year, month + k, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + k, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Whether a lease from `start` to `end` (included) runs into a second period. */
export const hasLaterPeriods = (start: string, end: string, period: Lease['period']) =>
  periodStart(start, period, 1) <= end;

/** The periods a lease from `start` to `end` (included) runs into. */
export function periodCount(start: string, end: string, period: Lease['period']): number {
  if (end < start) return 0;
  let count = 1;
  while (periodStart(start, period, count) <= end) count += 1;
  return count;
}
