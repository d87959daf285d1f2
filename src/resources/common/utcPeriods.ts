/**
 * The periods the operator's figures count in (docs/manager.md): days and ISO weeks (from
 * Monday) in UTC, whatever the browser's time zone, as ISO date-times for a list filter.
 */
export function startOfUtcDay(now: Date = new Date()): string {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
}

export function startOfUtcWeek(now: Date = new Date()): string {
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - sinceMonday),
  ).toISOString();
}
