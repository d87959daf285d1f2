import { z } from 'zod';
import { listQuery } from './common';
import { REQUEST_STATUSES } from './request';

/** A B2B client of a white-label business (GET /business/b2b-clients). */
export const b2bClient = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  country: z.string().nullable(),
  contact_email: z.string().nullable(),
  created_at: z.string(),
});
export type B2bClient = z.infer<typeof b2bClient>;

export const b2bClientListQuery = listQuery.extend({
  sort: z.enum(['name', 'created_at']).optional(),
  active: z.enum(['true', 'false']).optional(),
  /** The superadmin and the manager name the white-label parent. */
  parent_business_id: z.string().max(64).optional(),
  id: z.union([z.string().max(64), z.array(z.string().max(64)).max(100)]).optional(),
});

/** GET /business/white-label-summary: the superadmin and the manager name the parent. */
export const whiteLabelSummaryQuery = z.object({
  parent_business_id: z.string().max(64).optional(),
});

/** GET /business/b2b/{id}/requests */
export const b2bRequestsQuery = listQuery.pick({ limit: true, skip: true });

const byStatus = z.object(
  Object.fromEntries(REQUEST_STATUSES.map((s) => [s, z.number().int()])) as Record<
    (typeof REQUEST_STATUSES)[number],
    z.ZodNumber
  >,
);

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
  requests_by_status: byStatus,
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
