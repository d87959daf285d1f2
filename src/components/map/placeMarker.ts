import type { MapMarker } from './FlotteMap';
import type { LatLng } from './types';

/**
 * A request's pickup or drop-off on a map: its pin at `point`, showing the place's short name
 * (the catalog's `flotte.map.markers.<kind>_short`), `label` for a screen reader.
 */
export const placeMarker = (
  kind: 'pickup' | 'dropoff',
  point: LatLng,
  label: string,
  translate: (key: string) => string,
): MapMarker => ({
  id: kind,
  kind,
  ...point,
  text: translate(`flotte.map.markers.${kind}_short`),
  label,
});
