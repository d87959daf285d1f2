/**
 * The wallets a caller sees (docs/requests-and-money.md): business and B2B staff their own
 * business's (`GET /wallet`; a white-label parent does not read its clients' wallets), the
 * superadmin any (`/superadmin/business/{id}/wallet…`); no one else, the in-house manager
 * included. Also the business's currency, its wallet's, which the plans staff see are priced in
 * (plans.ts).
 */
import type { User } from '../../contract/auth';
import { wallet } from '../../contract/wallet';
import type { Queryable } from '../db/db';
import { parseRow } from '../db/rows';
import { isStaff, type Param } from './businesses';

type Caller = Pick<User, 'role' | 'business_id'>;

/** The condition over wallets `w` (`param` adds a parameter). */
export function walletScopeSql(param: Param, user: Caller): string {
  if (user.role === 'superadmin') return 'true';
  if (isStaff(user)) return `w.business_id = ${param(user.business_id)}`;
  return 'false';
}

/** A wallet's currency until its business chooses one (and a business without a wallet's). */
export const DEFAULT_CURRENCY = 'EUR';

const walletCurrency = wallet.pick({ currency: true });

/**
 * The business's currency: its wallet's, the one place it lives (docs/business.md, "Country
 * and currency"); a business without a wallet row reads EUR, as its wallet does
 * (services/money/money.ts `readWallet`).
 */
export async function businessCurrency(db: Queryable, businessId: string): Promise<string> {
  const [row] = await db.query('select currency from wallets where business_id = $1', [businessId]);
  return row
    ? parseRow(walletCurrency, row, { currency: String(row.currency).trim() }).currency
    : DEFAULT_CURRENCY;
}
