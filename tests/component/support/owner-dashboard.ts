import type { OwnerDashboard } from '../../../contract/dashboards';

/**
 * GET /dashboard/owner for an owner who has nothing yet (docs/dashboards.md): no asset, no
 * request, no work, and earnings of nothing over `months` ("YYYY-MM", oldest first).
 */
export const emptyOwnerFigures = (months: string[]): OwnerDashboard => ({
  documents: { expired: 0, expiring: 0 },
  as_of: '2025-03-12T10:00:00.000Z',
  assets_by_status: { available: 0, dispatched: 0, in_maintenance: 0, leased: 0, inactive: 0 },
  earnings: [
    { currency: 'EUR', months: months.map((month) => ({ month, gross: 0, net: 0, count: 0 })) },
  ],
  requests_open: 0,
  maintenance_scheduled: 0,
  next_maintenance: null,
});
