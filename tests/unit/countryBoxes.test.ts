/**
 * Whether a placed point is far from its address's country (issue 33: the drop-off of a Lyon
 * address placed in the Atlantic), from the contract's small table of countries' boxes, and
 * where the point picker's map opens while no point is placed.
 */
import { describe, expect, it } from 'vitest';
import { addressCountry } from '../../contract/address-country';
import {
  COUNTRY_BOXES,
  FAR_FROM_COUNTRY_KM,
  farFromCountry,
  kmOutsideCountry,
} from '../../contract/country-boxes';
import { pickerHome, placedPoints } from '../../src/components/map/pickerView';

const lyon = { lat: 45.764, lng: 4.8357 };
const atlantic = { lat: 20.19, lng: -32.7 };
const paris = { lat: 48.8566, lng: 2.3522 };
const geneva = { lat: 46.2044, lng: 6.1432 };
const ajaccio = { lat: 41.9192, lng: 8.7386 };
const cayenne = { lat: 4.9224, lng: -52.3135 };
const dakar = { lat: 14.7167, lng: -17.4677 };

describe('the country of an address', () => {
  it('is the one its last part names, in French, English or its own language', () => {
    expect(addressCountry('12 Rue de Rivoli, 75004 Paris, France', 'SN')).toBe('FR');
    expect(addressCountry('Rue du Rhône 1, Genève, Suisse', 'FR')).toBe('CH');
    expect(addressCountry('Domplatz 1, Köln, Deutschland', 'FR')).toBe('DE');
    expect(addressCountry('Plateau, Abidjan, Côte d’Ivoire', 'FR')).toBe('CI');
    expect(addressCountry('Avenue du Port, Kinshasa, Congo-Kinshasa', 'FR')).toBe('CD');
  });

  it("is the business's country when it names none (a name inside the address is no country)", () => {
    expect(addressCountry('5 rue de la République, 69002 Lyon', 'FR')).toBe('FR');
    expect(addressCountry('3 place de la Suisse, Lyon', 'fr')).toBe('FR');
    expect(addressCountry('5 rue de la République, Lyon', null)).toBeNull();
    expect(addressCountry(undefined, 'FR')).toBe('FR');
  });
});

describe('a point far from its country', () => {
  it('warns for a Lyon address placed in the Atlantic (20.19, −32.70), by thousands of km', () => {
    const country = addressCountry('5 rue de la République, 69002 Lyon', 'FR');
    expect(farFromCountry(atlantic, country)).toBeGreaterThan(2000);
  });

  it('says nothing for a point in the country, its islands and overseas parts, or its border towns', () => {
    for (const point of [lyon, paris, ajaccio, cayenne, geneva]) {
      expect(farFromCountry(point, 'FR')).toBeNull();
    }
    expect(kmOutsideCountry(lyon, 'FR')).toBe(0);
    // Geneva is in Switzerland's box too.
    expect(farFromCountry(geneva, addressCountry('Genève, Suisse', 'FR'))).toBeNull();
  });

  it('warns past FAR_FROM_COUNTRY_KM outside, for the country the address names', () => {
    const km = farFromCountry(paris, addressCountry('Rue du Rhône 1, Genève, Suisse', 'FR'));
    expect(km).toBeGreaterThan(FAR_FROM_COUNTRY_KM);
    expect(farFromCountry(dakar, 'FR')).toBeGreaterThan(FAR_FROM_COUNTRY_KM);
    expect(farFromCountry(dakar, 'SN')).toBeNull();
  });

  it('says nothing without a country, or for one not in the table', () => {
    expect(farFromCountry(atlantic, null)).toBeNull();
    expect('JP' in COUNTRY_BOXES).toBe(false);
    expect(farFromCountry(atlantic, 'JP')).toBeNull();
  });

  it('has boxes west of east and south of north, within the earth', () => {
    for (const [code, boxes] of Object.entries(COUNTRY_BOXES)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      for (const [west, south, east, north] of boxes) {
        expect(west).toBeLessThan(east);
        expect(south).toBeLessThan(north);
        expect(Math.abs(west) <= 180 && Math.abs(east) <= 180).toBe(true);
        expect(Math.abs(south) <= 90 && Math.abs(north) <= 90).toBe(true);
      }
    }
  });
});

describe('where the point picker opens', () => {
  const requests = [
    { pickup_lat: 45.75, pickup_lng: 4.85, dropoff_lat: 45.9, dropoff_lng: 4.7 },
    { pickup_lat: null, pickup_lng: null, dropoff_lat: atlantic.lat, dropoff_lng: atlantic.lng },
    { pickup_lat: 45.7, pickup_lng: '5.1', dropoff_lat: 45.7, dropoff_lng: null },
  ];

  it("around the business's last points in its country, not one placed in the ocean", () => {
    const points = placedPoints(requests);
    expect(points).toEqual([
      { lat: 45.75, lng: 4.85 },
      { lat: 45.9, lng: 4.7 },
      atlantic,
      { lat: 45.7, lng: 5.1 },
    ]);
    expect(pickerHome(points, 'FR')).toEqual([
      [4.7, 45.7],
      [5.1, 45.9],
    ]);
  });

  it("on the country's mainland without points there, and nowhere in particular without either", () => {
    expect(pickerHome([atlantic], 'FR')).toEqual([
      [-4.8, 41.3],
      [9.6, 51.1],
    ]);
    expect(pickerHome([], 'CH')).toEqual([
      [5.9, 45.8],
      [10.5, 47.8],
    ]);
    expect(pickerHome([], null)).toBeNull();
    expect(pickerHome([], 'JP')).toBeNull();
    // Without a known country, the last points as they are.
    expect(pickerHome([lyon], null)).toEqual([
      [lyon.lng, lyon.lat],
      [lyon.lng, lyon.lat],
    ]);
  });
});
