import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type {
  ClientInvoiceIssue,
  CreditNoteCreate,
  Invoice,
  InvoiceIssue,
  IssueResult,
  PaymentCreate,
} from '../../../contract/invoice';
import type { PlatformIdentity, PlatformIdentityWrite } from '../../../contract/platform-identity';
import type { Quote, QuoteCreate } from '../../../contract/quote';
import { idPath, one } from './call';
import { file } from './payouts';

/**
 * Invoices, credit notes, the accounting export and live quotes (issue 30, docs/money.md): the
 * calls that are not plain CRUD of the `invoices` and `tariffs` resources.
 */
export const invoiceMethods = (client: AxiosInstance) => ({
  /** The platform's legal identity, the seller on its invoices (the superadmin writes it). */
  getPlatformIdentity: () =>
    one(() => client.get<{ data: PlatformIdentity }>('/platform-identity')),
  updatePlatformIdentity: (body: PlatformIdentityWrite) =>
    one(() => client.patch<{ data: PlatformIdentity }>('/platform-identity', body)),
  getInvoiceFile: (id: Identifier, kind: 'pdf' | 'xml') =>
    file(
      client,
      idPath('/invoices', id, `/factur-x.${kind}`),
      kind === 'pdf' ? 'application/pdf' : 'application/xml',
    ),
  issueInvoices: (body: Partial<InvoiceIssue>) =>
    one(() => client.post<{ data: { issued: string[]; month: string } }>('/invoices/issue', body)),
  /** A white-label business's invoices of a month to its B2B clients (one, or all). */
  issueClientInvoices: (body: Partial<ClientInvoiceIssue>) =>
    one(() => client.post<{ data: IssueResult }>('/invoices/issue-clients', body)),
  recordInvoicePayment: (id: Identifier, body: PaymentCreate) =>
    one(() => client.post<{ data: Invoice }>(idPath('/invoices', id, '/payments'), body)),
  creditInvoice: (id: Identifier, body: CreditNoteCreate) =>
    one(() => client.post<{ data: Invoice }>(idPath('/invoices', id, '/credit-notes'), body)),
  getAccountingCsv: (from: string, to: string) =>
    file(
      client,
      `/invoices/accounting.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      'text/csv',
    ),
  createQuote: (body: QuoteCreate) => one(() => client.post<{ data: Quote }>('/quotes', body)),
});
