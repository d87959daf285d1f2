import { z } from 'zod';
import { msg } from './common';
import { idFilter, sortedListQuery } from './list-query';

/**
 * Cost and profit per asset (issue 21, docs/compliance.md): one period's sums per asset, read
 * from the kept sums (`asset_finance`). Money in minor units of `currency`; per km in minor
 * units per km (null without kilometres).
 */
export const financeFields = {
  period: z.string(),
  currency: z.string(),
  /** What the asset earned its owner (dispatch and lease earnings, net of commission). */
  revenue: z.number().int(),
  maintenance_cost: z.number().int(),
  fuel_cost: z.number().int(),
  document_cost: z.number().int(),
  cost: z.number().int(),
  profit: z.number().int(),
  km: z.number().int(),
  fuel_quantity: z.number(),
  cost_per_km: z.number().nullable(),
  profit_per_km: z.number().nullable(),
};

export const fleetReportRow = z.object({
  /** The row's id: the asset's, with the currency when an asset has sums in several. */
  id: z.string(),
  asset_id: z.string(),
  asset_name: z.string(),
  asset_type_id: z.string(),
  asset_type_name: z.string(),
  ...financeFields,
});
export type FleetReportRow = z.infer<typeof fleetReportRow>;

export const assetFinanceMonth = z.object(financeFields);
export type AssetFinanceMonth = z.infer<typeof assetFinanceMonth>;

/** The report's default period, this UTC month (`YYYY-MM`): the API's and the app's. */
export const defaultPeriod = (now: Date = new Date()) => now.toISOString().slice(0, 7);

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
