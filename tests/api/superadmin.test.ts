import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { request } from '../../contract/request';
import { walletMetrics, walletTransaction } from '../../contract/wallet';
import { balance, createRequest, inject, createWorld, snapshot } from './requests-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

const topUp = (businessId: string, payload: object, headers = w.as.superadmin) =>
  inject(w.t, 'POST', `/superadmin/business/${businessId}/wallet/top-up`, headers, payload);

describe('POST /superadmin/business/{id}/wallet/top-up', () => {
  it('credits the wallet (creating it), answers the ledger row, audits it', async () => {
    const res = await topUp(w.ids.other, { amount: 2500, reference: 'Virement 42' });
    expect(res.statusCode).toBe(201);
    const { data } = oneResponse(walletTransaction).parse(res.json());
    expect(data).toMatchObject({
      type: 'credit',
      category: 'top_up',
      amount: 2500,
      balance_after: 2500,
      reference: 'Virement 42',
    });
    expect(await balance(w, w.ids.other)).toBe(2500);
    const again = oneResponse(walletTransaction).parse(
      (await topUp(w.ids.other, { amount: 500 })).json(),
    );
    expect(again.data).toMatchObject({ balance_after: 3000, reference: null });
    const audits = await w.t.db.query(`select 1 from audit_log where action = 'top_up'`);
    expect(audits).toHaveLength(2);
  });

  it('rejects bad amounts (400), unknown businesses (404), other roles (403); writes nothing', async () => {
    const before = await snapshot(w);
    for (const [payload, path] of [
      [{}, 'amount'],
      [{ amount: 0 }, 'amount'],
      [{ amount: -5 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: '100' }, 'amount'],
      [{ amount: 100, reference: 'x'.repeat(201) }, 'reference'],
    ] as const) {
      const res = await topUp(w.ids.business, payload);
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).details?.[0]?.path).toBe(path);
    }
    expect((await topUp('00000000-0000-4000-8000-000000000000', { amount: 1 })).statusCode).toBe(
      404,
    );
    expect((await topUp('nope', { amount: 1 })).statusCode).toBe(404);
    for (const headers of [
      w.as.in_house_manager,
      w.as.business,
      w.as.b2b,
      w.as.asset_owner,
      w.parent,
    ]) {
      expect((await topUp(w.ids.business, { amount: 1 }, headers)).statusCode).toBe(403);
    }
    expect(
      (
        await inject(
          w.t,
          'POST',
          `/superadmin/business/${w.ids.business}/wallet/top-up`,
          undefined,
          { amount: 1 },
        )
      ).statusCode,
    ).toBe(401);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('superadmin reads of a business', () => {
  /** GET …/wallet-metrics of `businessId` as the superadmin: the figures. */
  const walletMetricsOf = async (businessId: string) => {
    const res = await inject(
      w.t,
      'GET',
      `/superadmin/business/${businessId}/wallet-metrics`,
      w.as.superadmin,
    );
    return oneResponse(walletMetrics).parse(res.json()).data;
  };

  it('wallet-metrics: balance, totals and counts', async () => {
    await createRequest(w, { price: 10 });
    expect(await walletMetricsOf(w.ids.business)).toEqual({
      business_id: w.ids.business,
      currency: 'EUR',
      balance: 50000,
      total_credited: 50000,
      total_debited: 0,
      credit_count: 1,
      debit_count: 0,
      transaction_count: 1,
    });
    expect(await walletMetricsOf(w.ids.parent)).toMatchObject({
      balance: 0,
      transaction_count: 0,
    });
  });

  it('transactions and requests, paged', async () => {
    const tx = listResponse(walletTransaction).parse(
      (
        await inject(
          w.t,
          'GET',
          `/superadmin/business/${w.ids.other}/transactions?limit=1`,
          w.as.superadmin,
        )
      ).json(),
    );
    expect(tx.pagination).toEqual({ total: 2, limit: 1, skip: 0 });
    expect(tx.data[0]!.balance_after).toBe(3000);
    const reqs = listResponse(request).parse(
      (
        await inject(w.t, 'GET', `/superadmin/business/${w.ids.business}/requests`, w.as.superadmin)
      ).json(),
    );
    expect(reqs.pagination.total).toBe(1);
    expect(reqs.data[0]!.business_id).toBe(w.ids.business);
  });

  it('answers 404 for unknown businesses and 403 to every other role', async () => {
    for (const path of ['wallet-metrics', 'transactions', 'requests']) {
      const url = `/superadmin/business/${w.ids.business}/${path}`;
      expect(
        (
          await inject(
            w.t,
            'GET',
            `/superadmin/business/00000000-0000-4000-8000-000000000000/${path}`,
            w.as.superadmin,
          )
        ).statusCode,
      ).toBe(404);
      for (const headers of [w.as.in_house_manager, w.as.business, w.as.b2b, w.as.asset_owner]) {
        expect((await inject(w.t, 'GET', url, headers)).statusCode, `${path}`).toBe(403);
      }
      expect((await inject(w.t, 'GET', url)).statusCode).toBe(401);
    }
    expect(
      (
        await inject(
          w.t,
          'GET',
          `/superadmin/business/${w.ids.business}/transactions?limit=0`,
          w.as.superadmin,
        )
      ).statusCode,
    ).toBe(400);
  });
});
