/**
 * The money side of maintenance on an asset's earnings (`GET /earnings?id&type=asset`,
 * docs/maintenance.md "Money"): the cost of the work completed each month (UTC, by
 * `completed_at`) beside what the asset earned, and the net after maintenance. Only costs in
 * the summary's currency count (amounts in two currencies do not add up); an asset that earned
 * nothing yet reads in its own currency.
 */
import { z } from 'zod';
import type { EarningsMonth, EarningsSummary } from '../../../contract/earnings';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';

type Added = 'maintenance_cost' | 'net_after_maintenance';
export type EarningsBase = Omit<EarningsSummary, Added | 'series'> & {
  series: Omit<EarningsMonth, Added>[];
};

/** `summary` with each month's and the total maintenance cost (months without earnings added). */
export async function withMaintenanceCosts(
  db: Queryable,
  assetId: string,
  summary: EarningsBase,
): Promise<EarningsSummary> {
  let currency = summary.currency;
  if (summary.count === 0) {
    const asset = await queryOne(
      db,
      z.object({ currency: z.string() }),
      'select currency from assets where id = $1',
      [assetId],
    );
    currency = asset?.currency.trim() ?? currency;
  }
  // The monthly rollup of completed work's costs (migration 014), not the maintenance rows.
  const costs = await queryRows(
    db,
    z.object({ month: z.string(), cost: z.number() }),
    `select to_char(month, 'YYYY-MM') as month, cost::float8 as cost
     from maintenance_costs_monthly
     where asset_id = $1 and currency = $2 and count > 0`,
    [assetId, currency],
  );
  const byMonth = new Map(costs.map((c) => [c.month, Number(c.cost)]));
  const months = new Map(summary.series.map((m) => [m.month, m]));
  for (const month of byMonth.keys()) {
    if (!months.has(month)) months.set(month, { month, gross: 0, commission: 0, net: 0, count: 0 });
  }
  const series = [...months.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((m) => {
      const cost = byMonth.get(m.month) ?? 0;
      return { ...m, maintenance_cost: cost, net_after_maintenance: m.net - cost };
    });
  const total = series.reduce((sum, m) => sum + m.maintenance_cost, 0);
  return {
    ...summary,
    currency,
    maintenance_cost: total,
    net_after_maintenance: summary.net - total,
    series,
  };
}
