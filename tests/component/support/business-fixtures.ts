import type { Business } from '../../../contract/business';
import type { Plan } from '../../../contract/plan';
import { server } from './app';
import { apiError, list as page, recordsOf } from './api';

/** Records as the API answers them (contract shapes), for the superadmin's business screens. */
export const waiting: Business = {
  id: 'b-1',
  name: 'Transports Diallo',
  slug: 'diallo',
  kind: 'whitelabel',
  active: false,
  business_type_id: 'bt-1',
  business_type_name: 'Transport',
  parent_business_id: null,
  parent_business_name: null,
  country: 'SN',
  contact_email: 'awa@diallo.test',
  contact_phone: null,
  address: null,
  siren: null,
  vat_number: null,
  currency: 'XOF',
  currency_locked: false,
  plan_id: null,
  plan_name: null,
  subscription_status: null,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T09:00:00.000Z',
};

export const acme: Business = {
  ...waiting,
  id: 'b-2',
  name: 'Acme Logistique',
  slug: 'acme',
  kind: 'standard',
  active: true,
  country: 'FR',
  contact_email: 'contact@acme.test',
  currency: 'EUR',
  plan_id: 'p-pro',
  plan_name: 'Pro',
  subscription_status: 'active',
  created_at: '2025-01-10T09:00:00.000Z',
};

export const proPlan: Plan = {
  id: 'p-pro',
  code: 'pro',
  name: 'Pro',
  description: null,
  prices: [{ currency: 'EUR', monthly_price: 5900 }],
  monthly_price: null,
  currency: null,
  max_assets: 50,
  max_users: null,
  whitelabel_allowed: false,
  commission_rate: 0.1,
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

/** The shared answers, under the names these tests use. */
export { apiError, page };

/**
 * GET /business answered from `rows` with the API's `active` and `kind` filters, and
 * GET /business/:id from the same rows (so a test changes `rows` and sees the change).
 */
export function serveBusinesses(rows: Business[]) {
  server.use(
    ...recordsOf('business', rows, (b, query) => {
      const active = query.get('active');
      const kind = query.get('kind');
      return (active === null || String(b.active) === active) && (kind === null || b.kind === kind);
    }),
  );
}
