/**
 * A business wallet's balance over time, for the superadmin's chart and the business's own: the
 * ledger already holds the balance after each movement (`balance_after`), so the balance at the
 * end of a day is the last row's before the next midnight in the business's zone (its days,
 * docs/business.md "Days"). One index probe a day on (wallet_id, created_at): the cost follows
 * the number of days, not the number of movements, and no other wallet is read.
 */
import { z } from 'zod';
import { addDays, dayIn, startOfDayIn } from '../../../contract/days';
import type { WalletHistoryPoint } from '../../../contract/wallet';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { businessZone } from '../business/zone';

/**
 * The balance at the end of each of the last `days` days of the business (its zone's calendar
 * days), oldest first, today last. A day without a movement carries the previous balance; days
 * before the first movement read 0.
 */
export async function walletHistory(
  db: Queryable,
  businessId: string,
  days: number,
  now = new Date(),
): Promise<WalletHistoryPoint[]> {
  const zone = await businessZone(db, businessId);
  const today = dayIn(zone, now);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  // Each day ends at the zone's next midnight (a DST day is 23 or 25 hours long).
  const ends = dates.map((date) => startOfDayIn(zone, addDays(date, 1)).toISOString());
  const rows = await queryRows(
    db,
    z.object({ i: z.number(), balance: z.number() }),
    `select e.i::int as i, coalesce((
       select t.balance_after from wallet_transactions t
       where t.wallet_id = (select id from wallets where business_id = $1)
         and t.created_at < e.at
       order by t.created_at desc, t.id desc limit 1), 0)::float8 as balance
     from unnest($2::timestamptz[]) with ordinality as e(at, i) order by e.i`,
    [businessId, ends],
  );
  return rows.map((row) => ({ date: dates[row.i - 1]!, balance: Number(row.balance) }));
}
