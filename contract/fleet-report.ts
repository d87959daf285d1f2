import { z } from 'zod';
import { msg } from './common';
import { monthIn } from './days';
import { idFilter, sortedListQuery } from './list-query';
import { integers, link } from './records';

/**
 * Cost and profit per asset (issue 21, docs/compliance.md): one period's sums per asset, read
 * from the kept sums (`asset_finance`). Money in minor units of `currency`; per km in minor
 * units per km (null without kilometres).
 */
export const financeFields = {
  period: z.string(),
  currency: z.string(),
  /**
   * `revenue`: what the asset earned its owner (dispatch and lease earnings, net of commission);
   * its costs, their total and the profit.
   */
  ...integers(['revenue', 'maintenance_cost', 'fuel_cost', 'document_cost', 'cost', 'profit']),
  km: z.number().int(),
  fuel_quantity: z.number(),
  cost_per_km: z.number().nullable(),
  profit_per_km: z.number().nullable(),
};

export const fleetReportRow = z.object({
  /** The row's id: the asset's, with the currency when an asset has sums in several. */
  id: z.string(),
  ...link('asset'),
  ...link('asset_type'),
  ...financeFields,
});
export type FleetReportRow = z.infer<typeof fleetReportRow>;

export const assetFinanceMonth = z.object(financeFields);
export type AssetFinanceMonth = z.infer<typeof assetFinanceMonth>;

/**
 * The report's default period, this month in the reader's zone (`YYYY-MM`, contract/days.ts):
 * the API's (the caller's business's zone, else Paris) and the app's (the signed-in user's).
 */
export const defaultPeriod = (zone: string, now: Date = new Date()) => monthIn(zone, now);

/** A UTC month `YYYY-MM` or year `YYYY`. */
export const period = z.string().regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, { error: msg.invalid });

export const FLEET_REPORT_SORTABLE = [
  'profit',
  'cost',
  'revenue',
  'km',
  'cost_per_km',
  'asset_name',
] as const;

export const fleetReportQuery = sortedListQuery(FLEET_REPORT_SORTABLE, {
  /** Default: this UTC month. */
  period: period.optional(),
  asset_type_id: idFilter,
});
