/**
 * Adjustments (docs/money.md, "Owners' payouts"): a signed amount the superadmin adds, with
 * its reason, to an owner's next statement, which claims it (`statement_id`) once.
 */
import { z } from 'zod';
import { payoutAdjustment, type payoutAdjustmentCreate } from '../../../contract/payouts';
import type { Db } from '../../db/db';
import { queryOne } from '../../db/query';
import { notFound } from '../../errors';
import { audit } from '../platform/audit';

export async function addAdjustment(
  db: Db,
  actorId: string,
  input: z.output<typeof payoutAdjustmentCreate>,
) {
  return db.transaction(async (tx) => {
    const owner = await queryOne(
      tx,
      z.object({ id: z.string() }),
      `select id from users where id = $1 and role = 'asset_owner'`,
      [input.owner_user_id],
    );
    if (!owner) throw notFound();
    const row = await queryOne(
      tx,
      payoutAdjustment,
      `insert into payout_adjustments (owner_user_id, amount, currency, reason, created_by)
       values ($1, $2, $3, $4, $5)
       returning id, owner_user_id, amount::float8 as amount, trim(currency) as currency, reason,
         statement_id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
      [input.owner_user_id, input.amount, input.currency, input.reason, actorId],
    );
    await audit(tx, {
      actorUserId: actorId,
      action: 'create',
      entity: 'payout_adjustment',
      entityId: row!.id,
      changes: input,
    });
    return row!;
  });
}
