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
});

export const earningsSummary = z.object({
  gross: z.number().int(),
  commission: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
  currency: z.string(),
  series: z.array(earningsMonth),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;
