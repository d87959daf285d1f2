import { lazy } from 'react';
import ReceiptIcon from '@mui/icons-material/Receipt';

export const list = lazy(() => import('./InvoiceList').then((m) => ({ default: m.InvoiceList })));
export const show = lazy(() => import('./InvoiceShow').then((m) => ({ default: m.InvoiceShow })));

/**
 * `<Resource name="invoices" {...invoices} />`: invoices and credit notes (issue 30,
 * docs/money.md): a business's staff read their own, the operator all; the superadmin issues,
 * records payments and credit notes, and exports a period's journal.
 */
const invoices = { list, show, icon: ReceiptIcon, recordRepresentation: 'number' };
export default invoices;
