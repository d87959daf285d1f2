/**
 * The address search of the request form (docs/positions.md): a Nominatim-style geocoder at
 * GEOCODER_URL (`/search?q=&format=json&limit=5`). Unset: no answer, and no outside host is
 * called. Nothing is kept: each search asks the geocoder (its usage policy is the operator's to
 * honour, e.g. a geocoder of its own or a paid plan).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { GeocodeResult } from '../../../contract/position';
import { ApiError } from '../../errors';

export interface GeocoderDeps {
  url: string | undefined;
  /** Sent as User-Agent (Nominatim's policy asks every application to name itself). */
  userAgent: string;
  /** The longest wait (default 4 s), then 503 geocoder_unavailable. */
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export const GEOCODER_TIMEOUT_MS = 4000;
export const GEOCODER_RESULTS = 5;

interface NominatimPlace {
  display_name?: unknown;
  lat?: unknown;
  lon?: unknown;
}

const coordinate = (value: unknown, max: number): number | undefined => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= max ? n : undefined;
};

/** Up to five addresses for `q`, in `language` when the geocoder has it. */
export async function geocode(
  q: string,
  language: string | undefined,
  deps: GeocoderDeps,
): Promise<GeocodeResult[]> {
  if (!deps.url) return [];
  const query = new URLSearchParams({ q, format: 'json', limit: String(GEOCODER_RESULTS) });
  let places: unknown;
  try {
    const res = await fetch(`${deps.url}/search?${query}`, {
      headers: {
        accept: 'application/json',
        'user-agent': deps.userAgent,
        ...(language ? { 'accept-language': language } : {}),
      },
      signal: AbortSignal.timeout(deps.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
    places = await res.json();
  } catch (error) {
    deps.log?.warn({ err: error }, 'geocoder: no answer');
    throw new ApiError(503, 'geocoder_unavailable');
  }
  if (!Array.isArray(places)) {
    deps.log?.warn('geocoder: the answer is not a list');
    throw new ApiError(503, 'geocoder_unavailable');
  }
  const results: GeocodeResult[] = [];
  for (const place of places as NominatimPlace[]) {
    const lat = coordinate(place?.lat, 90);
    const lng = coordinate(place?.lon, 180);
    const label = typeof place?.display_name === 'string' ? place.display_name.slice(0, 500) : '';
    if (lat !== undefined && lng !== undefined && label) results.push({ label, lat, lng });
    if (results.length === GEOCODER_RESULTS) break;
  }
  return results;
}
