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
}

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
  };
}
