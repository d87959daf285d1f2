/**
 * Runtime configuration. The server answers `/env.js`, which sets `window.FLOTTE_CONFIG` from
 * its environment before the app starts, so one built app runs anywhere; Vite's `VITE_*`
 * variables override it for development.
 */
export interface AppConfig {
  /** Base of every API call. */
  apiUrl: string;
  /** Google OAuth client id; empty hides Google sign-in and loads nothing from Google. */
  googleClientId: string;
  /** IP geolocation service used to pre-fill sign-up forms; empty disables it. */
  geoIpUrl: string;
  /**
   * Raster tiles of the maps (`MAP_TILES_URL`, a `{z}/{x}/{y}` address); empty: the maps draw
   * their points on a plain background and call no outside host (docs/maps.md).
   */
  mapTilesUrl: string;
  /** The tiles' attribution (`MAP_TILES_ATTRIBUTION`), shown on the map with them. */
  mapTilesAttribution: string;
  /** Seconds between two positions the driver's screen reads (`FLOTTE_POSITION_INTERVAL`). */
  positionInterval: number;
  /**
   * Whether the server has a geocoder (`GEOCODER_URL`) for the address search; only an explicit
   * `false` says it has none (the form then says how to place a point instead).
   */
  addressSearch: boolean;
}

/** Seconds between two driver positions when `/env.js` says nothing (docs/positions.md). */
export const DEFAULT_POSITION_INTERVAL = 15;

const positiveNumber = (...values: unknown[]): number | undefined => {
  for (const value of values) {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) return n;
  }
  return undefined;
};

declare global {
  interface Window {
    FLOTTE_CONFIG?: Partial<AppConfig>;
  }
}

export function getConfig(): AppConfig {
  const runtime = (typeof window !== 'undefined' && window.FLOTTE_CONFIG) || {};
  const env = import.meta.env ?? {};
  return {
    apiUrl: env.VITE_API_URL || runtime.apiUrl || '/api',
    googleClientId: env.VITE_GOOGLE_CLIENT_ID || runtime.googleClientId || '',
    geoIpUrl: env.VITE_GEOIP_URL || runtime.geoIpUrl || '',
    mapTilesUrl: env.VITE_MAP_TILES_URL || runtime.mapTilesUrl || '',
    mapTilesAttribution: env.VITE_MAP_TILES_ATTRIBUTION || runtime.mapTilesAttribution || '',
    positionInterval:
      positiveNumber(env.VITE_POSITION_INTERVAL, runtime.positionInterval) ??
      DEFAULT_POSITION_INTERVAL,
    addressSearch: runtime.addressSearch !== false,
  };
}
