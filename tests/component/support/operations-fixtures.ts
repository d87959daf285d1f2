import { http, HttpResponse } from 'msw';
import type { Asset } from '../../../contract/asset';
import type { ManagerDashboard } from '../../../contract/manager-dashboard';
import type { Request } from '../../../contract/request';
import { server } from './app';
import { assetRecord, requestRecord } from './records';

/** Recorded API answers for the operator's dashboard and lists (contract shapes). */

export const figures: ManagerDashboard = {
  documents: { expired: 0, expiring: 0 },
  as_of: '2025-03-12T10:00:00.000Z',
  today_start: '2025-03-12T00:00:00.000Z',
  week_start: '2025-03-10T00:00:00.000Z',
  requests_today: { pending: 2, assigned: 1, in_transit: 0, delivered: 4, failed: 0, cancelled: 1 },
  requests_this_week: {
    pending: 6,
    assigned: 3,
    in_transit: 2,
    delivered: 21,
    failed: 0,
    cancelled: 1,
  },
  requests_waiting: 3,
  assets_by_status: { available: 12, dispatched: 4, in_maintenance: 1, leased: 2, inactive: 0 },
  maintenance_overdue: 1,
  maintenance_due_soon: 5,
  leases_active: 7,
  leases_ending_soon: 2,
  businesses_waiting: 4,
};

export const pendingRequest: Request = requestRecord();

export const truck: Asset = assetRecord({
  owner_user_id: null,
  business_id: 'b-1',
  status: 'in_maintenance',
});

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
