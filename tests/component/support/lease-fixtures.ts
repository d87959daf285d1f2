import type { Lease, LeasePreference } from '../../../contract/lease';

/** Recorded API answers for the lease screens (contract shapes). */

/** A day `n` days from today in the browser's calendar (`YYYY-MM-DD`). */
export function dayFromToday(n: number): string {
  const date = new Date();
  date.setDate(date.getDate() + n);
  const pad = (v: number) => String(v).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An owner's offer on one of its assets. */
export const truckOffer: LeasePreference = {
  id: 'lp-1',
  owner_user_id: 'user-asset_owner',
  owner_name: 'Moussa Diop',
  asset_id: 'a-1',
  asset_name: 'Camion bleu',
  asset_type_id: 'at-1',
  asset_type_name: 'Camionnette',
  min_days: 3,
  max_days: 30,
  rate: 12000,
  period: 'week',
  deposit: 30000,
  currency: 'EUR',
  available_from: null,
  available_to: null,
  regions: ['Dakar', 'Thiès'],
  notes: 'Vidange faite',
  active: true,
  created_at: '2025-02-01T09:00:00.000Z',
  updated_at: '2025-02-01T09:00:00.000Z',
};

/** An offer on any of the owner's assets of a type, with two available now (the market's). */
export const vanTypeOffer: LeasePreference = {
  ...truckOffer,
  id: 'lp-2',
  asset_id: null,
  asset_name: null,
  asset_type_id: 'at-2',
  asset_type_name: 'Fourgon',
  min_days: 2,
  max_days: 10,
  rate: 5000,
  period: 'day',
  deposit: 10000,
  available_from: dayFromToday(1),
  available_to: dayFromToday(40),
  regions: [],
  notes: null,
  available_assets: [
    { id: 'a-7', name: 'Fourgon 7', registration: 'FG-707' },
    { id: 'a-8', name: 'Fourgon 8', registration: null },
  ],
};

export const pendingLease: Lease = {
  id: 'l-1',
  asset_id: 'a-1',
  asset_name: 'Camion bleu',
  asset_type_name: 'Camionnette',
  lessor_user_id: 'user-asset_owner',
  lessor_name: 'Moussa Diop',
  lessee_business_id: 'b-std',
  lessee_business_name: 'Durand Transports',
  preference_id: 'lp-1',
  start_date: dayFromToday(5),
  end_date: dayFromToday(25),
  rate: 12000,
  period: 'week',
  deposit: 30000,
  currency: 'EUR',
  status: 'pending',
  next_charge_at: null,
  accepted_at: null,
  ended_at: null,
  cancelled_at: null,
  cancel_reason: null,
  notes: null,
  created_at: '2025-03-01T09:00:00.000Z',
  updated_at: '2025-03-01T09:00:00.000Z',
};

export const activeLease: Lease = {
  ...pendingLease,
  id: 'l-2',
  status: 'active',
  start_date: dayFromToday(-3),
  end_date: dayFromToday(20),
  accepted_at: '2025-03-02T09:00:00.000Z',
  next_charge_at: `${dayFromToday(4)}T00:00:00.000Z`,
};

export { apiError, list } from './api';
