import { http, HttpResponse } from 'msw';
import type { Asset } from '../../../contract/asset';
import type { ManagerDashboard } from '../../../contract/manager-dashboard';
import type { Request } from '../../../contract/request';
import { server } from './app';

/** Recorded API answers for the operator's dashboard and lists (contract shapes). */

export const figures: ManagerDashboard = {
  as_of: '2025-03-12T10:00:00.000Z',
  today_start: '2025-03-12T00:00:00.000Z',
  week_start: '2025-03-10T00:00:00.000Z',
  requests_today: { pending: 2, assigned: 1, in_transit: 0, delivered: 4, cancelled: 1 },
  requests_this_week: { pending: 6, assigned: 3, in_transit: 2, delivered: 21, cancelled: 1 },
  requests_waiting: 3,
  assets_by_status: { available: 12, dispatched: 4, in_maintenance: 1, leased: 2, inactive: 0 },
  maintenance_overdue: 1,
  maintenance_due_soon: 5,
  leases_active: 7,
  leases_ending_soon: 2,
  businesses_waiting: 4,
};

export const pendingRequest: Request = {
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
  scheduled_at: null,
  recipient_name: null,
  recipient_phone: null,
  weight_kg: null,
  notes: null,
  price: 8900,
  currency: 'EUR',
  status: 'pending',
  dispatch_id: null,
  asset_id: null,
  asset_name: null,
  created_at: '2025-03-12T08:00:00.000Z',
  updated_at: '2025-03-12T08:00:00.000Z',
};

export const truck: Asset = {
  id: 'a-1',
  asset_type_id: 'at-1',
  asset_type_name: 'Camionnette',
  owner_user_id: null,
  business_id: 'b-1',
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
  status: 'in_maintenance',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};

const page = <T>(rows: T[]) =>
  HttpResponse.json({ data: rows, pagination: { total: rows.length, limit: 10, skip: 0 } });

/** GET /in-house-managers/dashboard answers `body` (the figures by default). */
export function serveDashboard(body: ManagerDashboard = figures) {
  server.use(
    http.get('*/api/in-house-managers/dashboard', () => HttpResponse.json({ data: body })),
  );
}

/** The requests and assets lists answer these rows whatever the filter (the API filters). */
export function serveLists({
  requests = [pendingRequest],
  assets = [truck],
}: { requests?: Request[]; assets?: Asset[] } = {}) {
  server.use(
    http.get('*/api/business-dispatches', () => page(requests)),
    http.get('*/api/assets', () => page(assets)),
  );
}
