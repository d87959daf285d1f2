import { describe, expect, it } from 'vitest';
import { totals, vatOn, vatRule } from '../../server/services/invoices/vat';

describe('vatRule', () => {
  it('France 20 %, Senegal 18 %, reverse charge for an EU business with a VAT number', () => {
    expect(vatRule('FR', null)).toEqual({ category: 'S', rate_bp: 2000 });
    expect(vatRule('FR', 'FR40303265045')).toEqual({ category: 'S', rate_bp: 2000 });
    expect(vatRule('SN', null)).toEqual({ category: 'S', rate_bp: 1800 });
    expect(vatRule('DE', 'DE123456789')).toEqual({ category: 'AE', rate_bp: 0 });
    // An EU customer without a VAT number pays French VAT.
    expect(vatRule('BE', null)).toEqual({ category: 'S', rate_bp: 2000 });
    expect(vatRule('CH', 'CHE123')).toEqual({ category: 'O', rate_bp: 0 });
    // No country known: the seller's.
    expect(vatRule(null, null)).toEqual({ category: 'S', rate_bp: 2000 });
  });
});

describe('vatOn and totals', () => {
  it('rounds half up to the cent, on the total', () => {
    expect(vatOn(1000, 2000)).toBe(200);
    // 0.025 € of VAT on 0.125 €: 2.5 cents → 3.
    expect(vatOn(1_25, 2000)).toBe(25);
    expect(vatOn(12, 2000)).toBe(2); // 2.4 → 2
    expect(vatOn(13, 2000)).toBe(3); // 2.6 → 3
    expect(vatOn(1, 1800)).toBe(0); // 0.18 → 0
    expect(vatOn(3, 1800)).toBe(1); // 0.54 → 1
    expect(vatOn(9_999_999_999, 2000)).toBe(2_000_000_000); // 1,999,999,999.8 → up
  });

  it('totals are exact: net + VAT = gross', () => {
    // Three deliveries 33.33 €, 33.33 €, 33.34 € at 20 %: 100 € net, 20 € VAT.
    expect(totals([3333, 3333, 3334], { category: 'S', rate_bp: 2000 })).toEqual({
      total_net: 10_000,
      total_vat: 2000,
      total_gross: 12_000,
    });
    // Senegal, XOF has no minor unit here but the rule is the same: 18 % of 12,345.
    expect(totals([12_345], { category: 'S', rate_bp: 1800 })).toEqual({
      total_net: 12_345,
      total_vat: 2222, // 2222.1
      total_gross: 14_567,
    });
    expect(totals([500, 700], { category: 'AE', rate_bp: 0 })).toEqual({
      total_net: 1200,
      total_vat: 0,
      total_gross: 1200,
    });
  });
});
