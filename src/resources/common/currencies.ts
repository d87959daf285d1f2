/** Currencies offered in forms; labels are catalog keys `flotte.currency.<code>`. */
export const CURRENCIES = ['EUR', 'XOF', 'XAF', 'CHF', 'CAD', 'MAD', 'USD', 'GBP'] as const;
export const DEFAULT_CURRENCY = 'EUR';

export const currencyChoices = CURRENCIES.map((code) => ({
  id: code,
  name: `flotte.currency.${code}`,
}));
