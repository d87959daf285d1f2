import './support/localStorage';
import { describe, expect, it } from 'vitest';
import type { ManagerDashboard } from '../../contract/manager-dashboard';
import { answer, apiError, json, sent } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

const statuses = {
  pending: 2,
  assigned: 1,
  in_transit: 0,
  delivered: 4,
  failed: 0,
  cancelled: 0,
};
const figures: ManagerDashboard = {
  documents: { expired: 0, expiring: 0 },
  as_of: '2025-03-12T10:00:00.000Z',
  today_start: '2025-03-12T00:00:00.000Z',
  week_start: '2025-03-10T00:00:00.000Z',
  requests_today: statuses,
  requests_this_week: { ...statuses, delivered: 9 },
  requests_waiting: 3,
  assets_by_status: { available: 5, dispatched: 2, in_maintenance: 1, leased: 0, inactive: 1 },
  maintenance_overdue: 1,
  maintenance_due_soon: 2,
  leases_active: 4,
  leases_ending_soon: 1,
  businesses_waiting: 2,
};

describe('operations custom methods (manager, superadmin)', () => {
  it('getManagerDashboard reads GET /in-house-managers/dashboard and answers its data', async () => {
    answer('get', '/in-house-managers/dashboard', () => json({ data: figures }));
    expect(await dataProvider.getManagerDashboard()).toEqual(figures);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/in-house-managers/dashboard');
    expect(sent[0]?.url.search).toBe('');
  });

  it('turns a refusal into an HttpError carrying the translated code', async () => {
    answer('get', '/in-house-managers/dashboard', () => apiError(403, 'forbidden'));
    await expect(dataProvider.getManagerDashboard()).rejects.toMatchObject({
      status: 403,
      message: 'flotte.errors.forbidden',
      body: { code: 'forbidden' },
    });
  });
});
