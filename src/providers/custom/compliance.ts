import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { AssetCompliance } from '../../../contract/documents';
import { one } from './call';

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
});
