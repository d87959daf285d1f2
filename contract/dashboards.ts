import { z } from 'zod';
import { assetStatuses } from './asset';
import { maintenance } from './maintenance';
import { countsBy } from './records';
import { REQUEST_STATUSES } from './request';

/** Documents in force that expired or are expiring (docs/compliance.md). */
export const documentFigures = z.object({ expired: z.number().int(), expiring: z.number().int() });

/**
 * The role dashboards (docs/dashboards.md): one call per dashboard, every figure of it. Money
 * in integer minor units with its currency; months are UTC calendar months, `YYYY-MM`.
 */

const int = z.number().int();

/**
 * The starts of the day and ISO week (Monday 00:00) in Europe/Paris (contract/days.ts) the
 * operators' request counts are for; each lasts until the next one's start. The `created_from` of the request links, so that a
 * list shows what was counted.
 */
export const periodStarts = { today_start: z.string(), week_start: z.string() };

/** Requests created today / this ISO week (Europe/Paris), by status. */
export const requestsByPeriod = {
  requests_today: countsBy(REQUEST_STATUSES),
  requests_this_week: countsBy(REQUEST_STATUSES),
};

/** Months a dashboard's series covers: this month and the eleven before it. */
export const SERIES_MONTHS = 12;

/** One month of an owner's earnings. */
const earningsMonth = z.object({ month: z.string(), gross: int, net: int, count: int });

/** GET /dashboard/owner (asset_owner). */
export const ownerDashboard = z.object({
  as_of: z.string(),
  /** The owner's live assets by status. */
  assets_by_status: countsBy(assetStatuses),
  /**
   * Earnings by month, one entry per currency earned in (none: one in the default currency),
   * SERIES_MONTHS months oldest first: the last is this month, the one before it last month.
   */
  earnings: z.array(z.object({ currency: z.string(), months: z.array(earningsMonth) })),
  /** Pending requests of an asset type the owner has: the ones it may serve. */
  requests_open: int,
  /** Scheduled maintenance of its live assets. */
  maintenance_scheduled: int,
  /** The scheduled work of its live assets due first by date (none: null). */
  next_maintenance: maintenance
    .pick({ id: true, title: true, asset_id: true, asset_name: true })
    .extend({ scheduled_at: z.string() })
    .nullable(),
  /** Documents in force of its assets and drivers that expired, or expire soon (issue 21). */
  documents: documentFigures,
});
export type OwnerDashboard = z.infer<typeof ownerDashboard>;

/** GET /dashboard/business (business staff: their own business). */
export const businessDashboard = z.object({
  as_of: z.string(),
  /** The start of this UTC month: `spend_this_month` counts from it. */
  month_start: z.string(),
  /** Its requests (and a white-label parent's clients') by status. */
  requests_by_status: countsBy(REQUEST_STATUSES),
  currency: z.string(),
  wallet_balance: int,
  /** Debits of its wallet since `month_start` (requests and subscription). */
  spend_this_month: int,
  /** The balance under which the dashboard warns (docs/dashboards.md). */
  low_balance_threshold: int,
  low_balance: z.boolean(),
  /** The live (not cancelled) subscription, or null on the free tier. */
  subscription: z
    .object({
      id: z.string(),
      plan_name: z.string(),
      status: z.enum(['active', 'past_due']),
      price: int,
      currency: z.string(),
      auto_renew: z.boolean(),
      current_period_end: z.string(),
    })
    .nullable(),
  /** Documents in force of its assets and drivers that expired, or expire soon (issue 21). */
  documents: documentFigures,
});
export type BusinessDashboard = z.infer<typeof businessDashboard>;

/** GET /dashboard/superadmin (superadmin). */
export const superadminDashboard = z.object({
  as_of: z.string(),
  ...periodStarts,
  /** Live businesses not yet active: the approval queue. */
  businesses_waiting: int,
  ...requestsByPeriod,
  /** The platform's commission on earnings by month, per currency, SERIES_MONTHS oldest first. */
  commission_by_month: z.array(
    z.object({
      currency: z.string(),
      months: z.array(z.object({ month: z.string(), amount: int })),
    }),
  ),
  /** The sum of every wallet's balance, per currency, with how many wallets hold it. */
  wallets_total: z.array(z.object({ currency: z.string(), balance: int, wallets: int })),
});
export type SuperadminDashboard = z.infer<typeof superadminDashboard>;
