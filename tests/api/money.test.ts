import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { wallet, walletTransaction } from '../../contract/wallet';
import {
  assetStatus,
  assign,
  balance,
  ledgerSum,
  count,
  createRequest,
  inject,
  createWorld,
  move,
  requestStatus,
  snapshot,
  topUp,
} from './requests-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

const deliver = async (dispatchId: string) => {
  expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
  const res = await move(w, dispatchId, 'delivered');
  return res;
};

describe('delivery moves the money once, in one transaction', () => {
  it('debits the business and credits the owner price − 10 % commission', async () => {
    const start = await balance(w, w.ids.business);
    const req = await createRequest(w, { price: 12345 });
    const d = await assign(w, req, w.ids.ownerVan);
    expect((await deliver(d)).statusCode).toBe(200);
    expect(await balance(w, w.ids.business)).toBe(start - 12345);
    expect(await ledgerSum(w, w.ids.business)).toBe(start - 12345);
    const tx = await w.t.db.query(
      `select type, category, amount::float8 as amount, balance_after::float8 as balance_after, request_id
       from wallet_transactions where request_id = $1`,
      [req],
    );
    expect(tx).toEqual([
      {
        type: 'debit',
        category: 'request_charge',
        amount: 12345,
        balance_after: start - 12345,
        request_id: req,
      },
    ]);
    const earnings = await w.t.db.query(
      `select owner_user_id, gross::float8 as gross, commission::float8 as commission,
              net::float8 as net, currency from earnings where dispatch_id = $1`,
      [d],
    );
    // round(12345 × 0.10) = 1235 (half away from zero), net = 11110.
    expect(earnings).toEqual([
      { owner_user_id: w.ids.owner, gross: 12345, commission: 1235, net: 11110, currency: 'EUR' },
    ]);
  });

  it('pays no owner for an in-house asset, but still charges the business', async () => {
    const start = await balance(w, w.ids.business);
    const before = await count(w, 'earnings');
    const req = await createRequest(w, { price: 1000 });
    const d = await assign(w, req, w.ids.inHouseVan, w.as.in_house_manager);
    await move(w, d, 'in_transit', w.as.in_house_manager);
    expect((await move(w, d, 'delivered', w.as.in_house_manager)).statusCode).toBe(200);
    expect(await balance(w, w.ids.business)).toBe(start - 1000);
    expect(await count(w, 'earnings')).toBe(before);
  });

  it('answers 402 and writes nothing when the balance no longer covers the price', async () => {
    const req = await createRequest(w, { price: 2000 });
    const d = await assign(w, req, w.ids.ownerVan);
    await move(w, d, 'in_transit');
    // The money went elsewhere meanwhile (as another charge would).
    const left = await balance(w, w.ids.business);
    await w.t.db.query(`update wallets set balance = 1999 where business_id = $1`, [
      w.ids.business,
    ]);
    await w.t.db.query(
      `insert into wallet_transactions (wallet_id, type, category, amount, balance_after)
       select id, 'debit', 'adjustment', $2, 1999 from wallets where business_id = $1`,
      [w.ids.business, left - 1999],
    );
    const before = await snapshot(w);
    const res = await move(w, d, 'delivered');
    expect(res.statusCode).toBe(402);
    expect(errorResponse.parse(res.json()).code).toBe('insufficient_funds');
    expect(await snapshot(w)).toEqual(before);
    expect(await requestStatus(w, req)).toBe('in_transit');
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('dispatched');
    // After a top-up the delivery goes through.
    await topUp(w, w.ids.business, 100000, 'Virement');
    expect((await move(w, d, 'delivered')).statusCode).toBe(200);
    expect(await balance(w, w.ids.business)).toBe(1999 + 100000 - 2000);
    expect(await ledgerSum(w, w.ids.business)).toBe(await balance(w, w.ids.business));
  });
});

describe('GET /wallet and /wallet/transactions', () => {
  it('shows business staff their wallet and ledger, newest first', async () => {
    const res = await inject(w.t, 'GET', '/wallet', w.as.business);
    expect(res.statusCode).toBe(200);
    const { data } = oneResponse(wallet).parse(res.json());
    expect(data).toMatchObject({ business_id: w.ids.business, currency: 'EUR' });
    expect(data.balance).toBe(await balance(w, w.ids.business));
    const page = listResponse(walletTransaction).parse(
      (await inject(w.t, 'GET', '/wallet/transactions?limit=2', w.as.business)).json(),
    );
    expect(page.data).toHaveLength(2);
    expect(page.data[0]!.balance_after).toBe(data.balance);
    expect(page.pagination.total).toBeGreaterThanOrEqual(5);
    const first = listResponse(walletTransaction).parse(
      (await inject(w.t, 'GET', '/wallet/transactions?limit=100', w.as.business)).json(),
    );
    expect(first.data.at(-1)).toMatchObject({
      category: 'top_up',
      amount: 50000,
      balance_after: 50000,
      reference: 'Crédit de bienvenue',
    });
  });

  it('answers a zero wallet to a business that never had money', async () => {
    const { data } = oneResponse(wallet).parse(
      (await inject(w.t, 'GET', '/wallet', w.parent)).json(),
    );
    expect(data).toEqual({
      id: null,
      business_id: w.ids.parent,
      currency: 'EUR',
      balance: 0,
      updated_at: null,
    });
  });

  it('refuses the other roles (403) and anonymous callers (401)', async () => {
    for (const role of ['asset_owner', 'in_house_manager', 'superadmin'] as const) {
      expect((await inject(w.t, 'GET', '/wallet', w.as[role])).statusCode).toBe(403);
      expect((await inject(w.t, 'GET', '/wallet/transactions', w.as[role])).statusCode).toBe(403);
    }
    expect((await inject(w.t, 'GET', '/wallet')).statusCode).toBe(401);
    expect(
      (await inject(w.t, 'GET', '/wallet/transactions?skip=-1', w.as.business)).statusCode,
    ).toBe(400);
  });
});
