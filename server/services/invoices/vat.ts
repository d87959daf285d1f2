/**
 * VAT of an invoice (docs/money.md "Invoices"): one rule, by the customer's country and VAT
 * number, and one rounding (half up, on the invoice's net total, in integers).
 */
import type { VAT_CATEGORIES } from '../../../contract/invoice';

/** Standard rates in basis points (2000 = 20 %), by ISO country. */
export const VAT_RATES_BP: Readonly<Record<string, number>> = { FR: 2000, SN: 1800 };

/** The European Union's members (reverse charge between businesses of two of them). */
const EU = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/** The platform's country: the seller of its invoices. */
export const SELLER_COUNTRY = 'FR';

export interface VatRule {
  category: (typeof VAT_CATEGORIES)[number];
  rate_bp: number;
}

/**
 * France, and a customer without a VAT number elsewhere in the EU: French VAT. Another EU
 * business with a VAT number: reverse charge (0 %, the customer accounts for it). A country of
 * the table (Senegal): its rate. Anywhere else: outside French VAT.
 */
export function vatRule(country: string | null, vatNumber: string | null): VatRule {
  const c = (country ?? SELLER_COUNTRY).toUpperCase();
  if (c !== SELLER_COUNTRY && EU.has(c)) {
    return vatNumber
      ? { category: 'AE', rate_bp: 0 }
      : { category: 'S', rate_bp: VAT_RATES_BP[SELLER_COUNTRY]! };
  }
  const rate = VAT_RATES_BP[c];
  return rate === undefined ? { category: 'O', rate_bp: 0 } : { category: 'S', rate_bp: rate };
}

/** VAT on `net` at `rateBp`, rounded half up to the minor unit, exactly. */
export function vatOn(net: number, rateBp: number): number {
  return Number((BigInt(net) * BigInt(rateBp) * 2n + 10_000n) / 20_000n);
}

/** An invoice's totals from its lines' nets. */
export function totals(nets: readonly number[], rule: VatRule) {
  const total_net = nets.reduce((sum, n) => sum + n, 0);
  const total_vat = vatOn(total_net, rule.rate_bp);
  return { total_net, total_vat, total_gross: total_net + total_vat };
}
