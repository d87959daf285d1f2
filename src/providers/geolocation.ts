import { getConfig } from '../config';

/** What the sign-up forms pre-fill from the visitor's address. */
export interface GeoGuess {
  country?: string;
  /** The phone prefix, e.g. "+33". */
  callingCode?: string;
  currency?: string;
}

export const GEOLOCATION_TIMEOUT_MS = 2000;

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * Asks the configured IP geolocation service (ipapi.co-like JSON) where the visitor is.
 * A plain fetch, not the API client: a third-party host must not get the Bearer token.
 * Any failure, odd answer or the 2-second timeout gives `{}` silently; without a configured
 * address nothing is asked at all.
 */
export async function guessLocation(url = getConfig().geoIpUrl): Promise<GeoGuess> {
  if (!url) return {};
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), GEOLOCATION_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
      credentials: 'omit',
    });
    if (!response.ok) return {};
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') return {};
    const data = body as Record<string, unknown>;
    const country = text(data.country_code) ?? text(data.country);
    const callingCode = text(data.country_calling_code);
    const currency = text(data.currency);
    return {
      ...(country && /^[A-Za-z]{2}$/.test(country) ? { country: country.toUpperCase() } : {}),
      ...(callingCode && /^\+?[0-9]{1,4}$/.test(callingCode)
        ? { callingCode: callingCode.startsWith('+') ? callingCode : `+${callingCode}` }
        : {}),
      ...(currency && /^[A-Za-z]{3}$/.test(currency) ? { currency: currency.toUpperCase() } : {}),
    };
  } catch {
    return {};
  } finally {
    clearTimeout(timer);
  }
}
