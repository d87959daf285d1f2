/**
 * Issuing (docs/money.md "Invoices"): a business's invoice for a month, one line per delivery
 * charged and per subscription period charged to its wallet in that month (UTC), VAT by its
 * country, a number from its issuer's gapless sequence taken in the same transaction. The
 * issuer is the platform, or for a white-label business's B2B client that business
 * (`sellerFor`). The wallet debits already settled the net: a `wallet` payment records it.
 */
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { issuerKey, nextDocumentNumber } from '../numbering/document-number';
import { audit } from '../platform/audit';
import { businessParty, issuerDay, sellerFor } from './parties';
import { totals, vatRule } from './vat';

/** Days between the issue date and the due date (the payment terms printed on it). */
export const PAYMENT_TERM_DAYS = 30;

/** `2026-03` → its first day and the first day of the next month. */
export function monthBounds(month: string): { start: string; next: string; end: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1, 1));
  const next = new Date(Date.UTC(y, m, 1));
  const end = new Date(next.getTime() - 86_400_000);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { start: day(start), next: day(next), end: day(end) };
}

/** The month before `now`'s (UTC), `YYYY-MM`. */
export function previousMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const chargeRow = z.object({
  id: z.string(),
  category: z.string(),
  amount: z.number(),
  request_id: z.string().nullable(),
  request_reference: z.string().nullable(),
  reference: z.string().nullable(),
  currency: z.string(),
});

/** The wallet's charges of the month, oldest first: deliveries and subscription periods. */
async function chargesOf(tx: Queryable, businessId: string, start: string, next: string) {
  return queryRows(
    tx,
    chargeRow,
    `select t.id, t.category, t.amount::float8 as amount, t.request_id,
       r.reference as request_reference, t.reference, w.currency
     from wallet_transactions t
     join wallets w on w.id = t.wallet_id
     left join requests r on r.id = t.request_id
     where w.business_id = $1 and t.type = 'debit'
       and t.category in ('request_charge', 'subscription')
       and t.created_at >= $2::date and t.created_at < $3::date
     order by t.created_at, t.id`,
    [businessId, start, next],
  );
}

const describe = (c: z.infer<typeof chargeRow>) =>
  c.category === 'request_charge'
    ? `Livraison ${c.request_reference ?? ''}`.trim()
    : `Abonnement ${c.reference ?? ''}`.trim();

/**
 * Issues `businessId`'s invoice for `month` on `issueDate` (an instant: the issuer's day then,
 * `issuerDay`) inside `tx`; undefined when there is
 * nothing to invoice or the month is invoiced already (the unique index: two servers at once
 * write one invoice, the other's number is given back with its rollback).
 */
export async function issueInvoice(
  tx: Queryable,
  businessId: string,
  month: string,
  on: string | Date,
  actorId: string | null,
): Promise<string | undefined> {
  const { start, next, end } = monthBounds(month);
  // Serialises issuers of one business's month: the second sees the first's invoice.
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`invoice:${businessId}:${start}`]);
  const { issuer, seller } = await sellerFor(tx, businessId);
  const issueDate = typeof on === 'string' ? on : await issuerDay(tx, issuer, on);
  const already = await tx.query(
    `select 1 from invoices where issuer = $3 and business_id = $1
       and period_start = $2 and kind = 'invoice'`,
    [businessId, start, issuerKey(issuer)],
  );
  if (already.length > 0) return undefined;
  const charges = await chargesOf(tx, businessId, start, next);
  if (charges.length === 0) return undefined;
  const buyer = await businessParty(tx, businessId);
  const rule = vatRule(buyer.country, buyer.vat_number);
  const sums = totals(
    charges.map((c) => c.amount),
    rule,
  );
  const year = Number(issueDate.slice(0, 4));
  const { number } = await nextDocumentNumber(tx, issuer, 'F', year);
  const rows = await queryRows(
    tx,
    z.object({ id: z.string() }),
    `insert into invoices (kind, number, issuer, business_id, period_start, period_end,
       issue_date, due_date, currency, total_net, total_vat, total_gross, vat_category,
       vat_rate_bp, seller, buyer, created_by)
     values ('invoice', $1, $16, $2, $3, $4, $5, $5::date + $6::int, $7, $8, $9, $10,
       $11, $12, ($13::text)::jsonb, ($14::text)::jsonb, $15)
     returning id`,
    [
      number,
      businessId,
      start,
      end,
      issueDate,
      PAYMENT_TERM_DAYS,
      charges[0]!.currency.trim(),
      sums.total_net,
      sums.total_vat,
      sums.total_gross,
      rule.category,
      rule.rate_bp,
      JSON.stringify(seller),
      JSON.stringify(buyer),
      actorId,
      issuerKey(issuer),
    ],
  );
  const id = rows[0]!.id;
  await tx.query(
    `insert into invoice_lines (invoice_id, position, description, quantity, unit_price, net,
       request_id, subscription_charge_id)
     select $1, p, d, 1, a, a, r, s
     from unnest($2::int[], $3::text[], $4::bigint[], $5::uuid[], $6::uuid[]) as x (p, d, a, r, s)`,
    [
      id,
      charges.map((_, i) => i + 1),
      charges.map(describe),
      charges.map((c) => c.amount),
      charges.map((c) => c.request_id),
      charges.map((c) => (c.category === 'subscription' ? c.id : null)),
    ],
  );
  // The wallet debits settled the net already.
  await tx.query(
    `insert into invoice_payments (invoice_id, amount, paid_on, method, reference)
     values ($1, $2, $3, 'wallet', 'Portefeuille Flotte')`,
    [id, sums.total_net, issueDate],
  );
  await audit(tx, {
    actorUserId: actorId,
    action: 'issue',
    entity: 'invoice',
    entityId: id,
    changes: { number, issuer: issuerKey(issuer), month, ...sums },
  });
  return id;
}

/**
 * Issues `month`'s invoices (default: the previous month) of `businessId`, or of every business
 * charged that month, each in its own transaction; answers the ids written. With
 * `clientsOf`, a white-label business issues on demand: only its own B2B clients (another
 * business named is 404). Sweeping every business, a client whose white-label issuer has no
 * legal identity yet is skipped (`skipped`), the others are issued; named alone, it is 409.
 */
export async function issueMonth(
  db: Db,
  {
    businessId,
    clientsOf,
    month,
    now = new Date(),
    actorId = null,
  }: {
    businessId?: string | null;
    clientsOf?: string;
    month?: string | undefined;
    now?: Date;
    actorId?: string | null;
  },
): Promise<{ issued: string[]; skipped: string[]; month: string }> {
  const target = month ?? previousMonth(now);
  const { start, next } = monthBounds(target);
  if (next > now.toISOString().slice(0, 10)) throw new ApiError(409, 'nothing_to_invoice');
  const charged = await queryRows(
    db,
    z.object({ business_id: z.string() }),
    `select distinct w.business_id from wallet_transactions t
     join wallets w on w.id = t.wallet_id
     join businesses b on b.id = w.business_id
     where t.type = 'debit' and t.category in ('request_charge', 'subscription')
       and t.created_at >= $1::date and t.created_at < $2::date
       and ($3::uuid is null or b.parent_business_id = $3) and ($4::uuid is null or b.id = $4)
     order by w.business_id`,
    [start, next, clientsOf ?? null, businessId ?? null],
  );
  if (clientsOf && businessId && charged.length === 0)
    await assertClientOf(db, clientsOf, businessId);
  const issued: string[] = [];
  const skipped: string[] = [];
  for (const { business_id: id } of charged) {
    try {
      const written = await db.transaction((tx) => issueInvoice(tx, id, target, now, actorId));
      if (written) issued.push(written);
    } catch (error) {
      const sweeping = !businessId && !clientsOf;
      if (!(sweeping && error instanceof ApiError && error.code === 'issuer_identity_missing')) {
        throw error;
      }
      skipped.push(id);
    }
  }
  return { issued, skipped, month: target };
}

/** 404 unless `clientId` is a live B2B client of `parentId`. */
async function assertClientOf(db: Queryable, parentId: string, clientId: string): Promise<void> {
  const rows = await db.query(
    `select 1 from businesses where id = $1 and parent_business_id = $2 and kind = 'b2b'
       and deleted_at is null`,
    [clientId, parentId],
  );
  if (rows.length === 0) throw notFound();
}
