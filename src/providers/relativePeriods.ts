import { DEFAULT_TIME_ZONE, periodsIn } from '../../contract/days';

/**
 * The periods a list's "today" and "this week" mean: the day and the ISO week (from Monday) in
 * `zone` (contract/days.ts: the user's business's, Europe/Paris for the platform's own, as the
 * server's dashboards), whatever the browser's, as ISO date-times for a list filter.
 */
export function startOfToday(now: Date = new Date(), zone = DEFAULT_TIME_ZONE): string {
  return periodsIn(zone, now).today.start.toISOString();
}

export function startOfThisWeek(now: Date = new Date(), zone = DEFAULT_TIME_ZONE): string {
  return periodsIn(zone, now).week.start.toISOString();
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
  zone = DEFAULT_TIME_ZONE,
): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.endsWith('_period') && (RELATIVE_PERIODS as readonly unknown[]).includes(value)) {
      resolved[`${key.slice(0, -'_period'.length)}_from`] =
        value === 'today' ? startOfToday(now, zone) : startOfThisWeek(now, zone);
    } else if (!(key in resolved)) {
      resolved[key] = value;
    }
  }
  return resolved;
}
