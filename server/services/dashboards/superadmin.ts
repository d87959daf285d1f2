/**
 * The superadmin's dashboard (`GET /dashboard/superadmin`, docs/dashboards.md): the approval
 * queue from the businesses counters, requests today and this ISO week (Europe/Paris) by status, the
 * platform's commission by month from the owner rollup (migration 019), and the wallets' total.
 */
import { z } from 'zod';
import type { SuperadminDashboard } from '../../../contract/dashboards';
import type { Db, Queryable } from '../../db/db';
import { DEFAULT_CURRENCY } from '../../scope/wallets';
import {
  counters,
  monthOf,
  seriesStart,
  requestsByPeriod,
  seriesByCurrency,
  seriesMonths,
  snapshotAt,
} from './snapshot';
import { queryRows } from '../../db/query';

/** Live businesses not active: the counter `active=false` (the approval queue's total). */
async function businessesWaiting(tx: Queryable): Promise<number> {
  return (await counters(tx, 'businesses', ['active=false'])).get('active=false') ?? 0;
}

/**
 * The commission on every earning by month and currency: the rollup's rows of the months asked
 * (owner_earnings_monthly_month_idx, one row per owner and month that earned).
 */
async function commissionByMonth(tx: Queryable, now: Date) {
  const months = seriesMonths(now);
  const rows = await queryRows(
    tx,
    z.object({ month: z.unknown(), currency: z.string(), amount: z.number() }),
    `select month, currency, sum(commission)::float8 as amount
     from owner_earnings_monthly where month >= $1::date
     group by month, currency order by month, currency`,
    [seriesStart(now)],
  );
  return seriesByCurrency(
    months,
    rows.map((r) => ({
      month: monthOf(r.month),
      currency: r.currency.trim(),
      amount: Number(r.amount),
    })),
    (month) => ({ month, amount: 0 }),
    DEFAULT_CURRENCY,
  );
}

/** Every wallet's balance summed by currency: one row per business (wallets are that few). */
async function walletsTotal(tx: Queryable) {
  const rows = await queryRows(
    tx,
    z.object({ currency: z.string(), balance: z.number(), wallets: z.number() }),
    `select currency, sum(balance)::float8 as balance, count(*)::int as wallets
     from wallets group by currency order by currency`,
  );
  return rows.map((r) => ({
    currency: r.currency.trim(),
    balance: Number(r.balance),
    wallets: r.wallets,
  }));
}

export function superadminDashboard(db: Db, at?: Date): Promise<SuperadminDashboard> {
  return snapshotAt(db, at, async (tx, now) => ({
    as_of: now.toISOString(),
    ...(await requestsByPeriod(tx, now)),
    businesses_waiting: await businessesWaiting(tx),
    commission_by_month: await commissionByMonth(tx, now),
    wallets_total: await walletsTotal(tx),
  }));
}
