import { http, HttpResponse } from 'msw';
import type { Business } from '../../../contract/business';
import type { BusinessSettings } from '../../../contract/business-settings';
import type { OwnCustomization } from '../../../contract/customization';
import type { Plan } from '../../../contract/plan';
import type { StaffMember } from '../../../contract/staff';
import type { Subscription } from '../../../contract/subscription';
import type { Wallet } from '../../../contract/wallet';
import type { B2bClient } from '../../../contract/white-label';
import { server } from './app';

/** Recorded API answers for the business staff's screens (contract shapes). */

export const acme: Business = {
  id: 'b-acme',
  name: 'Acme Logistique',
  slug: 'acme',
  kind: 'whitelabel',
  active: true,
  business_type_id: null,
  business_type_name: null,
  parent_business_id: null,
  parent_business_name: null,
  country: 'FR',
  contact_email: 'contact@acme.test',
  contact_phone: null,
  address: '1 rue de la Paix, Paris',
  siren: null,
  vat_number: null,
  currency: 'EUR',
  currency_locked: true,
  plan_id: 'p-pro',
  plan_name: 'Pro',
  subscription_status: 'active',
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};

export const standard: Business = {
  ...acme,
  id: 'b-std',
  name: 'Durand Transports',
  slug: 'durand',
  kind: 'standard',
};

export const settings: BusinessSettings = {
  business_id: 'b-acme',
  currency: 'EUR',
  currency_locked: true,
  timezone: 'Europe/Paris',
  country: 'FR',
  default_language: 'fr',
  require_recipient_phone: false,
  default_package_type_id: null,
  low_balance_threshold: 0,
  notification_emails: [],
  recipient_notices: ['assigned', 'in_transit', 'delivered', 'cancelled', 'eta_soon', 'failed'],
  proof_required: [],
  auto_dispatch: false,
  saved: true,
  updated_at: '2025-01-01T00:00:00.000Z',
};

/** A plan as a business in EUR reads it: priced in its currency (`prices` follows). */
export const plan = (over: Partial<Plan> & Pick<Plan, 'id' | 'code' | 'name'>): Plan => ({
  description: null,
  prices: [{ currency: over.currency ?? 'EUR', monthly_price: over.monthly_price ?? 1900 }],
  monthly_price: 1900,
  currency: 'EUR',
  max_assets: 5,
  max_users: 3,
  whitelabel_allowed: false,
  commission_rate: 0.12,
  active: true,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

export const starter = plan({ id: 'p-starter', code: 'starter', name: 'Starter' });
export const pro = plan({
  id: 'p-pro',
  code: 'pro',
  name: 'Pro',
  monthly_price: 5900,
  max_assets: 50,
  max_users: 15,
  commission_rate: 0.1,
});
export const whiteLabelPlan = plan({
  id: 'p-wl',
  code: 'whitelabel',
  name: 'Marque blanche',
  monthly_price: 14900,
  max_assets: null,
  max_users: null,
  whitelabel_allowed: true,
  commission_rate: 0.08,
});

export const proSubscription: Subscription = {
  id: 's-pro',
  business_id: 'b-acme',
  plan_id: 'p-pro',
  plan_code: 'pro',
  plan_name: 'Pro',
  status: 'active',
  price: 5900,
  currency: 'EUR',
  auto_renew: true,
  current_period_start: '2025-03-01T00:00:00.000Z',
  current_period_end: '2025-04-01T00:00:00.000Z',
  ended_at: null,
  created_at: '2025-03-01T00:00:00.000Z',
  updated_at: '2025-03-01T00:00:00.000Z',
};

export const wallet = (balance: number): Wallet => ({
  id: 'w-1',
  business_id: 'b-acme',
  currency: 'EUR',
  balance,
  updated_at: null,
});

export const member = (over: Partial<StaffMember> & Pick<StaffMember, 'id' | 'name'>) =>
  ({
    email: `${over.id}@acme.test`,
    phone: null,
    role: 'business',
    business_id: 'b-acme',
    business_name: 'Acme Logistique',
    status: 'active',
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
    ...over,
  }) satisfies StaffMember;

export const acmeBranding: OwnCustomization = {
  branding: {
    slug: 'acme',
    business_id: 'b-acme',
    name: 'Acme Logistique',
    logo: null,
    cover_image: null,
    launcher_icon: null,
    primary_color: '#1f4e79',
  },
  editable: true,
};

export { apiError, list } from './api';

/**
 * What every signed-in business screen reads besides its own calls: the own business (menu,
 * notices), its branding and entitlement (menu), the sign-out.
 */
export function serveBusinessBasics(business: Business = acme) {
  // A white-label business is on a plan with the features unless a test says otherwise.
  const own: OwnCustomization =
    business.kind === 'whitelabel' ? acmeBranding : { branding: null, editable: false };
  server.use(
    http.get('*/api/business', () => HttpResponse.json({ data: business })),
    http.get('*/api/business-customization', () => HttpResponse.json({ data: own })),
    http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
  );
}

/** An active B2B client of the white-label business. */
export const b2bClient: B2bClient = {
  id: 'c-1',
  name: 'Client SA',
  slug: 'client-sa',
  active: true,
  country: 'FR',
  contact_email: 'achats@client.test',
  created_at: '2025-02-01T00:00:00.000Z',
};
