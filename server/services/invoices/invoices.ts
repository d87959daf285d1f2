/**
 * Reading invoices, recording payments and credit notes (docs/money.md "Invoices"). Who sees
 * which: the operator (superadmin, manager) every invoice, a business's staff (B2B clients'
 * too) those addressed to their business and those it issued to its clients (404 otherwise).
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type {
  CreditNoteCreate,
  Invoice,
  INVOICE_SORTABLE,
  PaymentCreate,
} from '../../../contract/invoice';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { isUuid } from '../../db/sql';
import { ApiError, notFound } from '../../errors';
import { nextDocumentNumber } from '../numbering/document-number';
import { audit } from '../platform/audit';
import { orNotFound } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { facturXPdf, facturXXml } from './factur-x';
import { INVOICE, STATUS_SQL } from './invoice-record';
import { issuerDay, party } from './parties';
import { PAYMENT_TERM_DAYS } from './issue';
import { vatOn } from './vat';

type SortField = (typeof INVOICE_SORTABLE)[number];

export interface InvoiceFilter extends ListFilter<SortField> {
  businessId?: string | undefined;
  kind?: Invoice['kind'] | undefined;
  status?: Invoice['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The invoices issued to B2B clients (by the caller's business, or any, for the operator). */
  issuedToClients?: boolean | undefined;
}

const ORDER_BY: Record<SortField, string[]> = {
  issue_date: ['i.issue_date', 'i.number', 'i.id'],
  number: ['i.number', 'i.id'],
  total_gross: ['i.total_gross', 'i.id'],
};

/** The one business a business's staff read, undefined for the operator. */
const ownBusiness = (user: User): string | undefined =>
  user.role === 'superadmin' || user.role === 'in_house_manager'
    ? undefined
    : (user.business_id ?? '00000000-0000-0000-0000-000000000000');

export async function listInvoices(
  db: Queryable,
  user: User,
  filter: InvoiceFilter,
): Promise<PageOf<Invoice>> {
  const own = ownBusiness(user);
  const list = new ListSql()
    .search(filter.q, ['i.number', 'b.name'])
    .equals('i.business_id', filter.businessId)
    .equals('i.kind', filter.kind);
  // The operator's default is the platform's own books; a business's, what it received.
  if (filter.issuedToClients) {
    list.where(own ? `i.issuer = ${list.param(own)}` : `i.issuer <> 'platform'`);
  } else if (own) list.equals('i.business_id', own);
  else list.where(`i.issuer = 'platform'`);
  if (filter.status) list.where(`(${STATUS_SQL}) = ${list.param(filter.status)}`);
  if (filter.from) list.where(`i.issue_date >= ${list.param(filter.from)}::date`);
  if (filter.to) list.where(`i.issue_date <= ${list.param(filter.to)}::date`);
  return list.page(db, filter, {
    columns: INVOICE.columns,
    from: INVOICE.from,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'issue_date'], filter.order),
    toRecord: INVOICE.toRecord,
  });
}

export async function findInvoice(db: Queryable, user: User | null, id: string) {
  if (!isUuid(id)) return undefined;
  const own = user ? ownBusiness(user) : undefined;
  const rows = await db.query(
    `select ${INVOICE.columns} from ${INVOICE.from}
     where i.id = $1 and ($2::uuid is null or i.business_id = $2 or i.issuer = $2::text)`,
    [id, own ?? null],
  );
  return rows[0] ? INVOICE.toRecord(rows[0]) : undefined;
}

export const getInvoice = (db: Queryable, user: User, id: string): Promise<Invoice> =>
  orNotFound(findInvoice(db, user, id));

/** Locks the invoice (payments and credit notes on one invoice take turns) and reads it. */
async function lockedInvoice(tx: Queryable, id: string): Promise<Invoice> {
  if (!isUuid(id)) throw notFound();
  await tx.query('select 1 from invoices where id = $1 for update', [id]);
  const found = await findInvoice(tx, null, id);
  if (!found || found.kind !== 'invoice') throw notFound();
  return found;
}

/** A payment of at most what is due (409 payment_exceeds_due). */
export async function recordPayment(
  db: Db,
  actorId: string,
  id: string,
  input: PaymentCreate,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const found = await lockedInvoice(tx, id);
    if (input.amount > found.due) throw new ApiError(409, 'payment_exceeds_due');
    await tx.query(
      `insert into invoice_payments (invoice_id, amount, paid_on, method, reference, recorded_by)
       values ($1, $2, $3, $4, $5, $6)`,
      [id, input.amount, input.paid_on, input.method, input.reference, actorId],
    );
    await audit(tx, {
      actorUserId: actorId,
      action: 'pay',
      entity: 'invoice',
      entityId: id,
      changes: input,
    });
    return (await findInvoice(tx, null, id))!;
  });
}

const creditedRow = z.object({ net: z.number() });

/**
 * A credit note (avoir) on an invoice, dated `on` (today; the demo's history its day):
 * numbered in series A, at the invoice's VAT rule, for at most the net not credited yet
 * (409 credit_exceeds_invoice); answers the credit note.
 */
export async function creditInvoice(
  db: Db,
  actorId: string,
  id: string,
  input: CreditNoteCreate,
  on = new Date(),
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const found = await lockedInvoice(tx, id);
    const credited = await queryOne(
      tx,
      creditedRow,
      `select coalesce(sum(total_net), 0)::float8 as net from invoices
       where credited_invoice_id = $1`,
      [id],
    );
    const left = found.total_net - credited!.net;
    const net = input.net ?? left;
    if (net <= 0 || net > left) throw new ApiError(409, 'credit_exceeds_invoice');
    const vat = vatOn(net, found.vat_rate_bp);
    // In the invoice's issuer's series: a white-label business's credit notes are its own,
    // dated by its day.
    const issuer = found.issuer_business_id ? { businessId: found.issuer_business_id } : 'platform';
    const today = await issuerDay(tx, issuer, on);
    const { number } = await nextDocumentNumber(tx, issuer, 'A', Number(today.slice(0, 4)));
    const note = await queryOne(
      tx,
      z.object({ id: z.string() }),
      `insert into invoices (kind, number, issuer, business_id, credited_invoice_id,
         issue_date, due_date, currency, total_net, total_vat, total_gross, vat_category,
         vat_rate_bp, seller, buyer, reason, created_by)
       select 'credit_note', $2, issuer, business_id, id, $3, $3::date + $4::int, currency,
         $5, $6, $7, vat_category, vat_rate_bp, seller, buyer, $8, $9
       from invoices where id = $1
       returning id`,
      [id, number, today, PAYMENT_TERM_DAYS, net, vat, net + vat, input.reason, actorId],
    );
    const noteId = note!.id;
    await tx.query(
      `insert into invoice_lines (invoice_id, position, description, quantity, unit_price, net)
       values ($1, 1, $2, 1, $3, $3)`,
      [noteId, `Avoir sur la facture ${found.number} : ${input.reason}`, net],
    );
    await audit(tx, {
      actorUserId: actorId,
      action: 'credit',
      entity: 'invoice',
      entityId: noteId,
      changes: { invoice: found.number, number, net, vat, reason: input.reason },
    });
    return (await findInvoice(tx, null, noteId))!;
  });
}

const partiesRow = z.object({ seller: party, buyer: party });

/**
 * The invoice's Factur-X document (in scope, else 404): the PDF/A-3 with its XML embedded, or
 * the XML alone; the parties as they were on its issue date.
 */
export async function invoiceDocument(
  db: Queryable,
  user: User,
  id: string,
  kind: 'pdf' | 'xml',
): Promise<{ fileName: string; bytes: Uint8Array | string }> {
  const found = await getInvoice(db, user, id);
  const { seller, buyer } = (await queryOne(
    db,
    partiesRow,
    'select seller, buyer from invoices where id = $1',
    [id],
  ))!;
  return kind === 'pdf'
    ? { fileName: `${found.number}.pdf`, bytes: await facturXPdf(found, seller, buyer) }
    : { fileName: `${found.number}.xml`, bytes: await facturXXml(found, seller, buyer) };
}
