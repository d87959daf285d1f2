/**
 * What data put into a message reads like in the message's language (issue 33): the
 * translation engines interpolate values as given, so "au moins 121376 km" and "De la part de
 * Atlas Logistique". One rule for every message, applied around the engine (catalogI18n.ts).
 */

type Options = Record<string, unknown> | undefined;

/** polyglot reads these options itself (the plural's count, the default text): left as given. */
const ENGINE_OPTIONS = new Set(['smart_count', '_']);

/**
 * Numbers in the language's digits: "121 376" and "24,6" in French, "121,376" in English;
 * grouped from five digits only, so that a year or a four-digit count stays whole ("2026").
 */
export function withLocaleNumbers(locale: string, options: Options): Options {
  if (!options) return options;
  const format = new Intl.NumberFormat(locale, { useGrouping: 'min2', maximumFractionDigits: 2 });
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) {
    const formatted =
      typeof value === 'number' && Number.isFinite(value) && !ENGINE_OPTIONS.has(key)
        ? format.format(value)
        : value;
    changed ||= formatted !== value;
    out[key] = formatted;
  }
  return changed ? out : options;
}

/** A French word that starts with a vowel sound (an h is left alone: it may be aspirated). */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûü]/i;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * French elision before a value from data: "de Atlas" → "d'Atlas", "que Orange" → "qu'Orange",
 * wherever the message's "de" or "que" meets a value that starts with a vowel.
 */
export function elided(locale: string, text: string, options: Options): string {
  if (!locale.startsWith('fr') || !options) return text;
  let out = text;
  for (const value of Object.values(options)) {
    if (typeof value !== 'string' || !VOWEL_START.test(value)) continue;
    out = out
      .replace(new RegExp(`(^|[\\s(«])([Dd])e (${escape(value)})`, 'g'), '$1$2’$3')
      .replace(new RegExp(`(^|[\\s(«])([Qq]u)e (${escape(value)})`, 'g'), '$1$2’$3');
  }
  return out;
}
