/**
 * The accounting export (docs/money.md "Accounting export"): a period's invoices, credit notes
 * and payments as a French CSV journal, balances computed by hand; the superadmin's alone.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { addDays, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { issueResult } from '../../contract/invoice';
import { previousMonth } from '../../server/services/invoices/issue';
import { worldPerFile } from './per-file';
import { assign, createRequest, createWorld, inject, move, topUp } from './requests-fixtures';
import { one } from './rows';

const w = worldPerFile(createWorld);
const lastMonth = previousMonth(new Date());
// The platform's day (Paris): a payment's `paid_on` and the export's period are days there.
const today = dayIn(DEFAULT_TIME_ZONE, new Date());
const frToday = today.split('-').reverse().join('/');
const year = today.slice(0, 4);

/** A delivery of `price` charged last month to `businessId`, then its month invoiced. */
async function invoiced(
  businessId: string,
  headers: { authorization: string },
  price: number,
  van: string,
  owner: { authorization: string },
) {
  await topUp(w, businessId, price);
  const id = await createRequest(w, { price }, headers);
  const dispatch = await assign(w, id, van, owner);
  await move(w, dispatch, 'in_transit', owner);
  await move(w, dispatch, 'delivered', owner);
  await w.t.db.query(
    `update wallet_transactions set created_at = date_trunc('month', now()) - interval '10 days'
     where request_id = $1`,
    [id],
  );
  const res = await inject(w.t, 'POST', '/invoices/issue', w.as.superadmin, {
    business_id: businessId,
    month: lastMonth,
  });
  expect(res.statusCode, res.body).toBe(201);
  return oneResponse(issueResult).parse(res.json()).data.issued[0]!;
}

const exportCsv = (query: string, headers = w.as.superadmin) =>
  inject(w.t, 'GET', `/invoices/accounting.csv?${query}`, headers);

/** The CSV's rows as cells, BOM and last line ending dropped. */
const rowsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split(';'));

/** A French decimal as minor units: `30,01` is 3001, empty is 0. */
const minor = (cell: string) =>
  cell === '' ? 0 : Math.round(Number(cell.replace(',', '.')) * 100);

describe('the accounting export', () => {
  it('writes each document and payment as a balanced entry, in French conventions', async () => {
    // France, 20 %: net 25.01 €, VAT 5.00 €, gross 30.01 €; the wallet settled the net.
    const fr = await invoiced(
      w.ids.business,
      w.as.business,
      2501,
      w.ids.ownerVan,
      w.as.asset_owner,
    );
    // Germany with a VAT number: reverse charge, no VAT line; the wallet settled it all.
    await w.t.db.query(
      `update businesses set country = 'DE', vat_number = 'DE123456789', name = '=Evil GmbH'
       where id = $1`,
      [w.ids.other],
    );
    await invoiced(w.ids.other, w.otherBusiness, 4000, w.ids.otherVan, w.otherOwner);
    // The VAT paid by transfer, then a credit note of 10.01 € net (VAT 2.00 €, gross 12.01 €).
    const paid = await inject(w.t, 'POST', `/invoices/${fr}/payments`, w.as.superadmin, {
      amount: 500,
      paid_on: today,
      method: 'transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const note = await inject(w.t, 'POST', `/invoices/${fr}/credit-notes`, w.as.superadmin, {
      net: 1001,
      reason: 'Retard',
    });
    expect(note.statusCode, note.body).toBe(201);
    const { name } = await one<{ name: string }>(w.t, 'select name from businesses where id = $1', [
      w.ids.business,
    ]);

    const res = await exportCsv(`from=${lastMonth}-01&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFFJournal;Date;Pièce;Compte;Libellé;Débit;Crédit;Devise')).toBe(
      true,
    );
    const F1 = `F-${year}-000001`;
    const F2 = `F-${year}-000002`;
    const A1 = `A-${year}-000001`;
    const row = (
      j: string,
      piece: string,
      account: string,
      label: string,
      d: string,
      c: string,
    ) => [j, frToday, piece, account, label, d, c, 'EUR'];
    // By date, journal, piece: BQ, OD, VE.
    expect(rowsOf(res.body)).toEqual([
      ['Journal', 'Date', 'Pièce', 'Compte', 'Libellé', 'Débit', 'Crédit', 'Devise'],
      row('BQ', F1, '512000', `Règlement ${F1} ${name}`, '5,00', ''),
      row('BQ', F1, '411000', `Règlement ${F1} ${name}`, '', '5,00'),
      row('OD', F1, '419100', `Règlement ${F1} ${name}`, '25,01', ''),
      row('OD', F1, '411000', `Règlement ${F1} ${name}`, '', '25,01'),
      // The business's name starts with `=`: the label is not (formula-safe).
      row('OD', F2, '419100', `Règlement ${F2} =Evil GmbH`, '40,00', ''),
      row('OD', F2, '411000', `Règlement ${F2} =Evil GmbH`, '', '40,00'),
      row('VE', A1, '411000', `Avoir ${A1} ${name}`, '', '12,01'),
      row('VE', A1, '706000', `Avoir ${A1} ${name}`, '10,01', ''),
      row('VE', A1, '445710', `Avoir ${A1} ${name}`, '2,00', ''),
      row('VE', F1, '411000', `Facture ${F1} ${name}`, '30,01', ''),
      row('VE', F1, '706000', `Facture ${F1} ${name}`, '', '25,01'),
      row('VE', F1, '445710', `Facture ${F1} ${name}`, '', '5,00'),
      row('VE', F2, '411000', `Facture ${F2} =Evil GmbH`, '40,00', ''),
      row('VE', F2, '706000', `Facture ${F2} =Evil GmbH`, '', '40,00'),
    ]);
    // Hand-computed balances: débits 152.03 € = crédits 152.03 €; the customer account is
    // 70.01 € débit against 82.02 € crédit: the credit note left the paid customer 12.01 € in
    // credit. VAT collected: 5.00 − 2.00 = 3.00 €; sales: 25.01 + 40.00 − 10.01 = 55.00 €.
    const body = rowsOf(res.body).slice(1);
    const total = (col: number, account?: string) =>
      body.filter((r) => !account || r[3] === account).reduce((s, r) => s + minor(r[col]!), 0);
    expect([total(5), total(6)]).toEqual([15203, 15203]);
    expect([total(5, '411000'), total(6, '411000')]).toEqual([7001, 8202]);
    expect(total(6, '445710') - total(5, '445710')).toBe(300);
    expect(total(6, '706000') - total(5, '706000')).toBe(5500);
    // Label cells are formula-safe where the raw CSV shows them.
    expect(res.body).not.toContain(';=Evil');
  });

  it('keeps to the period; refuses a reversed or missing period', async () => {
    const yesterday = addDays(today, -1);
    const empty = await exportCsv(`from=${lastMonth}-01&to=${yesterday}`);
    expect(empty.statusCode).toBe(200);
    expect(rowsOf(empty.body)).toHaveLength(1);
    expect((await exportCsv(`from=${today}&to=${yesterday}`)).statusCode).toBe(400);
    expect((await exportCsv(`from=${today}`)).statusCode).toBe(400);
  });

  it('is the superadmin’s alone: other roles and API keys are refused', async () => {
    for (const role of ['in_house_manager', 'business', 'b2b', 'asset_owner'] as const) {
      const res = await exportCsv(`from=${today}&to=${today}`, w.as[role]);
      expect(res.statusCode, role).toBe(403);
    }
    expect((await exportCsv(`from=${today}&to=${today}`, await w.t.as('driver'))).statusCode).toBe(
      403,
    );
    expect((await exportCsv(`from=${today}&to=${today}`, w.otherBusiness)).statusCode).toBe(403);
    const key = await inject(w.t, 'POST', '/api-keys', w.as.business, {
      name: 'compta',
      scope: 'write',
    });
    const secret = (key.json() as { data: { secret: string } }).data.secret;
    const res = await exportCsv(`from=${today}&to=${today}`, { authorization: `Bearer ${secret}` });
    expect(res.statusCode).toBe(403);
  });
});
