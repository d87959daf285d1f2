/**
 * The calendar of a lease (docs/leases.md), pure: a lease runs from its start date to its end
 * date included; its periods follow each other from the start date by one day, one week or one
 * calendar month counted from the start (31 January, 28 February, 31 March…). Every period
 * begun is charged whole, the last one too when the end date cuts it (as a rental day begun is
 * owed): a lease costs its rate times the periods it runs into. Dates are `YYYY-MM-DD` (UTC).
 */
import type { leasePeriods } from '../../../contract/lease';

export type LeasePeriod = (typeof leasePeriods)[number];

const DAY_MS = 86_400_000;

const toMs = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => toDate(toMs(date) + days * DAY_MS);

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) =>
  Math.round((toMs(to) - toMs(from)) / DAY_MS);

/** The days a lease covers, both ends included. */
export const leaseDays = (start: string, end: string) => daysBetween(start, end) + 1;

/** The first day of period `k` (0 is the start date). */
export function periodStart(start: string, period: LeasePeriod, k: number): string {
  if (period === 'day') return addDays(start, k);
  if (period === 'week') return addDays(start, 7 * k);
  const y = Number(start.slice(0, 4));
  const m = Number(start.slice(5, 7)) - 1 + k;
  // The anchor's day, or the month's last when it is shorter.
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return toDate(Date.UTC(y, m, Math.min(Number(start.slice(8, 10)), last)));
}

/** Midnight UTC of a date: the instant a period starts (ledger and earnings keys). */
export const instantOf = (date: string) => `${date}T00:00:00.000Z`;

export interface LeaseTerms {
  start_date: string;
  end_date: string;
  period: LeasePeriod;
  /** The price of one whole period, minor units. */
  rate: number;
}

export interface PeriodCharge {
  index: number;
  /** First day of the period. */
  start: string;
  /** Last day it covers (the lease's end date for a cut period). */
  last: string;
  amount: number;
}

/** Period `k` of the lease and what it costs (the rate), or null when the lease ends before. */
export function periodCharge(terms: LeaseTerms, k: number): PeriodCharge | null {
  const start = periodStart(terms.start_date, terms.period, k);
  if (start > terms.end_date) return null;
  const last = addDays(periodStart(terms.start_date, terms.period, k + 1), -1);
  return {
    index: k,
    start,
    last: last < terms.end_date ? last : terms.end_date,
    amount: terms.rate,
  };
}

/** Every period's charge: what the whole lease costs without its deposit. */
export function leaseCharges(terms: LeaseTerms): PeriodCharge[] {
  const charges: PeriodCharge[] = [];
  for (let k = 0; ; k++) {
    const charge = periodCharge(terms, k);
    if (!charge) return charges;
    charges.push(charge);
  }
}
