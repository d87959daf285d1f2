/**
 * Days as a business lives them (issue 33): "today", a day's start and the ISO week are those of
 * an IANA time zone (the business's setting, Europe/Paris by default), not of UTC nor of the
 * browser. The one definition the dashboards, their links and the "today" filters share.
 */

/** The zone of a business that never chose one, and of the platform's own figures. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/** A half-open range of instants, `[start, end)`. */
export interface Period {
  start: Date;
  end: Date;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `at`, as numbers (one formatter per zone, reused). */
function wallClock(zone: string, at: Date) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  const part = Object.fromEntries(
    format.formatToParts(at).map((p) => [p.type, Number(p.value)] as const),
  );
  return {
    year: part.year!,
    month: part.month!,
    day: part.day!,
    hour: part.hour!,
    minute: part.minute!,
    second: part.second!,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day (`YYYY-MM-DD`) `instant` falls on in `zone`. */
export function dayIn(zone: string, instant: Date): string {
  const { year, month, day } = wallClock(zone, instant);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `day` moved by `days` calendar days (a plain date: no zone, no DST). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/** How far `zone`'s wall clock is ahead of UTC at `at`, in ms (Paris: 1 or 2 hours). */
function offsetAt(zone: string, at: Date): number {
  const c = wallClock(zone, at);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant `day` reads `clock` (`HH:MM`, `24:00` the next midnight) on `zone`'s wall: a
 * round's shift or a depot's hours. Read with the offset in force at that hour, so right on the
 * days of 23 and 25 hours; a clock the spring change skips (02:30 in Paris) comes an hour later.
 */
export function clockIn(zone: string, day: string, clock: string): Date {
  const [hours, minutes] = clock.split(':').map(Number);
  const wall = Date.parse(`${day}T00:00:00.000Z`) + (hours! * 60 + minutes!) * 60_000;
  const guess = wall - offsetAt(zone, new Date(wall));
  return new Date(wall - offsetAt(zone, new Date(guess)));
}

/** The first instant of `day` in `zone`: its midnight. */
export function startOfDayIn(zone: string, day: string): Date {
  return clockIn(zone, day, '00:00');
}

/** The hour (0–23) and minute `zone`'s wall clock reads at `at`. */
export function clockAt(zone: string, at: Date): { hour: number; minute: number } {
  const { hour, minute } = wallClock(zone, at);
  return { hour, minute };
}

/** The day and the ISO week (from Monday) holding `at` in `zone`, as ranges of instants. */
export function periodsIn(zone: string, at: Date): { today: Period; week: Period } {
  const today = dayIn(zone, at);
  // getUTCDay of the plain date: 0 is Sunday, the last day of an ISO week.
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return {
    today: { start: startOfDayIn(zone, today), end: startOfDayIn(zone, addDays(today, 1)) },
    week: { start: startOfDayIn(zone, monday), end: startOfDayIn(zone, addDays(monday, 7)) },
  };
}

/**
 * The calendar month (`YYYY-MM`) holding `at` in `zone`, moved by `by` months: the month a
 * person there reads as "this month" (the fleet report's period), or the last (invoicing's).
 */
export function monthIn(zone: string, at: Date, by = 0): string {
  const [year, month] = dayIn(zone, at).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1 + by, 1)).toISOString().slice(0, 7);
}

/**
 * The first instant of the calendar month holding `at` in `zone`, moved by `by` months: a
 * business's "this month" (its dashboard's spend) starts at its own midnight of the 1st.
 */
export function monthStartIn(zone: string, at: Date, by = 0): Date {
  return startOfDayIn(zone, `${monthIn(zone, at, by)}-01`);
}
