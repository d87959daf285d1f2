import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type { Wallet, WalletMetrics, WalletTransaction } from '../../../contract/wallet';
import { idPath, one, page } from './call';

/** The business's own wallet, and the superadmin's view of any business's (issue 4). */
export const walletMethods = (client: AxiosInstance) => ({
  getWallet: () => one(() => client.get<{ data: Wallet }>('/wallet')),
  getWalletTransactions: (paging = { limit: 10, skip: 0 }) =>
    page<WalletTransaction>(client, '/wallet/transactions', paging),
  getWalletMetrics: (businessId: Identifier) =>
    one(() =>
      client.get<{ data: WalletMetrics }>(
        idPath('/superadmin/business', businessId, '/wallet-metrics'),
      ),
    ),
  topUpWallet: (businessId: Identifier, body: { amount: number; reference?: string }) =>
    one(() =>
      client.post<{ data: WalletTransaction }>(
        idPath('/superadmin/business', businessId, '/wallet/top-up'),
        body,
      ),
    ),
});
