/**
 * Earnings of asset owners. A delivered dispatch earns its asset's owner the price minus the
 * platform's commission: commission = round(price × rate), net = price − commission, with
 * rate = FLOTTE_DEFAULT_COMMISSION_RATE until plans exist. In-house assets (no owner user)
 * earn nothing for an owner: no row is written.
 */
import type { EarningsSummary } from '../../../contract/earnings';
import type { User } from '../../../contract/auth';
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { idRow, queryOne, queryRows } from '../../db/query';
import { earningsAssetScopeSql } from '../../scope/earnings';
import { rowById } from '../platform/find';
import { withMaintenanceCosts } from '../maintenance/costs';

export interface EarningInput {
  assetId: string;
  /** What earned it: a delivered dispatch, or one period of a lease (docs/leases.md). */
  dispatchId?: string | null;
  leaseId?: string | null;
  leasePeriodStart?: string | null;
  gross: number;
  currency: string;
  rate: number;
}

/** Inside the delivery's transaction; answers the earning written, or null (in-house asset). */
export async function recordEarning(tx: Queryable, input: EarningInput) {
  const owner = (
    await queryOne(
      tx,
      z.object({ owner_user_id: z.string().nullable() }),
      'select owner_user_id from assets where id = $1',
      [input.assetId],
    )
  )?.owner_user_id;
  if (!owner) return null;
  const commission = Math.round(input.gross * input.rate);
  const net = input.gross - commission;
  const rows = await queryRows(
    tx,
    idRow,
    `insert into earnings (asset_id, owner_user_id, dispatch_id, lease_id, lease_period_start,
       gross, commission, net, currency)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
    [
      input.assetId,
      owner,
      input.dispatchId ?? null,
      input.leaseId ?? null,
      input.leasePeriodStart ?? null,
      input.gross,
      commission,
      net,
      input.currency,
    ],
  );
  return { id: rows[0]!.id, owner_user_id: owner, gross: input.gross, commission, net };
}

/** A month of `earnings_monthly`, its sums cast to numbers. */
const monthRow = z.object({
  month: z.string(),
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
  count: z.number(),
  currency: z.string(),
});

/** Totals and a monthly series (UTC) of an asset's earnings: its owner, managers, superadmin. */
export async function assetEarnings(
  db: Queryable,
  user: User,
  assetId: string,
): Promise<EarningsSummary> {
  await rowById(
    db,
    assetId,
    (param) => `select 1 from assets a where a.id = $1 and ${earningsAssetScopeSql(param, user)}`,
  );
  // The monthly rollup (migration 014), kept by triggers in each writer's transaction: a few
  // rows per month, however many earnings. A month earned in two currencies reads as one,
  // labelled with the first; rows emptied by deletes (count 0) are skipped.
  const series = await queryRows(
    db,
    monthRow,
    `select to_char(r.month, 'YYYY-MM') as month,
            sum(r.gross)::float8 as gross, sum(r.commission)::float8 as commission,
            sum(r.net)::float8 as net, sum(r.count)::int as count, min(r.currency) as currency
     from earnings_monthly r where r.asset_id = $1 and r.count > 0
     group by r.month order by r.month`,
    [assetId],
  );
  const total = { gross: 0, commission: 0, net: 0, count: 0 };
  for (const m of series) {
    total.gross += Number(m.gross);
    total.commission += Number(m.commission);
    total.net += Number(m.net);
    total.count += m.count;
  }
  // Maintenance cost beside the earnings (docs/maintenance.md, "Money").
  return withMaintenanceCosts(db, assetId, {
    ...total,
    currency: series[0]?.currency.trim() ?? 'EUR',
    series: series.map((m) => ({
      month: m.month,
      gross: Number(m.gross),
      commission: Number(m.commission),
      net: Number(m.net),
      count: m.count,
    })),
  });
}
