import type { Maintenance } from '../../../contract/maintenance';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `now` to `date` in the user's time zone (negative: past). */
export function calendarDaysUntil(date: Date, now: Date): number {
  const midnight = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((midnight(date) - midnight(now)) / DAY_MS);
}

type Due = Pick<Maintenance, 'scheduled_at' | 'due_odometer_km' | 'asset_odometer_km'>;

/**
 * Why scheduled work reads its due level, in sentences: how far the date is ("due in 3 days
 * (12/03/2025)", "2 days overdue") and the odometer ("due in 420 km"), then "whichever comes
 * first" when it has both. The server decides the level; this explains it.
 */
export function dueSentences(record: Due, translate: Translate, locale: string, now = new Date()) {
  const sentences: string[] = [];
  const number = new Intl.NumberFormat(locale);
  if (record.scheduled_at) {
    const due = new Date(record.scheduled_at);
    const days = calendarDaysUntil(due, now);
    const date = due.toLocaleDateString(locale);
    if (days > 0) {
      sentences.push(translate('flotte.maintenance.due.date_in', { smart_count: days, date }));
    } else if (days === 0) {
      sentences.push(translate('flotte.maintenance.due.date_today', { date }));
    } else {
      sentences.push(translate('flotte.maintenance.due.date_over', { smart_count: -days, date }));
    }
  }
  if (record.due_odometer_km != null) {
    const due = number.format(record.due_odometer_km);
    if (record.asset_odometer_km == null) {
      sentences.push(translate('flotte.maintenance.due.km_unknown', { due }));
    } else {
      const left = record.due_odometer_km - record.asset_odometer_km;
      const now = number.format(record.asset_odometer_km);
      const km = number.format(Math.abs(left));
      const key = left > 0 ? 'km_in' : left === 0 ? 'km_reached' : 'km_over';
      sentences.push(translate(`flotte.maintenance.due.${key}`, { km, due, now }));
    }
  }
  if (sentences.length === 2) sentences.push(translate('flotte.maintenance.due.first'));
  return sentences;
}
