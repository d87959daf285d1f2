import { describe, expect, it } from 'vitest';
import {
  amountErrorMessage,
  formatAmount,
  parseAmount,
  type AmountOptions,
} from '../../src/resources/common/amount';

const fr: AmountOptions = { decimals: 2, locale: 'fr' };
const en: AmountOptions = { decimals: 2, locale: 'en' };
const xof: AmountOptions = { decimals: 0, locale: 'fr' };

const value = (text: string, options: AmountOptions) => {
  const reading = parseAmount(text, options);
  return reading.ok ? reading.value : reading.error;
};

describe('parseAmount, French', () => {
  it.each([
    ['50', 5000],
    ['50,5', 5050],
    ['50,50', 5050],
    ['50.50', 5050],
    ['50,00', 5000],
    ['0,07', 7],
    [',5', 50],
    ['50,', 5000],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1\u202f234,56', 123456],
    ['1 234 567,8', 123456780],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['  120,50  ', 12050],
    ['120,50 €', 12050],
    ['007', 700],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(value(text, { ...fr, ignore: ['€', 'EUR'] })).toBe(minor);
  });

  it('reads an empty field as no value', () => {
    expect(parseAmount('', fr)).toEqual({ ok: true, value: null });
    expect(parseAmount('   ', fr)).toEqual({ ok: true, value: null });
  });

  it.each([
    ['12,3,4', 'unreadable'],
    ['abc', 'unreadable'],
    ['12a', 'unreadable'],
    ['1 23,4', 'unreadable'],
    ['1,2.3,4', 'unreadable'],
    [',', 'unreadable'],
    ['1e5', 'unreadable'],
    ['1.234', 'ambiguous'],
    ['50,505', 'too_many_decimals'],
    ['-5', 'negative'],
    ['€', 'unreadable'],
  ])('refuses %j (%s)', (text, error) => {
    expect(value(text, fr)).toBe(error);
  });

  it('keeps a negative amount when allowed', () => {
    expect(value('-12,5', { ...fr, allowNegative: true })).toBe(-1250);
    expect(value('−12,5', { ...fr, allowNegative: true })).toBe(-1250);
  });
});

describe('parseAmount, English', () => {
  it.each([
    ['1,234.56', 123456],
    ['1,234', 123400],
    ['1,234,567', 123456700],
    ['50.5', 5050],
    ['50,50', 5050],
    ['50,5', 5050],
    ['1 234.56', 123456],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(value(text, en)).toBe(minor);
  });

  it.each([
    ['12,3,4', 'unreadable'],
    ['1.234', 'too_many_decimals'],
    ['1,234.5.6', 'unreadable'],
  ])('refuses %j (%s)', (text, error) => {
    expect(value(text, en)).toBe(error);
  });
});

describe('parseAmount, a currency without decimals (XOF)', () => {
  it.each([
    ['1 500', 1500],
    ['1500', 1500],
    ['50', 50],
    ['50,00', 50],
    ['1 500 F CFA', 1500],
  ])('reads %j as %d', (text, minor) => {
    expect(value(text, { ...xof, ignore: ['F\u00a0CFA', 'F CFA', 'XOF'] })).toBe(minor);
  });

  it('refuses decimals it cannot keep', () => {
    expect(value('50,5', xof)).toBe('too_many_decimals');
  });
});

describe('parseAmount, large numbers', () => {
  it('reads up to the largest safe integer exactly', () => {
    expect(value('90 071 992 547 409,91', fr)).toBe(Number.MAX_SAFE_INTEGER);
    expect(value('12 345 678 901 234,56', fr)).toBe(1234567890123456);
  });

  it('refuses beyond it rather than rounding', () => {
    expect(value('90 071 992 547 409,92', fr)).toBe('too_large');
    expect(value('1000000000000000000000', xof)).toBe('too_large');
  });
});

describe('formatAmount', () => {
  it('writes the language form, exactly', () => {
    expect(formatAmount(123456, fr)).toBe('1\u202f234,56');
    expect(formatAmount(123456, en)).toBe('1,234.56');
    expect(formatAmount(5, fr)).toBe('0,05');
    expect(formatAmount(1500, xof)).toBe('1\u202f500');
    expect(formatAmount(-1250, fr)).toBe('-12,50');
    expect(formatAmount(Number.MAX_SAFE_INTEGER, en)).toBe('90,071,992,547,409.91');
  });

  it('reads back what it writes', () => {
    for (const minor of [0, 1, 99, 100, 123456, 100000000, Number.MAX_SAFE_INTEGER]) {
      for (const options of [fr, en, xof]) {
        expect(value(formatAmount(minor, options), options)).toBe(minor);
      }
    }
  });
});

describe('amountErrorMessage', () => {
  it('shows how to write the amount in the language', () => {
    expect(amountErrorMessage('unreadable', 'abc', fr)).toEqual({
      message: 'flotte.amount.unreadable',
      args: { example: '1\u202f234,56' },
    });
    expect(amountErrorMessage('unreadable', 'abc', en).args.example).toBe('1,234.56');
  });

  it('names the decimals allowed, or none', () => {
    expect(amountErrorMessage('too_many_decimals', '1,234', fr)).toEqual({
      message: 'flotte.amount.too_many_decimals',
      args: { count: 2 },
    });
    expect(amountErrorMessage('too_many_decimals', '1,5', xof).message).toBe(
      'flotte.amount.no_decimals',
    );
  });

  it('offers both readings of an ambiguous text', () => {
    expect(amountErrorMessage('ambiguous', '1.234', fr).args).toEqual({
      text: '1.234',
      grouped: '1\u00a0234',
      decimal: '1,234',
    });
  });
});
