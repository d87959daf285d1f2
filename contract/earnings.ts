import { z } from 'zod';

export const earningsQuery = z.object({
  id: z.string().max(64),
  type: z.literal('asset').default('asset'),
});

/** What the deliveries of a period earned: gross, the commission, net, and how many. */
const earned = {
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
};

/** Cost of the maintenance completed in the period (same currency), and net minus it. */
const afterMaintenance = {
  maintenance_cost: z.number().int(),
  net_after_maintenance: z.number().int(),
};

export const earningsMonth = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  ...earned,
  ...afterMaintenance,
});
export type EarningsMonth = z.infer<typeof earningsMonth>;

export const earningsSummary = z.object({
  ...earned,
  currency: z.string(),
  ...afterMaintenance,
  series: z.array(earningsMonth),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;
