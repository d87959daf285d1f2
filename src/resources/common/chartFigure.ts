import { useId } from 'react';
import { useTheme } from '@mui/material/styles';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney, toMajor } from './money';

/** `2025-03` as "mars 2025" (or "Mar 2025") in the UI language. */
export function monthLabel(month: string, locale: string, style: 'short' | 'long' = 'short') {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(locale, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
}

/**
 * A money axis's labels: whole units, compact ("12 k €", "1,2 M €"), short enough for the
 * axis's width whatever the amounts (issue 33: minor units in full were clipped).
 */
export function axisMoney(currency: string, locale: string) {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: 'compact',
  });
  return (minor: number | null) => format.format(toMajor(minor ?? 0, currency));
}

/**
 * What a money chart's figure needs: the ids its title and summary are read by (the drawing is
 * hidden from screen readers), and its amounts in the user's language (none: empty, as the
 * charts leave a missing point).
 */
export function useMoneyChart(currency: string) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const titleId = useId();
  const summaryId = useId();
  const money = (minor: number | null) =>
    minor == null ? '' : formatMoney(minor, currency, locale);
  return { translate, locale, theme, titleId, summaryId, money };
}
