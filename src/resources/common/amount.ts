/**
 * Amounts as people type them, read exactly (docs/money.md). Pure: no React, no float
 * arithmetic on the value — the digits typed become an integer of units of 10^-decimals
 * (minor units for money: 50,00 € → 5000; 1 234 F CFA → 1234).
 *
 * Reading rules, for the language of the page (fr writes `1 234,56`, en `1,234.56`):
 * - spaces (plain, no-break, narrow no-break, thin) only group thousands;
 * - with both `,` and `.`, the last one is the decimal mark and the other groups thousands;
 * - one kind of mark that appears several times groups thousands (`1,234,567`);
 * - one mark once is the decimal mark (`50,5`, `50.50`), except `x,yyy` in English (a
 *   thousands group) and `x.yyy` in French, which could be either and is refused as ambiguous;
 * - the currency's symbol or code may be typed around the number and is ignored.
 * Whatever else is refused with a reason the form translates.
 */

export type AmountError =
  'unreadable' | 'ambiguous' | 'too_many_decimals' | 'negative' | 'too_large';

export type AmountReading =
  { ok: true; value: number | null } | { ok: false; error: AmountError; decimals: number };

export interface AmountOptions {
  /** Digits after the decimal mark the value keeps (the currency's exponent for money). */
  decimals: number;
  /** The page's language: 'fr', 'en' or a BCP 47 tag starting with one of them. */
  locale: string;
  allowNegative?: boolean;
  /** Words typed around the number that mean nothing more (a currency symbol or code). */
  ignore?: readonly string[];
}

const SPACES = /[\s\u00a0\u202f\u2009]/g;
const GROUPED = /^\d{1,3}(?:[ ]\d{3})*$/;

/** Whether the language writes `,` as its decimal mark (fr) or `.` (en). */
const decimalMarkOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';

/** A run of digits with optional thousands groups marked by `mark` (or spaces). */
function integerDigits(text: string, mark: string | null): string | null {
  if (text === '') return '0';
  const spaced = text.replace(SPACES, ' ');
  const normalised = mark ? spaced.split(mark).join(' ') : spaced;
  if (/^\d+$/.test(normalised)) return normalised;
  return GROUPED.test(normalised) ? normalised.replace(/ /g, '') : null;
}

function stripIgnored(text: string, ignore: readonly string[]): string {
  let out = text;
  for (const word of ignore) if (word) out = out.split(word).join(' ');
  return out;
}

/**
 * Reads `text` into an integer of 10^-decimals units, `null` for an empty field.
 * A value beyond Number.MAX_SAFE_INTEGER is refused (`too_large`) rather than rounded.
 */
export function parseAmount(text: string, options: AmountOptions): AmountReading {
  const { decimals, locale } = options;
  const fail = (error: AmountError): AmountReading => ({ ok: false, error, decimals });
  let body = stripIgnored(text, options.ignore ?? []).trim();
  if (body === '') return { ok: true, value: null };
  let negative = false;
  if (/^[-\u2212]/.test(body)) {
    negative = true;
    body = body.slice(1).trim();
  }
  if (!/^[\d\s\u00a0\u202f\u2009.,]+$/.test(body) || !/\d/.test(body)) return fail('unreadable');

  const localDecimal = decimalMarkOf(locale);
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  let intText = body;
  let fracText = '';
  let groupMark: string | null = null;
  if (commas > 0 && dots > 0) {
    const decimalMark = body.lastIndexOf(',') > body.lastIndexOf('.') ? ',' : '.';
    groupMark = decimalMark === ',' ? '.' : ',';
    if (body.split(decimalMark).length - 1 > 1) return fail('unreadable');
    [intText, fracText] = body.split(decimalMark) as [string, string];
  } else if (commas + dots > 1) {
    groupMark = commas > 0 ? ',' : '.';
  } else if (commas + dots === 1) {
    const mark = commas ? ',' : '.';
    const [before, after] = body.split(mark) as [string, string];
    const looksGrouped = /^\d{3}$/.test(after) && /^\d{1,3}$/.test(before.replace(SPACES, ''));
    if (mark !== localDecimal && looksGrouped) {
      // `1,234` in English groups thousands; `1.234` in French could be 1234 or 1.234.
      if (mark === ',' && localDecimal === '.') groupMark = ',';
      else return fail('ambiguous');
    } else {
      [intText, fracText] = [before, after];
    }
  }
  const digits = integerDigits(intText, groupMark);
  if (digits === null || !/^\d*$/.test(fracText)) return fail('unreadable');
  if (intText === '' && fracText === '') return fail('unreadable');
  const kept = fracText.replace(/0+$/, '');
  if (kept.length > decimals) return fail('too_many_decimals');
  const units = (digits + kept.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  const value = Number(units);
  if (!Number.isSafeInteger(value)) return fail('too_large');
  if (negative && value !== 0 && !options.allowNegative) return fail('negative');
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/**
 * The text a field shows for a stored value: the language's marks and thousands groups,
 * exactly `decimals` digits after the mark (`123456`, 2, fr → `1 234,56`). Exact for every
 * safe integer: the digits are split as text, never divided.
 */
export function formatAmount(value: number, options: Omit<AmountOptions, 'ignore'>): string {
  const { decimals, locale } = options;
  const digits = String(Math.abs(Math.trunc(value))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals);
  const grouped = new Intl.NumberFormat(locale, { useGrouping: true }).format(BigInt(whole));
  const sign = value < 0 ? '-' : '';
  return decimals > 0 ? `${sign}${grouped}${decimalMarkOf(locale)}${frac}` : `${sign}${grouped}`;
}

/** The catalog message (react-admin's `{message, args}`) telling how to write the amount. */
export function amountErrorMessage(
  error: AmountError,
  text: string,
  options: Omit<AmountOptions, 'ignore'>,
): { message: string; args: Record<string, string | number> } {
  const { decimals, locale } = options;
  const key = (name: string) => `flotte.amount.${name}`;
  switch (error) {
    case 'ambiguous': {
      const trimmed = text.trim();
      return {
        message: key('ambiguous'),
        args: {
          text: trimmed,
          grouped: trimmed.replace(/[.,]/, '\u00a0'),
          decimal: trimmed.replace(/[.,]/, decimalMarkOf(locale)),
        },
      };
    }
    case 'too_many_decimals':
      return decimals === 0
        ? { message: key('no_decimals'), args: {} }
        : // No plural form: the account pages' plain lookup has none, and a currency with
          // decimals has two or three of them.
          { message: key('too_many_decimals'), args: { count: decimals } };
    case 'negative':
    case 'too_large':
      return { message: key(error), args: {} };
    default:
      return {
        message: key('unreadable'),
        args: { example: formatAmount(123456 * 10 ** Math.max(decimals - 2, 0), options) },
      };
  }
}
