/**
 * Times of the planner's and the driver's screens: hours of the day on the signed-in user's
 * wall clock (its business's zone, else Europe/Paris: userZone.ts), as its days are.
 */
import type { TranslateFunction } from 'react-admin';
import { userTimeZone } from '../../providers/userZone';

/** "14:10" (fr: "14:10", en: "02:10 PM"), in the user's zone. */
export const hourText = (at: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: userTimeZone(),
  }).format(new Date(at));

/** A stop's window: "entre 14:10 et 14:40", "à partir de …", "avant …", or none. */
export function windowText(
  translate: TranslateFunction,
  locale: string,
  from: string | null,
  until: string | null,
): string {
  const key = (k: string) => `flotte.planner.window.${k}`;
  if (from && until) {
    return translate(key('between'), {
      from: hourText(from, locale),
      until: hourText(until, locale),
    });
  }
  if (from) return translate(key('from'), { from: hourText(from, locale) });
  if (until) return translate(key('until'), { until: hourText(until, locale) });
  return translate(key('none'));
}
