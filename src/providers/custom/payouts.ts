import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type {
  BankDetails,
  BankDetailsWrite,
  PayoutBatch,
  PayoutStatement,
} from '../../../contract/payouts';
import { call, idPath, one, page, withJsonBody } from './call';

/** A file of the API read with the session's token (a plain link carries none). */
export async function file(client: AxiosInstance, url: string, type: string): Promise<Blob> {
  const bytes = await call(async () => {
    try {
      return await client.get<ArrayBuffer>(url, {
        responseType: 'arraybuffer',
        headers: { Accept: type },
      });
    } catch (error) {
      throw withJsonBody(error);
    }
  });
  return new Blob([bytes], { type });
}

/** Owners' payouts (issue 30, docs/money.md): bank details, statements, the superadmin's batches. */
export const payoutMethods = (client: AxiosInstance) => ({
  getBankDetails: () => one(() => client.get<{ data: BankDetails }>('/payouts/bank-details')),
  updateBankDetails: (body: BankDetailsWrite) =>
    one(() => client.put<{ data: BankDetails }>('/payouts/bank-details', body)),
  getPayoutStatements: (paging = { limit: 24, skip: 0 }) =>
    page<PayoutStatement>(client, '/payout-statements', paging),
  getPayoutStatementPdf: (id: Identifier) =>
    file(client, idPath('/payout-statements', id, '/pdf'), 'application/pdf'),
  getPayoutBatches: (paging = { limit: 24, skip: 0 }) =>
    page<PayoutBatch>(client, '/payout-batches', paging),
  buildPayoutBatch: () =>
    one(() => client.post<{ data: PayoutBatch }>('/payout-batches', { currency: 'EUR' })),
  approvePayoutBatch: (id: Identifier) =>
    one(() => client.post<{ data: PayoutBatch }>(idPath('/payout-batches', id, '/approve'))),
  markPayoutBatchPaid: (id: Identifier) =>
    one(() =>
      client.post<{ data: PayoutBatch }>(idPath('/payout-batches', id, '/paid'), undefined, {
        headers: { 'Idempotency-Key': `payout-batch-paid-${String(id)}` },
      }),
    ),
  getPayoutBatchFile: (id: Identifier) =>
    file(client, idPath('/payout-batches', id, '/sepa.xml'), 'application/xml'),
});
