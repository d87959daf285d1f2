import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { AssetCompliance } from '../../../contract/documents';
import type { AssetFinanceMonth } from '../../../contract/fleet-report';
import type { ChecklistItem, Inspection } from '../../../contract/inspections';
import { call, one } from './call';

/** Compliance (issue 21, docs/compliance.md): the calls that are not plain CRUD. */
export const complianceMethods = (client: AxiosInstance) => ({
  /** Whether each asset may be sent out, and why not (those outside the caller's scope left out). */
  getAssetCompliance: (ids: Identifier[]) =>
    ids.length === 0
      ? Promise.resolve([] as AssetCompliance[])
      : one(() =>
          client.get<{ data: AssetCompliance[] }>('/compliance/assets', {
            params: { id: ids.map(String) },
            paramsSerializer: { indexes: null },
          }),
        ),
  /** An asset's checklist: what its inspection answers. */
  getChecklist: (assetId: Identifier) =>
    one(() =>
      client.get<{ data: ChecklistItem[] }>('/inspections/checklist', {
        params: { asset_id: String(assetId) },
      }),
    ),
  createInspection: (body: {
    asset_id: Identifier;
    odometer_km: number | null;
    notes: string | null;
    answers: { item_id: string; answer: 'pass' | 'fail' | 'na'; note: string | null }[];
  }) => one(() => client.post<{ data: Inspection }>('/inspections', body)),
  /** Another repair of a failed inspection whose repair was cancelled. */
  openInspectionRepair: (inspectionId: Identifier) =>
    one(() =>
      client.post<{ data: Inspection }>(
        `/inspections/${encodeURIComponent(String(inspectionId))}/repair`,
      ),
    ),
  /** An asset's cost and profit by month (12 months). */
  getAssetFinance: (assetId: Identifier) =>
    one(() =>
      client.get<{ data: AssetFinanceMonth[] }>(
        `/fleet-report/asset/${encodeURIComponent(String(assetId))}`,
      ),
    ),
  /** The fleet report as CSV, with the list's filters and order. */
  exportFleetReport: (params: Record<string, string>) =>
    call(() => client.get<string>('/fleet-report/export.csv', { params, responseType: 'text' })),
});
