/**
 * Money is stored in integer minor units of its currency (docs/requests-and-money.md). How many minor units
 * make a major one depends on the currency: 100 for EUR, 1 for XOF (ISO 4217 exponent 0).
 */
export function minorUnitDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2; // an unknown code: the common case
  }
}

export const minorPerMajor = (currency: string) => 10 ** minorUnitDigits(currency);

export const toMajor = (minor: number, currency: string) => minor / minorPerMajor(currency);

/** Locale-aware amount with its currency, e.g. "12,50 €" in French. */
export function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
      toMajor(minor, currency),
    );
  } catch {
    return `${toMajor(minor, currency)} ${currency}`;
  }
}

/** The sign a language writes for the currency ("€", "F CFA", "$US"), its code if none. */
export function currencySymbol(currency: string, locale: string): string {
  try {
    return (
      new Intl.NumberFormat(locale, { style: 'currency', currency })
        .formatToParts(1)
        .find((part) => part.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
}
