/**
 * The pricing rule (server/services/pricing/price.ts) against prices computed by hand, one
 * component at a time, then all together.
 */
import { describe, expect, it } from 'vitest';
import type { TariffRates } from '../../contract/tariff';
import {
  perKm,
  postcodeOf,
  priceDelivery,
  zoneOf,
  type Delivery,
} from '../../server/services/pricing/price';

const none: TariffRates = {
  base: 1500,
  per_km: 0,
  per_kg: 0,
  included_kg: 0,
  per_extra_stop: 0,
  window_surcharge: 0,
  urgent_surcharge: 0,
  minimum: 0,
  zones: [],
};
const plain: Delivery = {
  distance_m: null,
  weight_kg: null,
  extra_stops: 0,
  has_window: false,
  urgent: false,
  dropoff_postcode: null,
};
const price = (rates: Partial<TariffRates>, delivery: Partial<Delivery> = {}) =>
  priceDelivery({ ...none, ...rates }, { ...plain, ...delivery });

describe('priceDelivery', () => {
  it('a base alone is the price', () => {
    expect(price({})).toEqual({
      total: 1500,
      lines: [{ component: 'base', quantity: null, rate: 1500, amount: 1500, label: null }],
    });
  });

  it('per km: 1.20 €/km over 12.345 km is 14.81 € (14.814 rounded down)', () => {
    const p = price({ per_km: 120 }, { distance_m: 12_345 });
    expect(p.lines[1]).toEqual({
      component: 'distance',
      quantity: 12.345,
      rate: 120,
      amount: 1481,
      label: null,
    });
    expect(p.total).toBe(1500 + 1481);
  });

  it('per km rounds half up to the minor unit, exactly', () => {
    // 1 minor unit per km over 500 m is 0.5: 1; over 499 m 0.499: 0; 1,500 m 1.5: 2.
    expect(perKm(1, 500)).toBe(1);
    expect(perKm(1, 499)).toBe(0);
    expect(perKm(1, 1500)).toBe(2);
    // 0.15 × 3 in floating point is 0.44999…: integers give 45 (rate 15 over 3 km).
    expect(perKm(15, 3000)).toBe(45);
    // Large products stay exact: 1e9 per km over 10,000 km.
    expect(perKm(1_000_000_000, 10_000_000)).toBe(10_000_000_000_000);
  });

  it('an unknown distance leaves the per-km line out', () => {
    expect(price({ per_km: 120 }).lines.map((l) => l.component)).toEqual(['base']);
  });

  it('per kg only above the included weight: 30 kg with 10 included at 0.25 €/kg is 5 €', () => {
    expect(price({ per_kg: 25, included_kg: 10 }, { weight_kg: 30 }).lines[1]).toEqual({
      component: 'weight',
      quantity: 20,
      rate: 25,
      amount: 500,
      label: null,
    });
    expect(price({ per_kg: 25, included_kg: 10 }, { weight_kg: 10 }).total).toBe(1500);
    expect(price({ per_kg: 25, included_kg: 10 }, { weight_kg: null }).total).toBe(1500);
  });

  it('per extra stop: 3 stops at 4 € are 12 €', () => {
    const p = price({ per_extra_stop: 400 }, { extra_stops: 3 });
    expect(p.lines[1]).toMatchObject({ component: 'extra_stops', quantity: 3, amount: 1200 });
    expect(p.total).toBe(2700);
  });

  it('the window and urgent surcharges apply only when asked', () => {
    const rates = { window_surcharge: 300, urgent_surcharge: 900 };
    expect(price(rates).total).toBe(1500);
    expect(price(rates, { has_window: true }).total).toBe(1800);
    expect(price(rates, { urgent: true }).total).toBe(2400);
    expect(price(rates, { has_window: true, urgent: true }).lines.map((l) => l.amount)).toEqual([
      1500, 300, 900,
    ]);
  });

  it('a minimum raises a smaller total with a line of the difference', () => {
    const p = price({ base: 500, per_km: 100, minimum: 1200 }, { distance_m: 2000 });
    expect(p.lines.map((l) => [l.component, l.amount])).toEqual([
      ['base', 500],
      ['distance', 200],
      ['minimum', 500],
    ]);
    expect(p.total).toBe(1200);
    // Above the minimum: no line.
    expect(price({ minimum: 1000 }).lines).toHaveLength(1);
  });

  it('a zone of the drop-off postcode replaces the base; the longest prefix wins', () => {
    const zones = [
      { name: 'Paris', postcodes: ['75'], base: 1200 },
      { name: 'Paris 16e', postcodes: ['75016'], base: 1400 },
      { name: 'Petite couronne', postcodes: ['92', '93', '94'], base: 1800 },
    ];
    expect(price({ zones }, { dropoff_postcode: '75011' }).lines[0]).toEqual({
      component: 'zone',
      quantity: null,
      rate: 1200,
      amount: 1200,
      label: 'Paris',
    });
    expect(price({ zones }, { dropoff_postcode: '75016' }).total).toBe(1400);
    expect(price({ zones }, { dropoff_postcode: '93100' }).total).toBe(1800);
    expect(price({ zones }, { dropoff_postcode: '69001' }).lines[0]!.component).toBe('base');
    expect(zoneOf(zones, null)).toBeUndefined();
  });

  it('every component together, computed by hand', () => {
    // Zone 12 € + 8.4 km × 1.10 € = 9.24 € + (45 − 20) kg × 0.10 € = 2.50 € + 2 stops × 3 €
    // + window 2 € + urgent 5 € = 36.74 €.
    const p = price(
      {
        base: 1000,
        per_km: 110,
        per_kg: 10,
        included_kg: 20,
        per_extra_stop: 300,
        window_surcharge: 200,
        urgent_surcharge: 500,
        minimum: 2000,
        zones: [{ name: 'Lyon', postcodes: ['690'], base: 1200 }],
      },
      {
        distance_m: 8400,
        weight_kg: 45,
        extra_stops: 2,
        has_window: true,
        urgent: true,
        dropoff_postcode: '69003',
      },
    );
    expect(p.lines.map((l) => [l.component, l.amount])).toEqual([
      ['zone', 1200],
      ['distance', 924],
      ['weight', 250],
      ['extra_stops', 600],
      ['window', 200],
      ['urgent', 500],
    ]);
    expect(p.total).toBe(3674);
  });
});

describe('postcodeOf', () => {
  it('reads the last five-digit group of an address', () => {
    expect(postcodeOf('12 rue de Rivoli, 75004 Paris')).toBe('75004');
    expect(postcodeOf('Zone 2, 10200 Dakar')).toBe('10200');
    expect(postcodeOf('Quai 3, Dakar')).toBeNull();
  });
});
