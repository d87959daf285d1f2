import axios, { type AxiosInstance } from 'axios';
import { MAX_LIMIT } from '../../../contract/limits';
import type { Round, RoundEta, StopSkip } from '../../../contract/rounds';
import type { UploadResponse } from '../../../contract/upload';
import type { ApiFailure, DriverDispatch, PositionFix, StepBody } from '../driver/types';
import { httpClient } from '../httpClient';
import { idPath } from './call';

/**
 * A refused or unanswered call of the driver's screen, with the API's own code (`proof_required`,
 * `invalid_code`, …) and field details as sent: the outbox decides by status what to do with an
 * item, the proof sheet shows the details on their fields.
 */
export class DriverApiError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details?: ApiFailure['details'],
  ) {
    super(`flotte.errors.${code}`);
    this.name = 'DriverApiError';
  }
}

function asFailure(error: unknown): DriverApiError {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!response) return new DriverApiError(0, 'network');
  const body = (response.data ?? {}) as Partial<{ code: unknown; details: unknown }>;
  const code = typeof body.code === 'string' ? body.code : 'internal';
  const details = Array.isArray(body.details) ? (body.details as ApiFailure['details']) : undefined;
  return new DriverApiError(response.status, code, details);
}

/** A driver has a few dispatches a day: ten pages is far more than a week holds. */
const MAX_PAGES = 10;

async function send<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw asFailure(error);
  }
}

/**
 * The driver's own calls (docs/drivers.md, docs/positions.md), through the app's one HTTP
 * client (token, refreshed token). Not react-admin's dataProvider: the outbox calls them outside
 * React, and reads each failure's status and code itself.
 */
export const driverScreenMethods = (client: AxiosInstance) => ({
  /**
   * Its own dispatches, in the API's order: the open ones first (the next job on top), then
   * those that ended in the last 7 days. All of them: a page of 100 at a time.
   */
  listDispatches: async () => {
    const rows: DriverDispatch[] = [];
    for (let skip = 0; ; skip += MAX_LIMIT) {
      const body = await send(() =>
        client.get<{ data: DriverDispatch[]; pagination?: { total: number } }>(
          '/driver-dispatches',
          { params: { limit: MAX_LIMIT, skip } },
        ),
      );
      rows.push(...body.data);
      const total = body.pagination?.total ?? rows.length;
      if (body.data.length === 0 || rows.length >= total || skip >= MAX_PAGES * MAX_LIMIT) {
        return rows;
      }
    }
  },

  /** One step; answers the dispatch as it is now (also for a step id already applied). */
  sendStep: async (dispatchId: string, body: StepBody) =>
    (
      await send(() =>
        client.post<{ data: unknown }>(idPath('/asset-dispatch', dispatchId, '/steps'), body),
      )
    ).data,

  sendPositions: async (dispatchId: string, positions: PositionFix[]) =>
    (
      await send(() =>
        client.post<{ data: { accepted: number; flagged: number } }>(
          idPath('/asset-dispatch', dispatchId, '/positions'),
          { positions },
        ),
      )
    ).data,

  /** Its published rounds of `date` (docs/rounds.md, "The driver's round"). */
  listRounds: async (date: string) =>
    (
      await send(() =>
        client.get<{ data: Round[] }>('/rounds', { params: { date, limit: MAX_LIMIT } }),
      )
    ).data,

  /** The round's stops still to serve, timed again from where the driver is. */
  roundEta: async (roundId: string) =>
    (await send(() => client.get<{ data: RoundEta }>(idPath('/rounds', roundId, '/eta')))).data,

  /** A stop left: its request back to the planner, with the reason. */
  skipStop: async (roundId: string, body: StopSkip) =>
    (await send(() => client.post<{ data: Round }>(idPath('/rounds', roundId, '/skip'), body)))
      .data,

  /** POST /upload, multipart field `file`: the stored file's address. */
  upload: async (file: Blob, name: string) => {
    const form = new FormData();
    form.append('file', file, name);
    return (await send(() => client.post<UploadResponse>('/upload', form))).fileUrl;
  },
});

export const driverScreenApi = driverScreenMethods(httpClient);
