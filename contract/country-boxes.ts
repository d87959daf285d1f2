import { haversineMeters, type LatLngPoint } from './distance';

/**
 * Where a country lies, roughly: its land's boxes `[west, south, east, north]` in degrees, the
 * mainland first, then the parts of it more than 3° away (Corsica is in France's first box,
 * French Guiana, the Antilles and La Réunion in boxes of their own; specks under 0.1 square
 * degree left out). Taken once from Natural Earth's 1:50m countries (public domain, the
 * `world-atlas` package that the built-in basemap comes from: docs/maps.md), rounded outward to
 * 0.1°. A small table on purpose: the countries where the platform's businesses work and their
 * neighbours; a country not in it is never said to be far (issue 33).
 */
export type CountryBox = readonly [west: number, south: number, east: number, north: number];

export const COUNTRY_BOXES: Readonly<Record<string, readonly CountryBox[]>> = {
  FR: [
    [-4.8, 41.3, 9.6, 51.1],
    [-54.7, 2.1, -51.6, 5.8],
    [-61.8, 14.4, -60.8, 16.6],
    [55.2, -21.4, 55.9, -20.8],
  ],
  BE: [[2.5, 49.5, 6.4, 51.5]],
  CH: [[5.9, 45.8, 10.5, 47.8]],
  LU: [[5.7, 49.4, 6.5, 50.2]],
  MC: [[7.3, 43.7, 7.5, 43.8]],
  DE: [[5.8, 47.2, 15.1, 55.1]],
  ES: [
    [-9.3, 36, 4.4, 43.8],
    [-18.2, 27.6, -13.4, 29.3],
  ],
  PT: [
    [-9.5, 37, -6.2, 42.2],
    [-31.3, 36.9, -25, 39.6],
    [-17.3, 32.6, -16.6, 32.9],
  ],
  IT: [[6.6, 36.6, 18.5, 47.1]],
  NL: [[3.3, 50.7, 7.2, 53.7]],
  GB: [[-8.2, 50, 1.8, 60.9]],
  IE: [[-10.4, 51.4, -6, 55.4]],
  AT: [[9.5, 46.4, 17.2, 49.1]],
  PL: [[14.1, 49, 24.2, 54.9]],
  CZ: [[12, 48.5, 18.9, 51.1]],
  DK: [[8.1, 54.6, 15.2, 57.8]],
  SE: [[11.1, 55.3, 24.2, 69.1]],
  NO: [
    [4.8, 58, 31, 71.2],
    [10.5, 74.3, 33.7, 80.5],
    [-9.1, 70.8, -7.9, 71.2],
  ],
  FI: [[20.6, 59.8, 31.6, 70.1]],
  GR: [[19.6, 34.9, 28.3, 41.8]],
  RO: [[20.2, 43.6, 29.8, 48.3]],
  MA: [[-17.1, 21.4, -1, 36]],
  DZ: [[-8.7, 18.9, 12, 37.1]],
  TN: [[7.4, 30.2, 11.6, 37.4]],
  EG: [[24.7, 21.9, 36.9, 31.7]],
  MR: [[-17.1, 14.7, -4.8, 27.3]],
  SN: [[-17.6, 12.3, -11.3, 16.7]],
  ML: [[-12.3, 10.1, 4.3, 25]],
  BF: [[-5.6, 9.4, 2.4, 15.1]],
  NE: [[0.1, 11.6, 16, 23.6]],
  GN: [[-15.1, 7.2, -7.6, 12.7]],
  CI: [[-8.7, 4.3, -2.5, 10.8]],
  BJ: [[0.7, 6.2, 3.9, 12.4]],
  TG: [[-0.1, 6, 1.8, 11.2]],
  GH: [[-3.3, 4.7, 1.2, 11.2]],
  NG: [[2.6, 4.2, 14.7, 13.9]],
  CM: [[8.5, 1.6, 16.2, 13.1]],
  TD: [[13.4, 7.4, 24, 23.5]],
  GA: [[8.7, -4, 14.5, 2.4]],
  CG: [[11.1, -5.1, 18.7, 3.7]],
  CD: [[12.2, -13.5, 31.3, 5.4]],
  CF: [[14.4, 2.2, 27.5, 11]],
  RW: [[28.8, -2.9, 30.9, -1]],
  BI: [[29, -4.5, 30.9, -2.3]],
  MG: [[43.2, -25.6, 50.5, -12]],
  CA: [[-141.1, 41.6, -52.6, 83.2]],
  US: [
    [-124.8, 24.5, -66.9, 49.4],
    [-178.2, 51.6, -130, 71.5],
    [-160.3, 18.9, -154.8, 22.3],
    [177.2, 51.3, 179.8, 52.2],
    [172.4, 52.3, 173.8, 53.1],
  ],
  HT: [[-74.5, 18, -71.6, 20.1]],
};

/**
 * Farther than this outside every box of the address's country, a point is more likely a slip
 * of the map (a Lyon address placed in the Atlantic) than a place: the picker warns, without
 * refusing. A box already holds the border towns of its neighbours; this adds its coasts' waters
 * and the other side of a border.
 */
export const FAR_FROM_COUNTRY_KM = 100;

/** The box's point nearest to `point` (itself when inside). */
const nearestIn = ([west, south, east, north]: CountryBox, point: LatLngPoint): LatLngPoint => ({
  lat: Math.min(north, Math.max(south, point.lat)),
  lng: Math.min(east, Math.max(west, point.lng)),
});

/** How far `point` lies outside `country` in km (0 inside); null for a country not in the table. */
export function kmOutsideCountry(point: LatLngPoint, country: string): number | null {
  const boxes = COUNTRY_BOXES[country.toUpperCase()];
  if (!boxes) return null;
  const metres = Math.min(...boxes.map((box) => haversineMeters(point, nearestIn(box, point))));
  return metres / 1000;
}

/** The km `point` lies outside its country when that is more than FAR_FROM_COUNTRY_KM, else null. */
export function farFromCountry(point: LatLngPoint, country: string | null): number | null {
  const km = country ? kmOutsideCountry(point, country) : null;
  return km !== null && km > FAR_FROM_COUNTRY_KM ? km : null;
}

/** The country's first box (its mainland), for a map to open on; null when not in the table. */
export function mainlandBox(country: string | null): CountryBox | null {
  return (country && COUNTRY_BOXES[country.toUpperCase()]?.[0]) || null;
}
