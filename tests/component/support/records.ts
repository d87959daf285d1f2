import type { Asset, AssetChoice } from '../../../contract/asset';
import type { Driver } from '../../../contract/driver';
import type { EarningsSummary } from '../../../contract/earnings';
import type { DocumentKind } from '../../../contract/documents';
import type { LiveDispatch } from '../../../contract/position';
import type { Request } from '../../../contract/request';

/** Records as the API answers them (contract shapes), each test changing what it needs. */

/** An asset: the demo owner's blue van, nothing but its registration filled in. */
export const assetRecord = (over: Partial<Asset> = {}): Asset => ({
  id: 'a-1',
  asset_type_id: 'at-1',
  asset_type_name: 'Camionnette',
  owner_user_id: 'user-asset_owner',
  business_id: null,
  name: 'Camion bleu',
  registration: 'AB-123-CD',
  make: null,
  model: null,
  year: null,
  serial_vin: null,
  capacity_kg: null,
  odometer_km: null,
  photo_url: null,
  document_urls: [],
  notes: null,
  currency: 'EUR',
  status: 'available',
  default_driver_id: null,
  default_driver_name: null,
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
  ...over,
});

/** An asset as GET /assets/all lists it for the dispatch dialog: available, of type at-1. */
export const assetChoiceRecord = (id = 'a-1', name = 'Camion bleu'): AssetChoice => ({
  id,
  name,
  registration: null,
  asset_type_id: 'at-1',
  status: 'available',
});

/** A dispatch that has reached no step yet (a dispatch and a driver's dispatch alike). */
export const noStepYet = {
  arrived_pickup_at: null,
  in_transit_at: null,
  arrived_at: null,
  delivered_at: null,
  failed_at: null,
  cancelled_at: null,
  failure_reason: null,
};

/** A driver of `user-asset_owner` (whom signInAs('asset_owner') signs in), active, never signed in. */
export const driverRecord = (over: Partial<Driver> & Pick<Driver, 'id' | 'name'>): Driver => ({
  email: `${over.id}@flotte.test`,
  phone: '+33 6 12 34 56 78',
  employer_user_id: 'user-asset_owner',
  business_id: null,
  employer_name: 'Test asset_owner',
  disabled: false,
  created_at: '2025-01-01T00:00:00.000Z',
  last_login_at: null,
  ...over,
});

/** A pending transport request of Transports Durand, Lyon to Paris, no asset yet. */
export const requestRecord = (over: Partial<Request> = {}): Request => ({
  id: 'r-1',
  reference: 'FLT-2025-000001',
  business_id: 'b-1',
  business_name: 'Transports Durand',
  requested_by: null,
  package_type_id: null,
  package_type_name: null,
  asset_type_id: 'at-1',
  asset_type_name: 'Camionnette',
  pickup_address: '1 rue de Paris, Lyon',
  dropoff_address: '2 avenue de Lyon, Paris',
  pickup_lat: null,
  pickup_lng: null,
  dropoff_lat: null,
  dropoff_lng: null,
  scheduled_at: null,
  recipient_name: null,
  recipient_phone: null,
  recipient_email: null,
  tracking_token: 'tYq3Vn8kP2wLx5RbZ0cJ7hG4dS9fA1eU6mT3oN8iK2v',
  weight_kg: null,
  cod_amount: null,
  cod_collected: null,
  notes: null,
  price: 8900,
  currency: 'EUR',
  quote_id: null,
  price_breakdown: null,
  urgent: false,
  extra_stops: 0,
  status: 'pending',
  attempts: 0,
  dispatch_id: null,
  asset_id: null,
  asset_name: null,
  created_at: '2025-03-12T08:00:00.000Z',
  updated_at: '2025-03-12T08:00:00.000Z',
  ...over,
});

/** A month of earnings: `gross` over `count` requests, 10 % commission, `maintenance_cost` spent. */
export const earningsMonth = (
  month: string,
  gross: number,
  count: number,
  maintenance_cost = 0,
) => ({
  month,
  gross,
  commission: gross / 10,
  net: gross - gross / 10,
  count,
  maintenance_cost,
  net_after_maintenance: gross - gross / 10 - maintenance_cost,
});

/** Earnings in euros over `series`, with their totals. */
export const earningsSummary = (series: ReturnType<typeof earningsMonth>[]): EarningsSummary => {
  const sum = (key: Exclude<keyof (typeof series)[number], 'month'>) =>
    series.reduce((total, month) => total + month[key], 0);
  return {
    gross: sum('gross'),
    commission: sum('commission'),
    net: sum('net'),
    count: sum('count'),
    currency: 'EUR',
    maintenance_cost: sum('maintenance_cost'),
    net_after_maintenance: sum('net_after_maintenance'),
    series,
  };
};

/** A dispatch on the live map: Awa Diop's blue van in transit in Lyon, no pickup nor drop-off point. */
export const liveDispatchRecord = (over: Partial<LiveDispatch> = {}): LiveDispatch => ({
  id: 'd-1',
  request_id: 'r-1',
  reference: 'FLT-2026-000001',
  status: 'in_transit',
  asset_id: 'a-1',
  asset_name: 'Camion bleu',
  driver_id: 'u-9',
  driver_name: 'Awa Diop',
  lat: 45.76,
  lng: 4.83,
  position_at: '2026-03-02T09:00:00.000Z',
  pickup_lat: null,
  pickup_lng: null,
  dropoff_lat: null,
  dropoff_lng: null,
  ...over,
});

/** The active van asset type the request form offers (8,90 € base price). */
export const vanType = {
  id: 'at-1',
  name: 'Camionnette',
  description: null,
  active: true,
  capacity_kg: 1000,
  base_price: 8900,
  currency: 'EUR',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};

/** An asset document kind, mandatory, blocking nothing when missing. */
export const documentKindRecord = (
  over: Partial<DocumentKind> & Pick<DocumentKind, 'id' | 'code' | 'name'>,
): DocumentKind => ({
  subject: 'asset',
  mandatory: true,
  missing_blocks: false,
  active: true,
  asset_types: [],
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...over,
});
