import { farFromCountry, mainlandBox } from '../../../contract/country-boxes';
import { boundsOf, pointOf, type Bounds } from './geojson';
import type { LatLng } from './types';

/** How many of the business's latest requests the picker's map opens around. */
export const RECENT_REQUESTS = 20;

/** The pickups and drop-offs placed on requests, those with both coordinates. */
export const placedPoints = (requests: readonly Record<string, unknown>[]): LatLng[] =>
  requests.flatMap((request) =>
    (['pickup', 'dropoff'] as const).flatMap((kind) => {
      const point = pointOf(request, `${kind}_lat`, `${kind}_lng`);
      return point ? [point] : [];
    }),
  );

/**
 * Where the picker's map opens while neither point is placed (issue 33: not the world): around
 * the business's last points, those within its country (one placed by mistake in the ocean must
 * not pull the view there), else on its country's mainland, else nowhere in particular (null).
 */
export function pickerHome(recent: readonly LatLng[], country: string | null): Bounds | null {
  const near = recent.filter((point) => farFromCountry(point, country) === null);
  const around = boundsOf(near);
  if (around) return around;
  const box = mainlandBox(country);
  return box
    ? [
        [box[0], box[1]],
        [box[2], box[3]],
      ]
    : null;
}
