/**
 * The platform's legal identity (docs/money.md "Invoices"): the superadmin writes it field by
 * field (validated, audited), the manager reads it, every other caller is refused; invoices copy
 * it at issue, so one issued before a change keeps the old identity; issuing with it incomplete
 * answers 409 naming what is missing and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { invoice, issueResult } from '../../contract/invoice';
import { platformIdentity } from '../../contract/platform-identity';
import { previousMonth } from '../../server/services/invoices/issue';
import { chargedInMonth } from './invoice-fixtures';
import { worldPerFile } from './per-file';
import { count, createWorld, inject, type Headers } from './requests-fixtures';

const w = worldPerFile(createWorld);
const identity = oneResponse(platformIdentity);
const lastMonth = previousMonth(new Date());
const monthBefore = previousMonth(new Date(`${lastMonth}-15T00:00:00Z`));

const read = (headers: Headers) => inject(w.t, 'GET', '/platform-identity', headers);
const write = (body: object, headers: Headers = w.as.superadmin) =>
  inject(w.t, 'PATCH', '/platform-identity', headers, body);
const issue = (month: string) =>
  inject(w.t, 'POST', '/invoices/issue', w.as.superadmin, { business_id: w.ids.business, month });
const sellerOf = async (invoiceId: string) =>
  oneResponse(invoice).parse(
    (await inject(w.t, 'GET', `/invoices/${invoiceId}`, w.as.superadmin)).json(),
  ).data.issuer_name;

describe('the platform’s legal identity', () => {
  it('is seeded with the placeholder, read by the superadmin and the manager', async () => {
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      const res = await read(headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(identity.parse(res.json()).data).toMatchObject({
        name: 'Flotte SAS',
        country: 'FR',
        siren: '912345675',
        vat_number: 'FR65912345675',
        legal_form: 'SAS',
        email: 'facturation@flotte.demo',
      });
    }
  });

  it('refuses business, B2B, owner, driver and API keys', async () => {
    const key = await inject(w.t, 'POST', '/api-keys', w.as.business, {
      name: 'compta',
      scope: 'write',
    });
    const secret = (key.json() as { data: { secret: string } }).data.secret;
    const refused: [string, Headers][] = [
      ['business', w.as.business],
      ['b2b', w.as.b2b],
      ['asset_owner', w.as.asset_owner],
      ['driver', await w.t.as('driver')],
      ['api key', { authorization: `Bearer ${secret}` }],
    ];
    for (const [who, headers] of refused) {
      expect((await read(headers)).statusCode, who).toBe(403);
      expect((await write({ name: 'Pirate SAS' }, headers)).statusCode, who).toBe(403);
    }
    expect((await write({ name: 'Pirate SAS' }, w.as.in_house_manager)).statusCode).toBe(403);
    expect(identity.parse((await read(w.as.superadmin)).json()).data.name).toBe('Flotte SAS');
  });

  it('is validated field by field and audited', async () => {
    const bad = await write({
      siren: '552100555',
      vat_number: 'FR00552100554',
      country: 'FRA',
      email: 'nobody',
      name: 'x'.repeat(141),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      details: expect.arrayContaining([
        { path: 'siren', message: 'flotte.validation.siren' },
        { path: 'vat_number', message: 'flotte.validation.vat_number' },
        { path: 'country', message: 'flotte.validation.country' },
        { path: 'email', message: 'flotte.validation.email' },
        expect.objectContaining({ path: 'name', message: 'flotte.validation.too_long' }),
      ]),
    });
    const audited = () => count(w, 'audit_log', `entity = 'platform_identity'`);
    expect(await audited()).toBe(0);
    const good = await write({ siren: '552 100 554', vat_number: 'fr96552100554', country: 'fr' });
    expect(good.statusCode, good.body).toBe(200);
    expect(identity.parse(good.json()).data).toMatchObject({
      siren: '552100554',
      vat_number: 'FR96552100554',
      country: 'FR',
      name: 'Flotte SAS',
    });
    expect(await audited()).toBe(1);
  });

  it('is copied on issue: an invoice issued before a change keeps the old identity', async () => {
    await chargedInMonth(w, w.ids.business, monthBefore, 1_000);
    const first = await issue(monthBefore);
    expect(first.statusCode, first.body).toBe(201);
    const [firstId] = oneResponse(issueResult).parse(first.json()).data.issued;
    expect(await sellerOf(firstId!)).toBe('Flotte SAS');

    expect((await write({ name: 'Flotte Logistique SA', legal_form: 'SA' })).statusCode).toBe(200);
    expect(await sellerOf(firstId!)).toBe('Flotte SAS');
    const stored = await w.t.db.query<{ seller: { name: string; legal_form: string } }>(
      'select seller from invoices where id = $1',
      [firstId],
    );
    expect(stored[0]!.seller).toMatchObject({ name: 'Flotte SAS', legal_form: 'SAS' });

    await chargedInMonth(w, w.ids.business, lastMonth, 2_000);
    const second = await issue(lastMonth);
    expect(second.statusCode, second.body).toBe(201);
    const [secondId] = oneResponse(issueResult).parse(second.json()).data.issued;
    expect(await sellerOf(secondId!)).toBe('Flotte Logistique SA');
  });

  it('incomplete: issuing answers 409 naming what is missing and writes nothing', async () => {
    expect((await write({ rcs: null, email: '' })).statusCode).toBe(200);
    expect(identity.parse((await read(w.as.in_house_manager)).json()).data).toMatchObject({
      rcs: null,
      email: null,
    });
    await chargedInMonth(w, w.ids.other, lastMonth, 3_000);
    const before = await count(w, 'invoices');
    const res = await inject(w.t, 'POST', '/invoices/issue', w.as.superadmin, {
      business_id: w.ids.other,
      month: lastMonth,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'platform_identity_missing',
      details: [
        { path: 'rcs', message: 'flotte.validation.required' },
        { path: 'email', message: 'flotte.validation.required' },
      ],
    });
    expect(await count(w, 'invoices')).toBe(before);
  });
});
