import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { ZodType } from 'zod';
import {
  geocodeResult,
  liveDispatch,
  type Eta,
  type GeocodeResult,
  type LiveDispatch,
  type TrailPoint,
} from '../../../contract/position';
import { call, idPath, one } from './call';

/** The rows the contract's schema recognises (others are left out). */
const recognised = <T>(schema: ZodType<T>, rows: unknown): T[] =>
  Array.isArray(rows)
    ? rows.flatMap((row) => {
        const parsed = schema.safeParse(row);
        return parsed.success ? [parsed.data] : [];
      })
    : [];

/** Positions, the ETA, the live map and addresses (issue 19, docs/positions.md, docs/maps.md). */
export const positionMethods = (client: AxiosInstance) => ({
  /** A dispatch's trail, oldest first (`since`: only the newer ones). */
  getDispatchPositions: (id: Identifier, params: { since?: string; limit?: number } = {}) =>
    one(() =>
      client.get<{ data: TrailPoint[] }>(idPath('/asset-dispatch', id, '/positions'), {
        params,
      }),
    ),
  /** When it should arrive, and how that was computed. */
  getDispatchEta: (id: Identifier) =>
    one(() => client.get<{ data: Eta }>(idPath('/asset-dispatch', id, '/eta'))),
  /** Every dispatch on its way in the caller's scope, with its last position. */
  getLiveDispatches: async (): Promise<{ data: LiveDispatch[]; truncated: boolean }> => {
    const body = await call(() =>
      client.get<{ data: unknown; truncated?: unknown }>('/asset-dispatch/live'),
    );
    return { data: recognised(liveDispatch, body.data), truncated: body.truncated === true };
  },
  /** Addresses matching `q` (none when the server has no geocoder). */
  geocode: async (q: string): Promise<GeocodeResult[]> => {
    const rows = await one(() => client.get<{ data: unknown }>('/geocode', { params: { q } }));
    return recognised(geocodeResult, rows);
  },
});
