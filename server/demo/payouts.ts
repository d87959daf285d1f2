/**
 * The demo's payouts (issue 30, docs/money.md "Owners' payouts"), through the service functions
 * real work uses (savepoint-db.ts): the owners' bank details (sealed with the server's data key,
 * when the seed is given it), a statement per owner for each of the three months before day 0's
 * (issued on the first of the next month, as the monthly job would), the two older months'
 * gathered in one batch, approved and paid. The newest month's wait for the superadmin's next
 * batch.
 */
import { z } from 'zod';
import type { Db } from '../db/db';
import { queryOne } from '../db/query';
import { storeBankAccount } from '../services/payouts/bank-details';
import { approveBatch, buildBatch, markBatchPaid } from '../services/payouts/batches';
import type { Keyring } from '../services/payouts/sealing';
import { issueMonth } from '../services/payouts/statements';
import type { DemoPeople } from './businesses';
import type { DemoContext } from './context';
import { issuedAfter, monthsBefore } from './invoicing';

/** Valid sample accounts (IBAN and BIC checksums hold), one per demo owner. */
const ACCOUNTS = {
  julien: { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
  amina: { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' },
  marc: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
} as const;

export async function seedPayouts(
  ctx: DemoContext,
  db: Db,
  people: DemoPeople,
  ring: Keyring | undefined,
): Promise<void> {
  if (ring) {
    for (const [key, account] of Object.entries(ACCOUNTS)) {
      const owner = people.owners[key as keyof typeof ACCOUNTS];
      const row = await queryOne(
        db,
        z.object({ name: z.string() }),
        'select name from users where id = $1',
        [owner],
      );
      await storeBankAccount(db, ring, owner, { ...account, holder: row!.name });
    }
  }
  const months = monthsBefore(ctx, 3);
  for (const [index, month] of months.entries()) {
    await issueMonth(db, { at: issuedAfter(month) }, month);
    if (index === 1 && ring) {
      const admin = ctx.userIds.superadmin;
      const batch = await buildBatch(db, admin, 'EUR');
      await approveBatch(db, admin, batch.id);
      await markBatchPaid(db, admin, batch.id);
    }
  }
}
