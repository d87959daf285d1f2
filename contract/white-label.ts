import { z } from 'zod';
import { business } from './business';
import { flagFilter, idFilter, idsFilter, pageQuery, sortedListQuery } from './list-query';
import { countsBy } from './records';
import { REQUEST_STATUSES } from './request';

/** A B2B client of a white-label business (GET /business/b2b-clients). */
export const b2bClient = business.pick({
  id: true,
  name: true,
  slug: true,
  active: true,
  country: true,
  contact_email: true,
  created_at: true,
});
export type B2bClient = z.infer<typeof b2bClient>;

export const b2bClientListQuery = sortedListQuery(['name', 'created_at'], {
  active: flagFilter,
  /** The superadmin and the manager name the white-label parent. */
  parent_business_id: idFilter,
  id: idsFilter,
});

/** GET /business/white-label-summary: the superadmin and the manager name the parent. */
export const whiteLabelSummaryQuery = z.object({ parent_business_id: idFilter });

/** GET /business/b2b/{id}/requests */
export const b2bRequestsQuery = pageQuery;

/**
 * GET /business/white-label-summary: a white-label business's B2B side. Spend is what its B2B
 * clients' wallets paid for delivered requests (request charges), in calendar months (UTC).
 */
export const whiteLabelSummary = z.object({
  business_id: z.string(),
  currency: z.string(),
  clients: z.number().int(),
  active_clients: z.number().int(),
  client_staff: z.number().int(),
  requests_by_status: countsBy(REQUEST_STATUSES),
  spend_this_month: z.number().int(),
  spend_last_month: z.number().int(),
  top_clients: z.array(
    z.object({
      business_id: z.string(),
      name: z.string(),
      spend_this_month: z.number().int(),
      requests_this_month: z.number().int(),
    }),
  ),
});
export type WhiteLabelSummary = z.infer<typeof whiteLabelSummary>;
