import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type {
  FundingAccount,
  FundingAccountWrite,
  FundingInstructions,
  FundingInstructionsWrite,
} from '../../../contract/funding-instructions';
import type {
  LedgerFilter,
  Wallet,
  WalletHistoryPoint,
  WalletMetrics,
  WalletTransaction,
} from '../../../contract/wallet';
import { idPath, one, page } from './call';

/** The business's own wallet, and the superadmin's view of any business's (issue 4). */
export const walletMethods = (client: AxiosInstance) => ({
  getWallet: () => one(() => client.get<{ data: Wallet }>('/wallet')),
  getWalletTransactions: (paging: { limit: number; skip: number } & LedgerFilter) =>
    page<WalletTransaction>(client, '/wallet/transactions', paging),
  /** The own wallet's balance at the end of each of the last `days` days, oldest first. */
  getOwnWalletHistory: (days = 90) =>
    one(() => client.get<{ data: WalletHistoryPoint[] }>('/wallet/history', { params: { days } })),
  /** How businesses add funds (the operator's text per language; null: the app's default). */
  getFundingInstructions: () =>
    one(() => client.get<{ data: FundingInstructions }>('/funding-instructions')),
  updateFundingInstructions: (body: FundingInstructionsWrite) =>
    one(() => client.patch<{ data: FundingInstructions }>('/funding-instructions', body)),
  /** The bank account businesses pay into, and the caller's reference to quote. */
  getFundingAccount: () =>
    one(() => client.get<{ data: FundingAccount }>('/funding-instructions/account')),
  updateFundingAccount: (body: FundingAccountWrite) =>
    one(() => client.patch<{ data: FundingAccount }>('/funding-instructions/account', body)),
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
