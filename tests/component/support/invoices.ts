import type { Invoice } from '../../../contract/invoice';

/** Recorded API answers for the invoices screens (contract shapes). */

/** A business's October invoice from the platform, issued and not paid yet. */
export const october: Invoice = {
  id: 'i-1',
  kind: 'invoice',
  number: 'F-2026-000031',
  business_id: 'b-1',
  business_name: 'Durand Transports',
  issuer_business_id: null,
  issuer_name: 'Flotte SAS',
  credited_invoice_id: null,
  credited_invoice_number: null,
  period_start: '2026-10-01',
  period_end: '2026-10-31',
  issue_date: '2026-11-01',
  due_date: '2026-12-01',
  currency: 'EUR',
  total_net: 10_000,
  total_vat: 2_000,
  total_gross: 12_000,
  vat_category: 'S',
  vat_rate_bp: 2000,
  paid: 0,
  credited: 0,
  due: 12_000,
  status: 'issued',
  reminder_level: 0,
  reason: null,
  lines: [
    {
      position: 1,
      description: 'Livraison du 3 oct. 2026',
      quantity: 1,
      unit_price: 10_000,
      net: 10_000,
      request_id: 'r-1',
    },
  ],
  payments: [],
  created_at: '2026-11-01T03:00:00Z',
};
