import type { RequestStatus } from '../../../../contract/request';
import { listLink } from '../operations/links';

/**
 * Where each figure of the owner's, business's and superadmin's dashboards leads: the list it
 * counts, filtered the same way (docs/dashboards.md).
 */
export const roleLinks = {
  assets: (status: string) => listLink('assets', { status }),
  /** Pending requests: an owner's list shows those of its asset types. */
  requests: (status: RequestStatus) => listLink('business-dispatches', { status }),
  maintenanceScheduled: () => listLink('maintenance', { status: 'scheduled' }),
  maintenance: (id: string) => `/maintenance/${encodeURIComponent(id)}/show`,
  businessesWaiting: () => listLink('business', { active: 'false' }),
  businesses: () => '/business',
  subscription: () => '/subscription',
};
