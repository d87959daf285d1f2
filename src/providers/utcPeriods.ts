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

/**
 * Relative periods a filter may hold (`created_period: 'today'`): saved filters keep the
 * choice, not the instant it meant the day they were saved; it becomes `<field>_from` when the
 * list asks the API (dataProvider's filterToQuery).
 */
export const RELATIVE_PERIODS = ['today', 'this_week'] as const;
export type RelativePeriod = (typeof RELATIVE_PERIODS)[number];

export function resolveRelativePeriods(
  filter: Record<string, unknown>,
  now: Date = new Date(),
): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.endsWith('_period') && (RELATIVE_PERIODS as readonly unknown[]).includes(value)) {
      resolved[`${key.slice(0, -'_period'.length)}_from`] =
        value === 'today' ? startOfUtcDay(now) : startOfUtcWeek(now);
    } else if (!(key in resolved)) {
      resolved[key] = value;
    }
  }
  return resolved;
}
