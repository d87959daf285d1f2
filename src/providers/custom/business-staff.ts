import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { BusinessSettings } from '../../../contract/business-settings';
import type { CustomizationUpdate, OwnCustomization } from '../../../contract/customization';
import type { Request } from '../../../contract/request';
import type { Subscription } from '../../../contract/subscription';
import type { UploadResponse } from '../../../contract/upload';
import type { WhiteLabelSummary } from '../../../contract/white-label';
import { call, idPath, one, page } from './call';

/**
 * The business staff's own calls that are not plain CRUD (issue 8): settings read by the wallet
 * pages, branding, subscribing, the white-label side. Their business (`my-business`) and settings
 * (`business-settings`) are own records of the dataProvider (OWN_ID); staff, B2B clients and
 * users, plans and the subscription history are plain resources (RESOURCE_PATHS).
 */
export const businessStaffMethods = (client: AxiosInstance) => ({
  /** The settings read outside their form (which reads and saves the `business-settings` record). */
  getBusinessSettings: () =>
    one(() => client.get<{ data: BusinessSettings }>('/business-settings')),

  getOwnCustomization: () =>
    one(() => client.get<{ data: OwnCustomization }>('/business-customization')),
  updateCustomization: (body: CustomizationUpdate) =>
    one(() => client.patch<{ data: unknown }>('/business-customization', body)),

  /** POST /upload, multipart field `file`: the stored file's address. */
  uploadFile: async (file: Blob) => {
    const form = new FormData();
    form.append('file', file);
    return (await call(() => client.post<UploadResponse>('/upload', form))).fileUrl;
  },

  subscribe: (planId: Identifier) =>
    one(() =>
      client.post<{ data: Subscription }>('/business/subscribe', { plan_id: String(planId) }),
    ),

  getWhiteLabelSummary: () =>
    one(() => client.get<{ data: WhiteLabelSummary }>('/business/white-label-summary')),
  getB2bClientRequests: (clientId: Identifier, paging = { limit: 10, skip: 0 }) =>
    page<Request>(client, idPath('/business/b2b', clientId, '/requests'), paging),
});
