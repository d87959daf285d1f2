/**
 * An invoice as the API answers it: its amounts as issued, and what moved since (payments,
 * credit notes) with the status they give (docs/money.md "Invoices").
 */
import { invoice } from '../../../contract/invoice';
import { todaySql } from '../../db/sql';
import { defineRecord, json, trimmed } from '../../db/record';

/** Paid and credited sums of `i`, then what is still due (`DUE_SQL`: the reminders too). */
const PAID = `coalesce((select sum(amount) from invoice_payments where invoice_id = i.id), 0)`;
const CREDITED = `coalesce((select sum(total_gross) from invoices c
  where c.credited_invoice_id = i.id), 0)`;
export const DUE_SQL = `case when i.kind = 'invoice' then greatest(i.total_gross - ${PAID} - ${CREDITED}, 0)
  else 0 end`;

/** Today for invoice `i`: the invoiced business's day (its time zone, issue 33). */
export const INVOICE_TODAY_SQL = todaySql('i.business_id');

/** One definition of the status: covered is paid, else past its due date is overdue. */
export const STATUS_SQL = `case when ${DUE_SQL} = 0 then 'paid'
  when i.due_date < ${INVOICE_TODAY_SQL} then 'overdue' else 'issued' end`;

export const INVOICE = defineRecord({
  schema: invoice,
  from: `invoices i join businesses b on b.id = i.business_id
    left join invoices ci on ci.id = i.credited_invoice_id`,
  fields: {
    id: 'i.id',
    kind: 'i.kind',
    number: 'i.number',
    business_id: 'i.business_id',
    business_name: 'b.name',
    issuer_business_id: `case when i.issuer = 'platform' then null else i.issuer end`,
    issuer_name: `i.seller->>'name'`,
    credited_invoice_id: 'i.credited_invoice_id',
    credited_invoice_number: 'ci.number',
    period_start: 'i.period_start::text',
    period_end: 'i.period_end::text',
    issue_date: 'i.issue_date::text',
    due_date: 'i.due_date::text',
    currency: { sql: 'i.currency', read: trimmed },
    total_net: 'i.total_net::float8',
    total_vat: 'i.total_vat::float8',
    total_gross: 'i.total_gross::float8',
    vat_category: 'i.vat_category',
    vat_rate_bp: 'i.vat_rate_bp',
    paid: `${PAID}::float8`,
    credited: `${CREDITED}::float8`,
    due: `(${DUE_SQL})::float8`,
    status: STATUS_SQL,
    reminder_level: 'i.reminder_level',
    reason: 'i.reason',
    lines: {
      sql: `coalesce((select json_agg(json_build_object('position', l.position,
        'description', l.description, 'quantity', l.quantity,
        'unit_price', l.unit_price::float8, 'net', l.net::float8, 'request_id', l.request_id)
        order by l.position) from invoice_lines l where l.invoice_id = i.id), '[]')`,
      read: json,
    },
    payments: {
      sql: `coalesce((select json_agg(json_build_object('id', p.id, 'amount', p.amount::float8,
        'paid_on', p.paid_on::text, 'method', p.method, 'reference', p.reference,
        'created_at', p.created_at) order by p.created_at, p.id)
        from invoice_payments p where p.invoice_id = i.id), '[]')`,
      read: json,
    },
    created_at: 'i.created_at',
  },
});
