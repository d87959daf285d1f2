/**
 * The one pricing rule (issue 30, docs/money.md "Tariffs and quotes"): a tariff and what a
 * delivery is (distance, weight, stops, window, urgency, drop-off point and postcode) give a price and its
 * breakdown line by line. Pure: the quote, the request and the tests all call it.
 *
 * Rounding, stated once: amounts are integers in minor units; the only fractional product is
 * the distance's (a rate per km times metres), rounded half up to the minor unit, exactly (in
 * integers). Every other line is an integer product. The total is the sum of the lines.
 */
import type { LatLngPoint } from '../../../contract/distance';
import { pointInRing, ringArea } from '../../../contract/polygon';
import type { PriceLine, TariffRates } from '../../../contract/tariff';

export interface Delivery {
  /** Metres between pickup and drop-off; null when unknown (the per-km line is left out). */
  distance_m: number | null;
  weight_kg: number | null;
  /** Stops besides the pickup and the drop-off. */
  extra_stops: number;
  /** A pickup or drop-off time window was asked. */
  has_window: boolean;
  urgent: boolean;
  /** The drop-off's postcode, which picks a zone. */
  dropoff_postcode: string | null;
  /** The drop-off's point, which picks a zone drawn on the map (it comes before the postcode). */
  dropoff_point?: LatLngPoint | null;
}

export interface Price {
  total: number;
  lines: PriceLine[];
}

/** `rate` minor units per km over `metres`, rounded half up to the minor unit. */
export function perKm(rate: number, metres: number): number {
  const tenths = BigInt(rate) * BigInt(metres) * 2n + 1000n;
  return Number(tenths / 2000n);
}

type Zone = TariffRates['zones'][number];

/**
 * The zone a drop-off is in, the one rule when several match (docs/money.md "Zones"): first the
 * zones whose outline holds the drop-off's point (its border included), the smallest of them
 * (a district drawn inside a city wins over the city; equal areas: the first listed); else the
 * zone of the longest postcode prefix the postcode starts with (equal: the first listed). An
 * outline beats a postcode: it places the geocoded point itself, a postcode is read from the
 * address's text. None: the tariff's base.
 */
export function zoneOf(
  zones: readonly Zone[],
  postcode: string | null,
  point: LatLngPoint | null = null,
): Zone | undefined {
  return (point && zoneByOutline(zones, point)) ?? zoneByPostcode(zones, postcode);
}

function zoneByOutline(zones: readonly Zone[], point: LatLngPoint): Zone | undefined {
  let best: { zone: Zone; area: number } | undefined;
  for (const zone of zones) {
    const ring = zone.polygon?.coordinates[0];
    if (!ring || !pointInRing([point.lng, point.lat], ring)) continue;
    const area = ringArea(ring);
    if (!best || area < best.area) best = { zone, area };
  }
  return best?.zone;
}

function zoneByPostcode(zones: readonly Zone[], postcode: string | null): Zone | undefined {
  if (!postcode) return undefined;
  const code = postcode.toUpperCase();
  let best: { zone: Zone; length: number } | undefined;
  for (const zone of zones) {
    for (const prefix of zone.postcodes) {
      if (code.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
        best = { zone, length: prefix.length };
      }
    }
  }
  return best?.zone;
}

/** The last five-digit group of an address: its postcode (France, Senegal). */
export function postcodeOf(address: string): string | null {
  const all = address.match(/\b\d{5}\b/g);
  return all ? all[all.length - 1]! : null;
}

const flat = (component: PriceLine['component'], amount: number, label: string | null = null) =>
  ({ component, quantity: null, rate: amount, amount, label }) satisfies PriceLine;

export function priceDelivery(tariff: TariffRates, delivery: Delivery): Price {
  const lines: PriceLine[] = [];
  const zone = zoneOf(tariff.zones, delivery.dropoff_postcode, delivery.dropoff_point ?? null);
  lines.push(zone ? flat('zone', zone.base, zone.name) : flat('base', tariff.base));
  if (tariff.per_km > 0 && delivery.distance_m !== null) {
    lines.push({
      component: 'distance',
      quantity: delivery.distance_m / 1000,
      rate: tariff.per_km,
      amount: perKm(tariff.per_km, delivery.distance_m),
      label: null,
    });
  }
  const extraKg = Math.max(0, (delivery.weight_kg ?? 0) - tariff.included_kg);
  if (tariff.per_kg > 0 && extraKg > 0) {
    lines.push({
      component: 'weight',
      quantity: extraKg,
      rate: tariff.per_kg,
      amount: extraKg * tariff.per_kg,
      label: null,
    });
  }
  if (tariff.per_extra_stop > 0 && delivery.extra_stops > 0) {
    lines.push({
      component: 'extra_stops',
      quantity: delivery.extra_stops,
      rate: tariff.per_extra_stop,
      amount: delivery.extra_stops * tariff.per_extra_stop,
      label: null,
    });
  }
  if (delivery.has_window && tariff.window_surcharge > 0) {
    lines.push(flat('window', tariff.window_surcharge));
  }
  if (delivery.urgent && tariff.urgent_surcharge > 0) {
    lines.push(flat('urgent', tariff.urgent_surcharge));
  }
  const sum = lines.reduce((total, line) => total + line.amount, 0);
  if (sum < tariff.minimum) lines.push(flat('minimum', tariff.minimum - sum));
  return { total: Math.max(sum, tariff.minimum), lines };
}
