/**
 * Payout batches (docs/money.md, "Owners' payouts"): the superadmin gathers the issued
 * statements still to pay into a batch, approves it, downloads its SEPA credit transfer file
 * and marks it paid, which writes the payouts' ledger once. Every move is one conditional
 * update of the batch's status, so two superadmins or two servers at once move it once: the
 * second is answered the batch as it now is (idempotent), never a second payment.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { PayoutBatch } from '../../../contract/payouts';
import type { payoutBatchListQuery } from '../../../contract/payouts';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import type { PayoutConfig } from '../../payouts-config';
import { lockWallet, move } from '../money/money';
import { audit } from '../platform/audit';
import { anyRecord } from '../platform/find';
import { ListSql, type PageOf } from '../platform/list';
import { PAYOUT_BATCH } from './payout-records';
import { readBankAccount } from './bank-details';
import type { Keyring } from './sealing';
import { sepaCreditTransfer } from './sepa-file';

export const batches = anyRecord({
  columns: PAYOUT_BATCH.columns,
  from: PAYOUT_BATCH.from,
  idColumn: 'pb.id',
  toRecord: PAYOUT_BATCH.toRecord,
  lock: 'for update',
});

export async function listBatches(
  db: Queryable,
  query: z.output<typeof payoutBatchListQuery>,
): Promise<PageOf<PayoutBatch>> {
  const list = new ListSql();
  if (query.status) list.equals('pb.status', query.status);
  return list.page(db, query, {
    columns: PAYOUT_BATCH.columns,
    from: PAYOUT_BATCH.from,
    orderBy: 'pb.created_at desc, pb.id desc',
    toRecord: PAYOUT_BATCH.toRecord,
  });
}

/**
 * A new draft batch of every issued statement not yet in a batch, in `currency`, with
 * something to pay and an owner who gave an account; 409 nothing_to_pay when there is none.
 * Statements are taken `for update skip locked`: two builds at once never share one.
 */
export async function buildBatch(db: Db, actorId: string, currency: string): Promise<PayoutBatch> {
  const id = await db.transaction(async (tx) => {
    const taken = await queryRows(
      tx,
      z.object({ id: z.string(), amount_due: z.number() }),
      `select ps.id, ps.amount_due::float8 as amount_due from payout_statements ps
       where ps.batch_id is null and ps.paid_at is null and ps.currency = $1
         and ps.amount_due > 0
         and exists (select 1 from owner_bank_accounts b where b.owner_user_id = ps.owner_user_id)
       order by ps.number for update skip locked`,
      [currency],
    );
    if (taken.length === 0) throw new ApiError(409, 'nothing_to_pay');
    const total = taken.reduce((sum, s) => sum + s.amount_due, 0);
    const stamp = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const messageId = `FLOTTE-${stamp}-${randomBytes(4).toString('hex').toUpperCase()}`;
    const batch = await queryOne(
      tx,
      z.object({ id: z.string() }),
      `insert into payout_batches (currency, total, count, message_id, created_by)
       values ($1, $2, $3, $4, $5) returning id`,
      [currency, total, taken.length, messageId, actorId],
    );
    await tx.query('update payout_statements set batch_id = $1 where id = any($2::uuid[])', [
      batch!.id,
      taken.map((s) => s.id),
    ]);
    await audit(tx, {
      actorUserId: actorId,
      action: 'create',
      entity: 'payout_batch',
      entityId: batch!.id,
      changes: { currency, total, count: taken.length },
    });
    return batch!.id;
  });
  return batches.get(db, id);
}

/**
 * Moves the batch from `from` to `to` by one conditional update (with `set`); answers it as
 * it is when another call moved it already (`to`), 409 invalid_transition from elsewhere.
 */
async function moveBatch(
  tx: Queryable,
  id: string,
  from: PayoutBatch['status'],
  to: PayoutBatch['status'],
  set: string,
  actorId: string,
): Promise<'moved' | 'already'> {
  const batch = await batches.find(tx, id, true);
  if (!batch) throw notFound();
  if (batch.status === to) return 'already';
  if (batch.status !== from) throw new ApiError(409, 'invalid_transition');
  await tx.query(`update payout_batches set status = $2, ${set} where id = $1`, [id, to, actorId]);
  await audit(tx, { actorUserId: actorId, action: to, entity: 'payout_batch', entityId: id });
  return 'moved';
}

export async function approveBatch(db: Db, actorId: string, id: string): Promise<PayoutBatch> {
  await db.transaction((tx) =>
    moveBatch(tx, id, 'draft', 'approved', 'approved_by = $3, approved_at = now()', actorId),
  );
  return batches.get(db, id);
}

const codRow = z.object({ business_id: z.string(), amount: z.number() });
const paidStatement = z.object({
  id: z.string(),
  number: z.string(),
  owner_user_id: z.string(),
  amount_due: z.number(),
  currency: z.string(),
});

/**
 * Marks an approved batch paid, in one transaction under the batch's row lock: its statements
 * paid, the payouts' ledger written (each owner's payout; each business's cash on delivery,
 * also credited to its wallet). A batch already paid is answered as it is, writing nothing.
 */
export async function markBatchPaid(db: Db, actorId: string, id: string): Promise<PayoutBatch> {
  await db.transaction(async (tx) => {
    const moved = await moveBatch(
      tx,
      id,
      'approved',
      'paid',
      'paid_by = $3, paid_at = now()',
      actorId,
    );
    if (moved === 'already') return;
    const paid = await queryRows(
      tx,
      paidStatement,
      `update payout_statements set paid_at = now() where batch_id = $1
       returning id, number, owner_user_id, amount_due::float8 as amount_due,
         trim(currency) as currency`,
      [id],
    );
    for (const s of paid) {
      await tx.query(
        `insert into payout_ledger (batch_id, statement_id, kind, owner_user_id, amount, currency)
         values ($1, $2, 'payout', $3, $4, $5)`,
        [id, s.id, s.owner_user_id, s.amount_due, s.currency],
      );
      await remitCashOnDelivery(tx, actorId, id, s);
    }
  });
  return batches.get(db, id);
}

/** The cash an owner collected for each business, netted from its payout: now the business's. */
async function remitCashOnDelivery(
  tx: Queryable,
  actorId: string,
  batchId: string,
  s: z.infer<typeof paidStatement>,
): Promise<void> {
  const owed = await queryRows(
    tx,
    codRow,
    `select r.business_id, sum(d.cod_collected)::float8 as amount
     from dispatches d join requests r on r.id = d.request_id
     where d.cod_statement_id = $1 group by r.business_id order by r.business_id`,
    [s.id],
  );
  for (const o of owed) {
    await tx.query(
      `insert into payout_ledger
         (batch_id, statement_id, kind, owner_user_id, business_id, amount, currency)
       values ($1, $2, 'cod_remittance', $3, $4, $5, $6)`,
      [batchId, s.id, s.owner_user_id, o.business_id, o.amount, s.currency],
    );
    const wallet = await lockWallet(tx, o.business_id);
    // A wallet in another currency is remitted outside Flotte; the ledger row says it is owed.
    if (wallet.currency !== s.currency) continue;
    await move(tx, wallet, {
      type: 'credit',
      category: 'adjustment',
      amount: o.amount,
      reference: `COD ${s.number}`,
      actorId,
    });
  }
}

/** The batch's pain.001 file, once approved (the same file each time it is downloaded). */
export async function batchFile(
  db: Queryable,
  ring: Keyring,
  config: PayoutConfig,
  id: string,
): Promise<{ fileName: string; xml: string }> {
  const batch = await batches.get(db, id);
  if (batch.status === 'draft') throw new ApiError(409, 'invalid_transition');
  if (!config.platformAccount) throw new ApiError(409, 'payout_account_missing');
  if (batch.currency !== 'EUR') throw new ApiError(409, 'currency_mismatch');
  const rows = await queryRows(
    db,
    z.object({ number: z.string(), owner_user_id: z.string(), amount_due: z.number() }),
    `select number, owner_user_id, amount_due::float8 as amount_due from payout_statements
     where batch_id = $1 order by number`,
    [id],
  );
  const transfers = [];
  for (const row of rows) {
    const account = await readBankAccount(db, ring, row.owner_user_id);
    if (!account) throw new ApiError(409, 'payout_account_missing');
    transfers.push({ reference: row.number, amount: row.amount_due, creditor: account });
  }
  const xml = sepaCreditTransfer({
    messageId: batch.message_id,
    createdAt: new Date(batch.approved_at ?? batch.created_at),
    debtor: config.platformAccount,
    transfers,
  });
  return { fileName: `${batch.message_id}.xml`, xml };
}
