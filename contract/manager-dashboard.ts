import { z } from 'zod';
import { documentFigures, periodStarts, requestsByPeriod } from './dashboards';
import { assetStatuses } from './asset';
import { countsBy } from './records';

/** Pending requests older than this wait "too long" on the dashboard. */
export const WAITING_MINUTES = 60;
/** Active leases ending within this many days are "ending soon". */
export const ENDING_SOON_DAYS = 7;

/**
 * GET /in-house-managers/dashboard (in_house_manager, superadmin): every figure of the
 * operator's dashboard in one call; each links into the list it counts.
 */
export const managerDashboard = z.object({
  /** The instant the figures are for (ISO date-time). */
  as_of: z.string(),
  ...periodStarts,
  ...requestsByPeriod,
  /** Pending requests created more than WAITING_MINUTES ago. */
  requests_waiting: z.number().int(),
  assets_by_status: countsBy(assetStatuses),
  maintenance_overdue: z.number().int(),
  maintenance_due_soon: z.number().int(),
  leases_active: z.number().int(),
  leases_ending_soon: z.number().int(),
  businesses_waiting: z.number().int(),
  /** Documents in force that expired, or expire soon (issue 21). */
  documents: documentFigures,
});
export type ManagerDashboard = z.infer<typeof managerDashboard>;
