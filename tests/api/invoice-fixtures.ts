import type { World } from './requests-fixtures';
import { topUp } from './requests-fixtures';

/**
 * A subscription charge of `amount` to `businessId`'s wallet on the fifth of `month`
 * (`YYYY-MM`): something for that month's invoice (the wallet is topped up first).
 */
export async function chargedInMonth(w: World, businessId: string, month: string, amount: number) {
  await topUp(w, businessId, 10_000);
  await w.t.db.query(
    `insert into wallet_transactions (wallet_id, type, category, amount, balance_after,
       reference, created_at)
     select id, 'debit', 'subscription', $3, balance, 'Pro', $2::date + 4
     from wallets where business_id = $1`,
    [businessId, `${month}-01`, amount],
  );
}
