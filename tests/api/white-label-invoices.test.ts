/**
 * A white-label business invoices its B2B clients (docs/money.md "Invoices"): under its own
 * name, legal identity and gapless numbering; its clients read only their own (404 otherwise);
 * the monthly job issues them once, skipping an issuer without a legal identity.
 */
import { describe, expect, it } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import { invoice, issueResult } from '../../contract/invoice';
import { issueMonthlyInvoices } from '../../server/jobs/monthly-invoices';
import { previousMonth } from '../../server/services/invoices/issue';
import { worldPerFile } from './per-file';
import {
  addBusiness,
  CALLERS,
  inject,
  ledger,
  makeBusinessWorld,
  type Caller,
  type Headers,
} from './white-label-fixtures';

const w = worldPerFile(makeBusinessWorld);
const oneInvoice = oneResponse(invoice);
const invoices = listResponse(invoice);
const lastMonth = previousMonth(new Date());
const year = new Date().getUTCFullYear();
const at = `${lastMonth}-10T12:00:00Z`;

/** A delivery of `amount` charged to `businessId`'s wallet last month. */
async function chargedLastMonth(businessId: string, amount: number) {
  await ledger(w, businessId, 'credit', 'top_up', amount);
  await ledger(w, businessId, 'debit', 'request_charge', amount, at);
}

const issueClients = (headers: Headers, body: object = {}) =>
  inject(w.t, 'POST', '/invoices/issue-clients', headers, { month: lastMonth, ...body });

let invoiceId: string;

describe('issuing to B2B clients', () => {
  it('needs the issuer’s legal identity, validated on its profile', async () => {
    await chargedLastMonth(w.biz.wlClient, 12_000);
    const missing = await issueClients(w.callers.wl);
    expect(missing.statusCode, missing.body).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'issuer_identity_missing' });
    const bad = await inject(w.t, 'PATCH', '/business', w.callers.wl, {
      siren: '552100555',
      vat_number: 'FR00552100554',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      details: expect.arrayContaining([
        { path: 'siren', message: 'flotte.validation.siren' },
        { path: 'vat_number', message: 'flotte.validation.vat_number' },
      ]),
    });
    const good = await inject(w.t, 'PATCH', '/business', w.callers.wl, {
      siren: '552 100 554',
      vat_number: 'fr96552100554',
      address: '5 quai Rambaud, 69002 Lyon',
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toMatchObject({
      data: { siren: '552100554', vat_number: 'FR96552100554' },
    });
  });

  it('only an entitled white-label business issues, to its own clients', async () => {
    const expected: Partial<Record<Caller, number>> = {
      superadmin: 403,
      in_house_manager: 403,
      asset_owner: 403,
      business: 403, // a standard business: whitelabel_not_allowed
      b2b: 403,
      wl: 201,
      wl_client: 403,
      wl_no_plan: 403,
      other_wl: 404, // another's client
      other_wl_client: 403,
    };
    for (const caller of CALLERS.filter((c) => c !== 'wl')) {
      const res = await issueClients(w.callers[caller], { client_id: w.biz.wlClient });
      expect(res.statusCode, caller).toBe(expected[caller]);
    }
    const res = await issueClients(w.callers.wl, { client_id: w.biz.wlClient });
    expect(res.statusCode, res.body).toBe(expected.wl);
    const { issued } = oneResponse(issueResult).parse(res.json()).data;
    expect(issued).toHaveLength(1);
    invoiceId = issued[0]!;
    const again = await issueClients(w.callers.wl, { client_id: w.biz.wlClient });
    expect(again.json()).toMatchObject({ code: 'nothing_to_invoice' });
  });

  it('under its name and numbering, the Factur-X seller being the business', async () => {
    const read = oneInvoice.parse(
      (await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.callers.wl_client)).json(),
    ).data;
    expect(read).toMatchObject({
      number: `F-${year}-000001`,
      business_id: w.biz.wlClient,
      issuer_business_id: w.biz.wl,
      issuer_name: 'marque-blanche',
      total_net: 12_000,
      total_vat: 2400,
      paid: 12_000,
      due: 2400,
    });
    const xml = await inject(w.t, 'GET', `/invoices/${invoiceId}/factur-x.xml`, w.callers.wl);
    expect(xml.statusCode, xml.body.slice(0, 300)).toBe(200);
    const seller = xml.body.slice(
      xml.body.indexOf('<ram:SellerTradeParty>'),
      xml.body.indexOf('</ram:SellerTradeParty>'),
    );
    expect(seller).toContain('marque-blanche');
    expect(seller).toContain('FR96552100554');
    expect(seller).toContain('552100554');
  });
});

describe('who reads which', () => {
  it('the issuer and its client; the operator; nobody else (404)', async () => {
    const expected: Partial<Record<Caller, number>> = {
      superadmin: 200,
      in_house_manager: 200,
      asset_owner: 403,
      business: 404,
      b2b: 404,
      wl: 200,
      wl_client: 200,
      wl_no_plan: 404,
      other_wl: 404,
      other_wl_client: 404,
    };
    for (const caller of CALLERS) {
      const show = await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.callers[caller]);
      expect(show.statusCode, caller).toBe(expected[caller]);
      const pdf = await inject(
        w.t,
        'GET',
        `/invoices/${invoiceId}/factur-x.pdf`,
        w.callers[caller],
      );
      expect(pdf.statusCode, caller).toBe(expected[caller]);
    }
  });

  it('lists: the client its own; the issuer behind “issued to my clients”; the operator too', async () => {
    const ids = async (headers: Headers, query = '') =>
      invoices
        .parse((await inject(w.t, 'GET', `/invoices${query}`, headers)).json())
        .data.map((i) => i.id);
    expect(await ids(w.callers.wl_client)).toEqual([invoiceId]);
    expect(await ids(w.callers.wl)).toEqual([]);
    expect(await ids(w.callers.wl, '?issued_to_clients=true')).toEqual([invoiceId]);
    expect(await ids(w.callers.other_wl, '?issued_to_clients=true')).toEqual([]);
    expect(await ids(w.callers.other_wl_client)).toEqual([]);
    expect(await ids(w.callers.superadmin)).not.toContain(invoiceId);
    expect(await ids(w.callers.superadmin, '?issued_to_clients=true')).toEqual([invoiceId]);
  });

  it('an API key of the issuer reads them with `read`, never issues', async () => {
    const key = await inject(w.t, 'POST', '/api-keys', w.callers.wl, {
      name: 'compta',
      scope: 'write',
    });
    expect(key.statusCode, key.body).toBe(201);
    const secret = (key.json() as { data: { secret: string } }).data.secret;
    const headers = { authorization: `Bearer ${secret}` };
    const listed = await inject(w.t, 'GET', '/invoices?issued_to_clients=true', headers);
    expect(invoices.parse(listed.json()).data.map((i) => i.id)).toEqual([invoiceId]);
    expect((await issueClients(headers)).statusCode).toBe(403);
  });
});

describe('numbering and the monthly job', () => {
  it('each issuer its own gapless sequence; an issuer without identity is skipped', async () => {
    const second = await addBusiness(w, 'client-deux', 'b2b', w.biz.wl);
    await chargedLastMonth(second, 5000);
    await chargedLastMonth(w.biz.otherWlClient, 7000);
    await chargedLastMonth(w.ids.business, 3000);
    const run = await issueMonthlyInvoices(w.t.db);
    expect(run.skipped).toEqual([w.biz.otherWlClient]);
    const numbers = await Promise.all(
      run.issued.map(async (id) => {
        const res = await inject(w.t, 'GET', `/invoices/${id}`, w.callers.superadmin);
        const i = oneInvoice.parse(res.json()).data;
        return [i.issuer_business_id, i.number] as const;
      }),
    );
    expect(numbers).toEqual(
      expect.arrayContaining([
        [null, `F-${year}-000001`],
        [w.biz.wl, `F-${year}-000002`],
      ]),
    );
    expect(numbers).toHaveLength(2);
    // Once its identity is set, the other white-label business starts its own sequence.
    await w.t.db.query(
      `update businesses set siren = '732829320', vat_number = 'FR44732829320',
         address = '1 rue de Paris, 75001 Paris' where id = $1`,
      [w.biz.otherWl],
    );
    const later = await issueMonthlyInvoices(w.t.db);
    expect(later.issued).toHaveLength(1);
    const other = oneInvoice.parse(
      (await inject(w.t, 'GET', `/invoices/${later.issued[0]}`, w.callers.other_wl_client)).json(),
    ).data;
    expect(other).toMatchObject({ number: `F-${year}-000001`, issuer_business_id: w.biz.otherWl });
    expect((await issueMonthlyInvoices(w.t.db)).issued).toEqual([]);
  });

  it('a credit note on a client’s invoice is in its issuer’s series', async () => {
    const note = await inject(w.t, 'POST', `/invoices/${invoiceId}/credit-notes`, w.as.superadmin, {
      net: 1000,
      reason: 'Colis abîmé',
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(oneInvoice.parse(note.json()).data).toMatchObject({
      number: `A-${year}-000001`,
      issuer_business_id: w.biz.wl,
      business_id: w.biz.wlClient,
    });
    const seen = await inject(w.t, 'GET', `/invoices?kind=credit_note`, w.callers.wl_client);
    expect(invoices.parse(seen.json()).data).toHaveLength(1);
  });
});
