import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { Business } from '../../../contract/business';
import type { BusinessSettings } from '../../../contract/business-settings';
import type { LedgerFilter, WalletHistoryPoint, WalletTransaction } from '../../../contract/wallet';
import { idPath, one, page } from './call';

/** The superadmin's and the manager's calls on one business that are not plain CRUD (issue 8). */
export const businessMethods = (client: AxiosInstance) => ({
  /** Approve (`true`) or suspend (`false`): the state is set, not flipped, so two clicks agree. */
  toggleBusinessStatus: (id: Identifier, active: boolean) =>
    one(() =>
      client.patch<{ data: Business }>(idPath('/business', id, '/toggle-status'), { active }),
    ),
  /** One business's settings (superadmin, manager); its own staff read theirs without an id. */
  getSettingsOfBusiness: (id: Identifier) =>
    one(() => client.get<{ data: BusinessSettings }>(idPath('/business-settings', id))),
  /** The balance at the end of each of the last `days` days, oldest first. */
  getWalletHistory: (id: Identifier, days = 90) =>
    one(() =>
      client.get<{ data: WalletHistoryPoint[] }>(
        idPath('/superadmin/business', id, '/wallet-history'),
        { params: { days } },
      ),
    ),
  /** One page of a business's ledger, newest first. */
  getBusinessTransactions: (
    id: Identifier,
    paging: { limit: number; skip: number } & LedgerFilter,
  ) => page<WalletTransaction>(client, idPath('/superadmin/business', id, '/transactions'), paging),
});
