import type { DispatchEta } from './types';

/** react-admin's translate, as far as these texts need it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface TextContext {
  translate: Translate;
  locale: string;
  /** Now, in milliseconds (a parameter: the texts are tested at a fixed time). */
  now: number;
}

const MINUTE = 60_000;

/** "dans 12 minutes", "il y a 3 minutes", "maintenant", "dans 2 heures", "hier"… */
export function relativeTime(at: number, { locale, now }: Omit<TextContext, 'translate'>): string {
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const minutes = Math.round((at - now) / MINUTE);
  if (Math.abs(minutes) < 1) return rtf.format(0, 'second');
  if (Math.abs(minutes) < 90) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 48) return rtf.format(hours, 'hour');
  return rtf.format(Math.round(hours / 24), 'day');
}

/** The time of day, with the date when it is not today's. */
export function clockTime(at: number, { locale, now }: Omit<TextContext, 'translate'>): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(new Date(at));
}

/** "850 m", "8,4 km". */
export function distanceText(meters: number, locale: string): string {
  if (meters < 1000) {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'meter',
      maximumFractionDigits: 0,
    }).format(Math.round(meters / 10) * 10);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: meters < 100_000 ? 1 : 0,
  }).format(meters / 1000);
}

export interface EtaText {
  /** When: "Arrivée à la livraison vers 14:32 (dans 12 minutes), à 8,4 km". */
  text: string;
  /** How it was computed, in words; null when there is no ETA. */
  method: string | null;
}

/** The ETA in words, and how it was computed (docs/positions.md: route, straight line, none). */
export function etaText(eta: DispatchEta | null | undefined, context: TextContext): EtaText {
  const { translate, locale } = context;
  const at = eta?.eta_at ? Date.parse(eta.eta_at) : NaN;
  if (!eta || eta.method === null || Number.isNaN(at)) {
    return { text: translate('flotte.map.eta.unavailable'), method: null };
  }
  const values = {
    time: clockTime(at, context),
    relative: relativeTime(at, context),
    distance:
      typeof eta.distance_m === 'number' && Number.isFinite(eta.distance_m)
        ? distanceText(eta.distance_m, locale)
        : '',
  };
  const to = eta.to ?? 'any';
  return {
    text: translate(`flotte.map.eta.${to}${values.distance ? '_distance' : ''}`, values),
    method: translate(`flotte.map.eta.method.${eta.method}`),
  };
}

/**
 * "dernière position il y a 3 minutes (14:20)" (`short`: "il y a 3 minutes (14:20)", under a
 * heading that says what it is), or that none came yet.
 */
export function lastSeenText(
  at: string | null | undefined,
  context: TextContext,
  short = false,
): string {
  const time = at ? Date.parse(at) : NaN;
  if (Number.isNaN(time)) return context.translate('flotte.map.last_seen.never');
  return context.translate(short ? 'flotte.map.last_seen.ago' : 'flotte.map.last_seen.at', {
    // Never "in a minute": a phone's clock ahead of ours, or a `now` a few seconds old.
    relative: relativeTime(Math.min(time, context.now), context),
    time: clockTime(time, context),
  });
}
