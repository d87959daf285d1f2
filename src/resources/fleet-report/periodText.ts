/**
 * A report's period in words, from the locale (issue 33: "2026-11" read as a code): a month
 * `YYYY-MM` as "novembre 2026" ("nov. 2026" short, for a chart's axis), a year `YYYY` as itself.
 * Anything else (a period being typed) is shown as it is.
 */
export function periodText(period: string, locale: string, month: 'long' | 'short' = 'long') {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (!match) return period;
  return new Intl.DateTimeFormat(locale, { month, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)),
  );
}
