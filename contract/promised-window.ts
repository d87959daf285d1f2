/**
 * The window a round's recipient is promised (docs/rounds.md, "The recipient"): mailed at
 * publication, shown on her tracking page. No zod here: the light tracking page imports it.
 */
import { clockAt } from './days';

/** How long the promised window is, in minutes. */
export const PROMISED_WINDOW_MINUTES = 30;
const TEN_MINUTES_MS = 10 * 60_000;

/**
 * From ten minutes before her drop-off's planned start, rounded down to ten minutes of `zone`'s
 * wall clock (her business's), for PROMISED_WINDOW_MINUTES: planned at 14:22, "entre 14 h 10 et
 * 14 h 40", in Kathmandu (UTC+5:45) as in Paris.
 */
export function promisedWindow(
  plannedStart: string,
  zone: string,
): { from: string; until: string } {
  const start = Date.parse(plannedStart) - TEN_MINUTES_MS;
  // Every zone's offset is whole minutes: the seconds are the same on every clock.
  const from = start - (start % 60_000) - (clockAt(zone, new Date(start)).minute % 10) * 60_000;
  return {
    from: new Date(from).toISOString(),
    until: new Date(from + PROMISED_WINDOW_MINUTES * 60_000).toISOString(),
  };
}

/**
 * A time of the window as people write it, on the wall clock of `zone` (the business's): "14 h
 * 10" in French, "2:10 pm" in English.
 */
export function windowClock(iso: string, locale: string, zone: string): string {
  const { hour: hours, minute } = clockAt(zone, new Date(iso));
  const minutes = String(minute).padStart(2, '0');
  if (locale.startsWith('fr')) return `${hours} h ${minutes}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
