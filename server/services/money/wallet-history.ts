/**
 * A business wallet's balance over time, for the superadmin's chart: the ledger already holds
 * the balance after each movement (`balance_after`), so the balance at the end of a day is the
 * last row's before midnight (UTC). One index probe a day on (wallet_id, created_at): the cost
 * follows the number of days, not the number of movements, and no other wallet is read.
 */
import { z } from 'zod';
import type { WalletHistoryPoint } from '../../../contract/wallet';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The balance at the end of each of the last `days` days (UTC), oldest first, today last. A
 * day without a movement carries the previous balance; days before the first movement read 0.
 */
export async function walletHistory(
  db: Queryable,
  businessId: string,
  days: number,
  now = new Date(),
): Promise<WalletHistoryPoint[]> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = today - (days - 1) * DAY_MS;
  // Hours, not days, are added: a day interval would follow the session's time zone (DST).
  const rows = await queryRows(
    db,
    z.object({ i: z.number(), balance: z.number() }),
    `select i, coalesce((
       select t.balance_after from wallet_transactions t
       where t.wallet_id = (select id from wallets where business_id = $1)
         and t.created_at < $2::timestamptz + (i + 1) * interval '24 hours'
       order by t.created_at desc, t.id desc limit 1), 0)::float8 as balance
     from generate_series(0, $3::int - 1) as i order by i`,
    [businessId, new Date(first).toISOString(), days],
  );
  return rows.map((row) => ({
    date: new Date(first + row.i * DAY_MS).toISOString().slice(0, 10),
    balance: Number(row.balance),
  }));
}
