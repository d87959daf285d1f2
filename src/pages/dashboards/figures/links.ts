import { ENDING_SOON_DAYS, WAITING_MINUTES } from '../../../../contract/manager-dashboard';
import type { RequestStatus } from '../../../../contract/request';
import type { RelativePeriod } from '../../../providers/relativePeriods';

/**
 * A list's route with its filter (and sort) in the URL, encoded as react-admin writes it: a
 * list opened from it asks the API with that filter.
 */
export function listLink(
  resource: string,
  filter: Record<string, unknown>,
  sort?: { field: string; order: 'ASC' | 'DESC' },
): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort) {
    params.set('sort', sort.field);
    params.set('order', sort.order);
  }
  return `/${resource}?${params.toString()}`;
}

/**
 * Where each figure of every dashboard leads: the list it counts, filtered the same way
 * (docs/manager.md, docs/dashboards.md).
 */
export const dashboardLinks = {
  /**
   * Requests of a status; created today or this week if `period` is given, in the relative form
   * saved filters keep (`created_period`), so a filter saved from the list stays "today" and
   * not the date the link was followed (the data provider resolves it, relativePeriods.ts).
   */
  requests: (status: RequestStatus, period?: RelativePeriod) =>
    listLink(
      'business-dispatches',
      period === undefined ? { status } : { status, created_period: period },
    ),
  /** Pending too long: the longest wait first. */
  waiting: () =>
    listLink(
      'business-dispatches',
      { status: 'pending', waiting_minutes: WAITING_MINUTES },
      { field: 'created_at', order: 'ASC' },
    ),
  assets: (status: string) => listLink('assets', { status }),
  maintenance: (dueLevel: 'overdue' | 'due_soon') =>
    listLink('maintenance', { due_level: dueLevel }),
  maintenanceScheduled: () => listLink('maintenance', { status: 'scheduled' }),
  maintenanceJob: (id: string) => `/maintenance/${encodeURIComponent(id)}/show`,
  leasesActive: () => listLink('leases', { status: 'active' }),
  leasesEnding: () => listLink('leases', { ending_within_days: ENDING_SOON_DAYS }),
  businessesWaiting: () => listLink('business', { active: 'false' }),
  businesses: () => '/business',
  subscription: () => '/subscription',
};
