import type { AxiosInstance } from 'axios';
import type { ManagerDashboard } from '../../../contract/manager-dashboard';
import type {
  BusinessDashboard,
  OwnerDashboard,
  SuperadminDashboard,
} from '../../../contract/dashboards';
import { one } from './call';

/** The operator's calls that are not plain CRUD (issue 9). */
export const operationsMethods = (client: AxiosInstance) => ({
  /** Every figure of the manager's (and superadmin's) dashboard, in one call. */
  getManagerDashboard: () =>
    one(() => client.get<{ data: ManagerDashboard }>('/in-house-managers/dashboard')),
  /** The role dashboards (issue 12, docs/dashboards.md): each in one call. */
  getOwnerDashboard: () => one(() => client.get<{ data: OwnerDashboard }>('/dashboard/owner')),
  getBusinessDashboard: () =>
    one(() => client.get<{ data: BusinessDashboard }>('/dashboard/business')),
  getSuperadminDashboard: () =>
    one(() => client.get<{ data: SuperadminDashboard }>('/dashboard/superadmin')),
});
