import type { AxiosInstance } from 'axios';
import type { ManagerDashboard } from '../../../contract/manager-dashboard';
import { one } from './call';

/** The operator's calls that are not plain CRUD (issue 9). */
export const operationsMethods = (client: AxiosInstance) => ({
  /** Every figure of the manager's (and superadmin's) dashboard, in one call. */
  getManagerDashboard: () =>
    one(() => client.get<{ data: ManagerDashboard }>('/in-house-managers/dashboard')),
});
