/**
 * Lease dates are calendar days (`YYYY-MM-DD`), not instants: they are read and shown in UTC
 * so that no time zone moves them to the day before.
 */
const DAY_MS = 86_400_000;

/** The `YYYY-MM-DD` of an API date (a date, or a date-time whose day is meant). */
export const dayOf = (value: string | null | undefined): string | null =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A day in the user's language ("1 mars 2025" style short date, e.g. 01/03/2025). */
export function formatDay(value: string | null | undefined, locale: string): string {
  const day = dayOf(value);
  if (!day) return '';
  return new Date(utc(day)).toLocaleDateString(locale, { timeZone: 'UTC' });
}

/** Days a lease from `start` to `end` lasts, both included (1 March to 1 March: 1 day). */
export const leaseDays = (start: string, end: string) =>
  Math.round((utc(end) - utc(start)) / DAY_MS) + 1;

/** Today in the user's calendar, as `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
