/**
 * The business's own wallet page (issue 22, docs/business.md "Wallet"): business and B2B staff
 * read their own business's balance, ledger and balance history, never another's (404); the
 * funding instructions are a platform setting the superadmin writes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { fundingAccount, fundingInstructions } from '../../contract/funding-instructions';
import { wallet, walletHistoryPoint, walletTransaction } from '../../contract/wallet';
import { createWorld, inject, snapshot, topUp, type Headers } from './requests-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);
beforeAll(async () => {
  await topUp(w, w.ids.other, 700);
  await topUp(w, w.ids.b2b, 300);
  await topUp(w, w.ids.b2b, 200);
});

const get = (url: string, headers?: Headers) => inject(w.t, 'GET', url, headers);
const ledger = listResponse(walletTransaction);
const code = (res: { json: () => unknown }) => errorResponse.parse(res.json()).code;

describe('GET /wallet, /wallet/transactions, /wallet/history', () => {
  it('business staff read their own business’s wallet, ledger and history', async () => {
    const own = oneResponse(wallet).parse((await get('/wallet', w.as.business)).json()).data;
    expect(own).toMatchObject({ business_id: w.ids.business, currency: 'EUR' });
    const named = await get(`/wallet?business_id=${w.ids.business}`, w.as.business);
    expect(oneResponse(wallet).parse(named.json()).data).toEqual(own);

    const page = ledger.parse((await get('/wallet/transactions?limit=5', w.as.business)).json());
    expect(page.data.length).toBeGreaterThan(0);
    // Every row is its own wallet's, and the last balance is the wallet's.
    expect(new Set(page.data.map((t) => t.wallet_id))).toEqual(new Set([own.id]));
    expect(page.data[0]!.balance_after).toBe(own.balance);

    const history = oneResponse(z.array(walletHistoryPoint)).parse(
      (await get('/wallet/history?days=7', w.as.business)).json(),
    ).data;
    expect(history).toHaveLength(7);
    expect(history.at(-1)!.balance).toBe(own.balance);
  });

  it('B2B staff read their own business’s (each pays its own), not their parent’s', async () => {
    const own = oneResponse(wallet).parse((await get('/wallet', w.as.b2b)).json()).data;
    expect(own).toMatchObject({ business_id: w.ids.b2b, balance: 500 });
    const page = ledger.parse((await get('/wallet/transactions', w.as.b2b)).json());
    expect(page.data.map((t) => [t.category, t.amount, t.balance_after])).toEqual([
      ['top_up', 200, 500],
      ['top_up', 300, 300],
    ]);
    expect(page.pagination.total).toBe(2);
  });

  it('another business’s wallet is 404, whoever asks; other roles 403; nothing written', async () => {
    const before = await snapshot(w);
    for (const url of ['/wallet', '/wallet/transactions', '/wallet/history']) {
      for (const [headers, other] of [
        [w.as.business, w.ids.other],
        [w.as.business, w.ids.b2b],
        [w.as.b2b, w.ids.business],
        [w.otherBusiness, w.ids.business],
      ] as const) {
        const res = await get(`${url}?business_id=${other}`, headers);
        expect([url, res.statusCode, code(res)]).toEqual([url, 404, 'not_found']);
      }
      expect((await get(`${url}?business_id=nope`, w.as.business)).statusCode).toBe(404);
      for (const role of ['superadmin', 'in_house_manager', 'asset_owner'] as const) {
        expect([url, role, (await get(url, w.as[role])).statusCode]).toEqual([url, role, 403]);
      }
      expect((await get(url)).statusCode).toBe(401);
    }
    // The other business reads its own, which the first never saw.
    const other = ledger.parse((await get('/wallet/transactions', w.otherBusiness)).json());
    expect(other.data.map((t) => t.amount)).toEqual([700]);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('funding instructions', () => {
  const read = async (headers: Headers) =>
    oneResponse(fundingInstructions).parse((await get('/funding-instructions', headers)).json())
      .data;
  const write = (body: object, headers = w.as.superadmin) =>
    inject(w.t, 'PATCH', '/funding-instructions', headers, body);

  it('are empty by default; the superadmin writes them per language; staff who pay read them', async () => {
    expect(await read(w.as.business)).toEqual({ fr: null, en: null, updated_at: null });
    const res = await write({ fr: '  Virement sur FR76 1234 — référence : votre slug.  ' });
    expect(res.statusCode).toBe(200);
    expect(oneResponse(fundingInstructions).parse(res.json()).data).toMatchObject({
      fr: 'Virement sur FR76 1234 — référence : votre slug.',
      en: null,
    });
    expect((await write({ en: 'Bank transfer to FR76 1234.' })).statusCode).toBe(200);
    for (const headers of [w.as.business, w.as.b2b, w.as.superadmin]) {
      expect(await read(headers)).toMatchObject({
        fr: 'Virement sur FR76 1234 — référence : votre slug.',
        en: 'Bank transfer to FR76 1234.',
      });
    }
    // Empty is none: the app's default text shows again.
    expect((await write({ en: '' })).statusCode).toBe(200);
    expect((await read(w.as.b2b)).en).toBeNull();
    const audits = await w.t.db.query(
      `select 1 from audit_log where entity = 'funding_instructions' and action = 'update'`,
    );
    expect(audits).toHaveLength(3);
    // The server's own settings never show.
    expect(JSON.stringify(await read(w.as.business))).not.toContain('jwt');
  });

  it('only the superadmin writes; too long is 400; nothing written', async () => {
    const before = await read(w.as.superadmin);
    for (const role of ['in_house_manager', 'business', 'b2b', 'asset_owner'] as const) {
      expect((await write({ fr: 'x' }, w.as[role])).statusCode).toBe(403);
    }
    for (const role of ['in_house_manager', 'asset_owner'] as const) {
      expect((await get('/funding-instructions', w.as[role])).statusCode).toBe(403);
    }
    const long = await write({ fr: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(errorResponse.parse(long.json()).details).toEqual([
      { path: 'fr', message: 'flotte.validation.too_long', args: { max: 4000 } },
    ]);
    expect(await read(w.as.superadmin)).toEqual(before);
  });
});

describe('ledger filters (issue 33): type, category, period', () => {
  const amounts = async (url: string, headers: Headers) => {
    const res = await get(url, headers);
    expect([url, res.statusCode]).toEqual([url, 200]);
    const page = ledger.parse(res.json());
    expect(page.pagination.total).toBe(page.data.length);
    return page.data.map((t) => t.amount);
  };

  it('filters the own ledger and the superadmin’s view of it alike', async () => {
    const past = encodeURIComponent('2020-01-01T00:00:00+01:00');
    const future = encodeURIComponent('2999-01-01T00:00:00Z');
    for (const [base, headers] of [
      ['/wallet/transactions?', w.as.b2b],
      [`/superadmin/business/${w.ids.b2b}/transactions?`, w.as.superadmin],
    ] as const) {
      expect(await amounts(`${base}type=credit`, headers)).toEqual([200, 300]);
      expect(await amounts(`${base}type=debit`, headers)).toEqual([]);
      expect(await amounts(`${base}category=top_up`, headers)).toEqual([200, 300]);
      expect(await amounts(`${base}category=refund`, headers)).toEqual([]);
      expect(await amounts(`${base}created_from=${past}&created_to=${future}`, headers)).toEqual([
        200, 300,
      ]);
      expect(await amounts(`${base}created_from=${future}`, headers)).toEqual([]);
      expect(await amounts(`${base}created_to=${past}`, headers)).toEqual([]);
    }
  });

  it('refuses an unknown type or category and a date without its offset (400)', async () => {
    for (const query of ['type=gift', 'category=bonus', 'created_from=2026-01-01']) {
      const res = await get(`/wallet/transactions?${query}`, w.as.b2b);
      expect([query, res.statusCode, code(res)]).toEqual([query, 400, 'validation_failed']);
    }
  });
});

describe('the funding account (issue 33): IBAN, BIC, holder and the reference to quote', () => {
  const read = async (headers: Headers) => {
    const res = await get('/funding-instructions/account', headers);
    expect(res.statusCode).toBe(200);
    return oneResponse(fundingAccount).parse(res.json()).data;
  };
  const write = (body: object, headers = w.as.superadmin) =>
    inject(w.t, 'PATCH', '/funding-instructions/account', headers, body);
  const slugOf = async (id: string) =>
    z
      .object({ slug: z.string() })
      .parse((await w.t.db.query('select slug from businesses where id = $1', [id]))[0]).slug;

  it('the superadmin writes it (IBAN kept in its electronic format); each paying business reads it with its own reference', async () => {
    const res = await write({
      account_holder: ' Flotte SAS ',
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'bnpa frpp xxx',
    });
    expect(res.statusCode).toBe(200);
    expect(oneResponse(fundingAccount).parse(res.json()).data).toMatchObject({
      account_holder: 'Flotte SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPPXXX',
      reference: null,
    });
    for (const [headers, id] of [
      [w.as.business, w.ids.business],
      [w.as.b2b, w.ids.b2b],
      [w.otherBusiness, w.ids.other],
    ] as const) {
      expect(await read(headers)).toMatchObject({
        iban: 'FR7630006000011234567890189',
        reference: `FLOTTE-${(await slugOf(id)).toUpperCase()}`,
      });
    }
    expect((await read(w.as.superadmin)).reference).toBeNull();
    // Null removes a field.
    expect((await write({ bic: null })).statusCode).toBe(200);
    expect((await read(w.as.business)).bic).toBeNull();
  });

  it('refuses a wrong IBAN or BIC field by field, and anyone but the superadmin, writing nothing', async () => {
    const before = await read(w.as.superadmin);
    for (const body of [{ iban: 'FR76 3000 6000 0112 3456 7890 180' }, { bic: 'NOPE' }]) {
      const res = await write(body);
      expect([body, res.statusCode, code(res)]).toEqual([body, 400, 'validation_failed']);
    }
    for (const role of ['business', 'b2b', 'in_house_manager', 'asset_owner'] as const) {
      expect([role, (await write({ iban: null }, w.as[role])).statusCode]).toEqual([role, 403]);
    }
    for (const role of ['in_house_manager', 'asset_owner'] as const) {
      const res = await get('/funding-instructions/account', w.as[role]);
      expect([role, res.statusCode]).toEqual([role, 403]);
    }
    expect((await get('/funding-instructions/account')).statusCode).toBe(401);
    expect(await read(w.as.superadmin)).toEqual(before);
  });
});
