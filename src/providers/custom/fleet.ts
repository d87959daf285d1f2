import type { AxiosInstance } from 'axios';
import type { Identifier, RaRecord } from 'react-admin';
import type { AssetChoice } from '../../../contract/asset';
import type { Dispatch } from '../../../contract/dispatch';
import type { EarningsSummary } from '../../../contract/earnings';
import type { RequestEvent, RequestStats } from '../../../contract/request';
import { idPath, one, page } from './call';

/** Requests, dispatches and earnings: the calls that are not plain CRUD (issue 4). */
export const fleetMethods = (client: AxiosInstance) => ({
  getEarnings: (assetId: Identifier) =>
    one(() =>
      client.get<{ data: EarningsSummary }>('/earnings', {
        params: { id: String(assetId), type: 'asset' },
      }),
    ),
  getDispatchesByAsset: (assetId: Identifier, paging = { limit: 25, skip: 0 }) =>
    page<Dispatch>(client, idPath('/asset-dispatch/by-asset', assetId), paging),
  getAssetChoices: () => one(() => client.get<{ data: AssetChoice[] }>('/assets/all')),
  /** `driver_id`: the driver named (null: none); left out, the asset's default driver. */
  dispatchRequest: (body: {
    request_id: Identifier;
    asset_id: Identifier;
    driver_id?: Identifier | null;
  }) => one(() => client.post<{ data: Dispatch }>('/asset-dispatch', body)),
  updateDispatch: (id: Identifier, status: 'in_transit' | 'delivered' | 'cancelled') =>
    one(() => client.patch<{ data: Dispatch }>(idPath('/asset-dispatch', id), { status })),
  reassignDispatch: (body: { dispatch_id: Identifier; asset_id: Identifier; reason: string }) =>
    one(() => client.patch<{ data: Dispatch }>('/asset-dispatch/reassign', body)),
  cancelRequest: (id: Identifier) =>
    one(() =>
      client.patch<{ data: RaRecord }>(idPath('/business-dispatches', id), {
        status: 'cancelled',
      }),
    ),
  getRequestTimeline: (id: Identifier) =>
    one(() =>
      client.get<{ data: RequestEvent[] }>(idPath('/business-dispatches', id, '/timeline')),
    ),
  getRequestStats: () => one(() => client.get<{ data: RequestStats }>('/requests/stats')),
});
