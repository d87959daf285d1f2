/**
 * The positions API's shapes (docs/positions.md), from the contract (contract/position.ts),
 * under the names the map code uses.
 */
export type {
  EtaMethod,
  Eta as DispatchEta,
  GeocodeResult,
  LiveDispatch,
  TrailPoint as DispatchPosition,
} from '../../../contract/position';

/** A point on the earth, in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}
