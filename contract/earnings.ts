import { z } from 'zod';

export const earningsQuery = z.object({
  id: z.string().max(64),
  type: z.literal('asset').default('asset'),
});

export const earningsMonth = z.object({
  /** `YYYY-MM` (UTC). */
  month: z.string(),
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
  /** Cost of the maintenance completed that month (same currency), and net minus it. */
  maintenance_cost: z.number().int(),
  net_after_maintenance: z.number().int(),
});
export type EarningsMonth = z.infer<typeof earningsMonth>;

export const earningsSummary = z.object({
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
  currency: z.string(),
  maintenance_cost: z.number().int(),
  net_after_maintenance: z.number().int(),
  series: z.array(earningsMonth),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;
