/**
 * Cash on delivery (issue 30, docs/money.md "Cash on delivery"): a request carries an amount to
 * collect, its driver confirms it in the delivered step, the owner's statement nets it from the
 * payout as owed to the business, and the paid batch remits it to the business's wallet.
 */
import { describe, expect, it } from 'vitest';
import { approveBatch, buildBatch, markBatchPaid } from '../../server/services/payouts/batches';
import { issueMonth } from '../../server/services/payouts/statements';
import { worldPerFile } from './per-file';
import { createPayoutWorld, OWNER_BIC, OWNER_IBAN, putBankDetails } from './payouts-fixtures';
import { balance, inject, oneRequest } from './requests-fixtures';
import { ownersDriver, pickedUpRequest, step, stepOk, stepRows } from './steps-fixtures';
import { expectRefused } from './refusals';

const w = worldPerFile(async () => {
  const world = await createPayoutWorld();
  return { ...world, driver: await ownersDriver(world, 'awa') };
});

describe('cash on delivery', () => {
  it('is confirmed by the driver, stated to the owner as owed to the business, remitted when paid', async () => {
    const { requestId, dispatchId } = await pickedUpRequest(w, 'Van COD', {
      price: 5000,
      cod_amount: 2500,
    });
    const refused = await expectRefused(
      () => stepRows(w),
      () => step(w, dispatchId, w.driver.headers, { step: 'delivered' }),
      422,
      { code: 'proof_required' },
    );
    expect(refused.json()).toMatchObject({ details: [{ path: 'proof.cod' }] });
    await stepOk(w, dispatchId, w.driver.headers, {
      step: 'delivered',
      proof: { cod: { method: 'cash', amount: 2500 } } as unknown as Record<string, string>,
    });
    const read = await inject(w.t, 'GET', `/business-dispatches/${requestId}`, w.as.business);
    expect(oneRequest.parse(read.json()).data).toMatchObject({
      cod_amount: 2500,
      cod_collected: 2500,
    });

    expect(
      (await putBankDetails(w, w.as.asset_owner, { iban: OWNER_IBAN, bic: OWNER_BIC })).statusCode,
    ).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    expect((await issueMonth(w.t.db, {}, month)).issued).toBe(1);
    const [statement] = await w.t.db.query<{ id: string; net: number; cod: number; due: number }>(
      `select id, net::float8 as net, cod_collected::float8 as cod, amount_due::float8 as due
       from payout_statements`,
    );
    expect(statement).toMatchObject({ net: 4500, cod: 2500, due: 2000 });

    const admin = (
      await w.t.db.query<{ id: string }>(`select id from users where role = 'superadmin' limit 1`)
    )[0]!.id;
    const before = await balance(w, w.ids.business);
    const batch = await buildBatch(w.t.db, admin, 'EUR');
    await approveBatch(w.t.db, admin, batch.id);
    await markBatchPaid(w.t.db, admin, batch.id);
    await markBatchPaid(w.t.db, admin, batch.id);
    const ledger = await w.t.db.query<{ kind: string; business_id: string | null; amount: number }>(
      `select kind, business_id, amount::float8 as amount from payout_ledger order by kind`,
    );
    expect(ledger).toEqual([
      { kind: 'cod_remittance', business_id: w.ids.business, amount: 2500 },
      { kind: 'payout', business_id: null, amount: 2000 },
    ]);
    expect(await balance(w, w.ids.business)).toBe(before + 2500);
  });
});
