/**
 * Invoices (docs/money.md "Invoices"): a month's charges become an invoice with exact totals and
 * a gapless number; who reads which (404 outside the scope); payments, credit notes, the
 * monthly job, immutability.
 */
import { describe, expect, it } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import { invoice, issueResult } from '../../contract/invoice';
import { issueMonthlyInvoices } from '../../server/jobs/monthly-invoices';
import { previousMonth } from '../../server/services/invoices/issue';
import { attachments } from '../fixtures/pdf-attachments';
import { worldPerFile } from './per-file';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  topUp,
  type Headers,
} from './requests-fixtures';
import { one } from './rows';

const w = worldPerFile(createWorld);
const oneInvoice = oneResponse(invoice);
const invoices = listResponse(invoice);
const lastMonth = previousMonth(new Date());

/** A delivered request of `headers`' business at `price`, charged last month. */
async function deliveredLastMonth(
  businessId: string,
  headers: Headers,
  price: number,
  van: string,
  owner: Headers = w.as.asset_owner,
) {
  await topUp(w, businessId, price);
  const id = await createRequest(w, { price }, headers);
  const dispatch = await assign(w, id, van, owner);
  await move(w, dispatch, 'in_transit', owner);
  expect((await move(w, dispatch, 'delivered', owner)).statusCode).toBe(200);
  await w.t.db.query(
    `update wallet_transactions set created_at = date_trunc('month', now()) - interval '10 days'
     where request_id = $1`,
    [id],
  );
  return id;
}

const issue = (body: object, headers = w.as.superadmin) =>
  inject(w.t, 'POST', '/invoices/issue', headers, body);

let invoiceId: string;

describe('issuing a month', () => {
  it('one line per delivery charged, VAT by the country, totals exact, a gapless number', async () => {
    const requestId = await deliveredLastMonth(w.ids.business, w.as.business, 2501, w.ids.ownerVan);
    for (const role of ['business', 'in_house_manager', 'asset_owner', 'b2b'] as const) {
      const refused = await issue({ business_id: w.ids.business }, w.as[role]);
      expect(refused.statusCode, role).toBe(403);
    }
    const res = await issue({ business_id: w.ids.business, month: lastMonth });
    expect(res.statusCode, res.body).toBe(201);
    const { issued } = oneResponse(issueResult).parse(res.json()).data;
    expect(issued).toHaveLength(1);
    invoiceId = issued[0]!;
    const read = oneInvoice.parse(
      (await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.as.business)).json(),
    ).data;
    const year = new Date().getUTCFullYear();
    expect(read).toMatchObject({
      kind: 'invoice',
      number: `F-${year}-000001`,
      business_id: w.ids.business,
      period_start: `${lastMonth}-01`,
      currency: 'EUR',
      total_net: 2501,
      // 20 % of 25.01 € is 5.002 €: 5.00 €.
      total_vat: 500,
      total_gross: 3001,
      vat_category: 'S',
      vat_rate_bp: 2000,
      // The wallet debit settled the net; the VAT is owed.
      paid: 2501,
      due: 500,
      status: 'issued',
    });
    expect(read.lines).toEqual([
      expect.objectContaining({ position: 1, quantity: 1, net: 2501, request_id: requestId }),
    ]);
    expect(read.lines[0]!.description).toMatch(/^Livraison FLT-\d{4}-\d{6}$/);
    // Issued once: a second call has nothing left to invoice.
    const again = await issue({ business_id: w.ids.business, month: lastMonth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'nothing_to_invoice' });
  });

  it('the monthly job invoices every business charged last month, reverse charge in the EU', async () => {
    await w.t.db.query(
      `update businesses set country = 'DE', vat_number = 'DE123456789' where id = $1`,
      [w.ids.other],
    );
    await deliveredLastMonth(w.ids.other, w.otherBusiness, 4000, w.ids.otherVan, w.otherOwner);
    const { issued } = await issueMonthlyInvoices(w.t.db);
    expect(issued).toHaveLength(1);
    const read = oneInvoice.parse(
      (await inject(w.t, 'GET', `/invoices/${issued[0]}`, w.otherBusiness)).json(),
    ).data;
    expect(read).toMatchObject({
      number: `F-${new Date().getUTCFullYear()}-000002`,
      vat_category: 'AE',
      total_vat: 0,
      total_gross: 4000,
      status: 'paid',
    });
    expect((await issueMonthlyInvoices(w.t.db)).issued).toEqual([]);
  });
});

describe('who reads which', () => {
  it('a business its own; the operator all; owners none; another business 404', async () => {
    const own = invoices.parse((await inject(w.t, 'GET', '/invoices', w.as.business)).json());
    expect(own.data.map((i) => i.id)).toEqual([invoiceId]);
    const others = invoices.parse((await inject(w.t, 'GET', '/invoices', w.otherBusiness)).json());
    expect(others.data.map((i) => i.business_id)).toEqual([w.ids.other]);
    expect((await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.otherBusiness)).statusCode).toBe(
      404,
    );
    expect((await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.as.b2b)).statusCode).toBe(404);
    expect((await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.as.asset_owner)).statusCode).toBe(
      403,
    );
    const all = invoices.parse(
      (await inject(w.t, 'GET', '/invoices', w.as.in_house_manager)).json(),
    );
    expect(all.pagination.total).toBe(2);
    const overdue = await inject(w.t, 'GET', '/invoices?status=issued', w.as.superadmin);
    expect(invoices.parse(overdue.json()).data.map((i) => i.id)).toEqual([invoiceId]);
  });

  it('an API key reads its business’s invoices with `read`, never issues', async () => {
    const key = await inject(w.t, 'POST', '/api-keys', w.as.business, {
      name: 'compta',
      scope: 'read',
    });
    const secret = (key.json() as { data: { secret: string } }).data.secret;
    const headers = { authorization: `Bearer ${secret}` };
    const listed = invoices.parse((await inject(w.t, 'GET', '/invoices', headers)).json());
    expect(listed.data.map((i) => i.id)).toEqual([invoiceId]);
    expect((await issue({}, headers)).statusCode).toBe(403);
  });
});

describe('payments and credit notes', () => {
  it('a payment of what is due makes it paid; more is refused; only the superadmin records', async () => {
    const pay = (amount: number, headers = w.as.superadmin) =>
      inject(w.t, 'POST', `/invoices/${invoiceId}/payments`, headers, {
        amount,
        paid_on: new Date().toISOString().slice(0, 10),
        method: 'transfer',
      });
    expect((await pay(500, w.as.business)).statusCode).toBe(403);
    const over = await pay(501);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'payment_exceeds_due' });
    const paid = await pay(500);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(oneInvoice.parse(paid.json()).data).toMatchObject({ status: 'paid', due: 0 });
  });

  it('a credit note refers to its invoice, numbered in series A, for at most what is left', async () => {
    const credit = (body: object) =>
      inject(w.t, 'POST', `/invoices/${invoiceId}/credit-notes`, w.as.superadmin, body);
    const note = await credit({ net: 1001, reason: 'Retard de livraison' });
    expect(note.statusCode, note.body).toBe(201);
    expect(oneInvoice.parse(note.json()).data).toMatchObject({
      kind: 'credit_note',
      number: `A-${new Date().getUTCFullYear()}-000001`,
      credited_invoice_id: invoiceId,
      credited_invoice_number: `F-${new Date().getUTCFullYear()}-000001`,
      total_net: 1001,
      total_vat: 200,
      total_gross: 1201,
      reason: 'Retard de livraison',
    });
    expect((await credit({ net: 1501, reason: 'Trop' })).statusCode).toBe(409);
    const after = oneInvoice.parse(
      (await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.as.business)).json(),
    ).data;
    expect(after.credited).toBe(1201);
  });

  it('an issued invoice is never changed nor deleted', async () => {
    await expect(
      w.t.db.query('update invoices set total_net = 1 where id = $1', [invoiceId]),
    ).rejects.toThrow(/never changed/);
    await expect(w.t.db.query('delete from invoices where id = $1', [invoiceId])).rejects.toThrow(
      /never deleted/,
    );
    await expect(
      w.t.db.query('update invoice_lines set net = 1 where invoice_id = $1', [invoiceId]),
    ).rejects.toThrow(/never changed/);
    const { n } = await one<{ n: number }>(w.t, 'select count(*)::int as n from invoices');
    expect(n).toBe(3);
  });
});

describe('Factur-X', () => {
  it('the PDF carries its EN 16931 XML; the XML alone on request; 404 outside the scope', async () => {
    const res = await inject(w.t, 'GET', `/invoices/${invoiceId}/factur-x.pdf`, w.as.business);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const files = await attachments(res.rawPayload);
    const xml = files.get('factur-x.xml');
    expect(xml).toContain('urn:cen.eu:en16931:2017');
    expect(xml).toContain(`F-${new Date().getUTCFullYear()}-000001`);
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">5.00</ram:TaxTotalAmount>');
    const alone = await inject(w.t, 'GET', `/invoices/${invoiceId}/factur-x.xml`, w.as.business);
    expect(alone.statusCode).toBe(200);
    expect(alone.body).toContain('<ram:GrandTotalAmount>30.01</ram:GrandTotalAmount>');
    const other = await inject(w.t, 'GET', `/invoices/${invoiceId}/factur-x.pdf`, w.otherBusiness);
    expect(other.statusCode).toBe(404);
  });

  it('a credit note’s XML refers to its invoice', async () => {
    const { data } = invoices.parse(
      (await inject(w.t, 'GET', '/invoices?kind=credit_note', w.as.superadmin)).json(),
    );
    const xml = await inject(w.t, 'GET', `/invoices/${data[0]!.id}/factur-x.xml`, w.as.business);
    expect(xml.statusCode, xml.body.slice(0, 300)).toBe(200);
    expect(xml.body).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml.body).toContain(`F-${new Date().getUTCFullYear()}-000001`);
  });
});
