import type { AxiosInstance } from 'axios';
import type {
  Board,
  BoardQuery,
  InsertInput,
  Insertion,
  OptimiseInput,
  Plan,
  Round,
  StopsUpdate,
} from '../../../contract/rounds';
import type { OwnerSettings, OwnerSettingsWrite } from '../../../contract/owner-settings';
import { call, idPath, one } from './call';

/** Planning rounds (issue 29, docs/rounds.md): the planner's screen's calls. */
export const roundMethods = (client: AxiosInstance) => ({
  /** The day's unplanned requests and the assets that may go out. */
  getRoundBoard: (params: BoardQuery) =>
    one(() => client.get<{ data: Board }>('/rounds/board', { params })),
  /** The rounds of a day (the API's largest page). */
  getDayRounds: async (date: string): Promise<Round[]> =>
    (await call(() => client.get<{ data: Round[] }>('/rounds', { params: { date, limit: 100 } })))
      .data,
  /** "Optimiser": the day's drafts planned again, keeping locked stops. */
  optimiseRounds: (input: OptimiseInput) =>
    one(() => client.post<{ data: Plan }>('/rounds/optimise', input)),
  /** A draft round's stops in their new order (moves in from another draft, locks). */
  setRoundStops: (id: string, input: StopsUpdate) =>
    one(() => client.patch<{ data: Round }>(idPath('/rounds', id, '/stops'), input)),
  /** A new request into the day's best published round: its cost, then (`confirm`) done. */
  insertIntoRound: (input: InsertInput) =>
    one(() => client.post<{ data: Insertion }>('/rounds/insert', input)),
  /** A draft round's dispatches, once. */
  publishRound: (id: string) =>
    one(() => client.post<{ data: Round }>(idPath('/rounds', id, '/publish'))),
  /** The signed-in owner's own settings (auto-dispatch of his assets). */
  getOwnerSettings: () => one(() => client.get<{ data: OwnerSettings }>('/owner-settings')),
  updateOwnerSettings: (input: OwnerSettingsWrite) =>
    one(() => client.patch<{ data: OwnerSettings }>('/owner-settings', input)),
});
