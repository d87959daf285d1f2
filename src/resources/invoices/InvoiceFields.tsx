import type { Invoice } from '../../../contract/invoice';
import { recordChip, recordStatusChip } from '../common/StatusChip';

/** An invoice's status: paid in green, overdue in red, issued (still owed) calm. */
export const InvoiceStatusChip = recordStatusChip(
  { issued: 'info', paid: 'success', overdue: 'error' },
  'resources.invoices.statuses',
);

/** Invoice or credit note (avoir). */
export const InvoiceKindField = recordChip<Invoice['kind']>(
  'kind',
  { invoice: 'default', credit_note: 'secondary' },
  'resources.invoices.kinds',
  'invoice',
);
