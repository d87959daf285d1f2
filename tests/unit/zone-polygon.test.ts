/**
 * Zones drawn on the map (docs/money.md "Zones"): the point-in-polygon test and the ring checks
 * of contract/polygon.ts, the contract's outline (contract/tariff.ts) and the choice of a zone
 * (`zoneOf`), each against cases worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import {
  closeRing,
  isClosed,
  pointInRing,
  ringArea,
  selfIntersects,
  type Position,
} from '../../contract/polygon';
import { polygonMsg, tariffCreate, tariffZone, zonePolygon } from '../../contract/tariff';
import { priceDelivery, zoneOf } from '../../server/services/pricing/price';

/** The square 0..4 × 0..4 (lng × lat), closed. */
const square: Position[] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
  [0, 0],
];
/**
 * A concave "U": the square 0..6 × 0..4 with the notch 2..4 × 1..4 cut from its top. The point
 * (3, 2) is in the notch: outside, though inside the U's bounding box.
 */
const u: Position[] = [
  [0, 0],
  [6, 0],
  [6, 4],
  [4, 4],
  [4, 1],
  [2, 1],
  [2, 4],
  [0, 4],
  [0, 0],
];

const polygon = (ring: Position[]) => ({ type: 'Polygon' as const, coordinates: [ring] });

describe('pointInRing', () => {
  it('inside and outside a square', () => {
    expect(pointInRing([2, 2], square)).toBe(true);
    expect(pointInRing([5, 2], square)).toBe(false);
    expect(pointInRing([-0.001, 2], square)).toBe(false);
    expect(pointInRing([2, 4.001], square)).toBe(false);
  });

  it('on an edge or a vertex is inside', () => {
    expect(pointInRing([4, 2], square)).toBe(true);
    expect(pointInRing([2, 0], square)).toBe(true);
    expect(pointInRing([0, 0], square)).toBe(true);
    expect(pointInRing([4, 4], square)).toBe(true);
    // A ray from the point through a vertex (y = 4) counts once, not twice.
    expect(pointInRing([-1, 4], square)).toBe(false);
  });

  it('a concave ring: the notch is outside, both arms inside', () => {
    expect(pointInRing([3, 2], u)).toBe(false);
    expect(pointInRing([1, 3], u)).toBe(true);
    expect(pointInRing([5, 3], u)).toBe(true);
    expect(pointInRing([3, 0.5], u)).toBe(true);
    // On the notch's floor (y = 1, 2 ≤ x ≤ 4): its border, so inside.
    expect(pointInRing([3, 1], u)).toBe(true);
  });

  it('real coordinates: Paris intra-muros roughly, the Eiffel Tower in, Versailles out', () => {
    const paris: Position[] = [
      [2.2242, 48.8156],
      [2.4699, 48.8156],
      [2.4699, 48.9022],
      [2.2242, 48.9022],
      [2.2242, 48.8156],
    ];
    expect(pointInRing([2.2945, 48.8584], paris)).toBe(true);
    expect(pointInRing([2.1301, 48.8049], paris)).toBe(false);
  });

  it('an open ring is read as closed; fewer than 3 vertices hold nothing', () => {
    expect(pointInRing([2, 2], square.slice(0, 4))).toBe(true);
    expect(
      pointInRing(
        [0, 0],
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ),
    ).toBe(false);
  });
});

describe('ring checks', () => {
  it('areas by hand: the square 16, the U 24 − 6 = 18, scaled by cos(latitude)', () => {
    // Mean latitude of the square's vertices: 2°; cos(2°) ≈ 0.99939.
    expect(ringArea(square)).toBeCloseTo(16 * Math.cos((2 * Math.PI) / 180), 9);
    // The U's vertices average (0+0+4+4+1+1+4+4)/8 = 2.25° of latitude.
    expect(ringArea(u)).toBeCloseTo(18 * Math.cos((2.25 * Math.PI) / 180), 9);
  });

  it('closed, crossing or not', () => {
    expect(isClosed(square)).toBe(true);
    expect(isClosed(square.slice(0, 4))).toBe(false);
    expect(closeRing(square.slice(0, 4))).toEqual(square);
    expect(selfIntersects(square)).toBe(false);
    expect(selfIntersects(u)).toBe(false);
    // A figure of eight (bow tie): its second and fourth edges cross at (2, 2).
    expect(
      selfIntersects([
        [0, 0],
        [4, 4],
        [4, 0],
        [0, 4],
        [0, 0],
      ]),
    ).toBe(true);
    // A vertex on another edge, a repeated vertex, an edge folding back on the one before.
    expect(
      selfIntersects([
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 0],
        [0, 4],
        [0, 0],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [4, 0],
        [4, 0],
        [0, 4],
        [0, 0],
      ]),
    ).toBe(true);
    expect(
      selfIntersects([
        [0, 0],
        [4, 0],
        [2, 0],
        [0, 4],
        [0, 0],
      ]),
    ).toBe(true);
  });
});

describe('the contract of an outline', () => {
  const issue = (value: unknown) => zonePolygon.safeParse(value).error?.issues[0]?.message;

  it('takes a closed ring of 3 to 500 vertices', () => {
    expect(zonePolygon.safeParse(polygon(square)).success).toBe(true);
    expect(zonePolygon.safeParse(polygon(u)).success).toBe(true);
  });

  it('names what is wrong, field by field', () => {
    expect(
      issue(
        polygon([
          [0, 0],
          [1, 0],
          [0, 0],
        ]),
      ),
    ).toBe(polygonMsg.tooFew);
    const many = Array.from({ length: 501 }, (_, i): Position => {
      const angle = (2 * Math.PI * i) / 501;
      return [Math.cos(angle), Math.sin(angle)];
    });
    expect(issue(polygon(closeRing(many)))).toBe(polygonMsg.tooMany);
    expect(zonePolygon.safeParse(polygon(closeRing(many.slice(0, 500)))).success).toBe(true);
    expect(issue(polygon(square.slice(0, 4)))).toBe(polygonMsg.open);
    expect(
      issue(
        polygon([
          [0, 0],
          [4, 4],
          [4, 0],
          [0, 4],
          [0, 0],
        ]),
      ),
    ).toBe(polygonMsg.selfIntersecting);
    expect(
      issue(
        polygon([
          [0, 0],
          [1, 1],
          [2, 2],
          [0, 0],
        ]),
      ),
    ).toBeDefined();
    // Latitude and longitude in their ranges, [lng, lat] order.
    expect(
      zonePolygon.safeParse(
        polygon([
          [0, 0],
          [0, 91],
          [1, 1],
          [0, 0],
        ]),
      ).error?.issues[0]?.path,
    ).toEqual(['coordinates', 0, 1, 1]);
    expect(
      zonePolygon.safeParse(
        polygon([
          [181, 0],
          [0, 1],
          [1, 1],
          [181, 0],
        ]),
      ).success,
    ).toBe(false);
    // One ring: no holes.
    expect(zonePolygon.safeParse({ type: 'Polygon', coordinates: [square, square] }).success).toBe(
      false,
    );
    expect(zonePolygon.safeParse({ type: 'Point', coordinates: [0, 0] }).success).toBe(false);
  });

  it('a zone has postcodes, an outline or both', () => {
    expect(tariffZone.safeParse({ name: 'Z', base: 100 }).error?.issues[0]).toMatchObject({
      path: ['postcodes'],
      message: polygonMsg.zoneEmpty,
    });
    expect(tariffZone.safeParse({ name: 'Z', base: 100, postcodes: ['75'] }).success).toBe(true);
    expect(tariffZone.safeParse({ name: 'Z', base: 100, polygon: polygon(square) }).success).toBe(
      true,
    );
  });
});

describe('zoneOf with outlines', () => {
  const big = { name: 'Big', postcodes: [], polygon: polygon(square), base: 1000 };
  // The unit square 1..2 × 1..2, inside the big one.
  const small = {
    name: 'Small',
    postcodes: [],
    polygon: polygon([
      [1, 1],
      [2, 1],
      [2, 2],
      [1, 2],
      [1, 1],
    ]),
    base: 700,
  };
  const byCode = { name: 'Code', postcodes: ['75'], base: 1200 };

  it('the point inside an outline picks it; outside every outline, the postcode', () => {
    expect(zoneOf([big], null, { lng: 2, lat: 2 })?.name).toBe('Big');
    expect(zoneOf([big], null, { lng: 5, lat: 2 })).toBeUndefined();
    expect(zoneOf([big, byCode], '75011', { lng: 5, lat: 2 })?.name).toBe('Code');
    // On the border: in the zone.
    expect(zoneOf([big], null, { lng: 4, lat: 1 })?.name).toBe('Big');
    // No point (no coordinates on the request): postcodes only.
    expect(zoneOf([big, byCode], '75011')?.name).toBe('Code');
  });

  it('an outline beats a postcode; the smallest outline wins; equal areas, the first listed', () => {
    expect(zoneOf([byCode, big], '75011', { lng: 3, lat: 3 })?.name).toBe('Big');
    expect(zoneOf([big, small], null, { lng: 1.5, lat: 1.5 })?.name).toBe('Small');
    expect(zoneOf([small, big], null, { lng: 1.5, lat: 1.5 })?.name).toBe('Small');
    expect(zoneOf([big, small], null, { lng: 3, lat: 3 })?.name).toBe('Big');
    const twin = { ...big, name: 'Twin' };
    expect(zoneOf([big, twin], null, { lng: 3, lat: 3 })?.name).toBe('Big');
    expect(zoneOf([twin, big], null, { lng: 3, lat: 3 })?.name).toBe('Twin');
  });

  it("the price's zone line names the zone drawn", () => {
    // Every other component left out (none), the tariff's base 15 €.
    const rates = tariffCreate.parse({
      name: 'Vélo',
      asset_type_id: '00000000-0000-4000-8000-000000000000',
      currency: 'EUR',
      base: 1500,
      zones: [big, small],
    });
    const p = priceDelivery(rates, {
      distance_m: null,
      weight_kg: null,
      extra_stops: 0,
      has_window: false,
      urgent: false,
      dropoff_postcode: null,
      dropoff_point: { lng: 1.5, lat: 1.2 },
    });
    expect(p).toEqual({
      total: 700,
      lines: [{ component: 'zone', quantity: null, rate: 700, amount: 700, label: 'Small' }],
    });
  });
});
