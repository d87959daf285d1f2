/**
 * Owners' payouts (issue 30, docs/money.md "Owners' payouts"): bank details sealed and masked,
 * changed with the password and a mail; statements per month from the earnings, numbered in
 * series P; a batch approved, its pain.001 file, marked paid once. Per role: an owner reads only
 * its own statements (another's: 404), business, B2B, driver and API keys are refused.
 */
import { describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { listResponse, oneResponse } from '../../contract/common';
import { bankDetails, payoutStatement } from '../../contract/payouts';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';
import { expectRefused, invalidDetails } from './refusals';
import { count, inject } from './requests-fixtures';
import {
  createPayoutWorld,
  earning,
  issue,
  oneBatch,
  oneStatement,
  OTHER_BIC,
  OTHER_IBAN,
  OWNER_BIC,
  OWNER_IBAN,
  PLATFORM,
  putBankDetails,
} from './payouts-fixtures';

const w = worldPerFile(createPayoutWorld);
const statementList = listResponse(payoutStatement);
const oneDetails = oneResponse(bankDetails);

const payoutState = async () => ({
  accounts: await w.t.db.query('select * from owner_bank_accounts order by owner_user_id'),
  statements: await count(w, 'payout_statements'),
  batches: await w.t.db.query('select id, status from payout_batches order by id'),
  ledger: await count(w, 'payout_ledger'),
  adjustments: await count(w, 'payout_adjustments'),
  outbox: await count(w, 'outbox'),
  // A key's calls are audited themselves (`api_call`): the writes' entries are the others.
  audit: await count(w, 'audit_log', `action <> 'api_call'`),
});

describe('bank details', () => {
  it('are empty at first, refused when invalid or with a wrong password, nothing written', async () => {
    const empty = await inject(w.t, 'GET', '/payouts/bank-details', w.as.asset_owner);
    expect(oneDetails.parse(empty.json()).data).toEqual({
      holder: null,
      iban_masked: null,
      bic: null,
      updated_at: null,
    });
    const bad = await expectRefused(
      payoutState,
      () =>
        putBankDetails(w, w.as.asset_owner, {
          iban: 'FR76 3000 6000 0112 3456 7890 188',
          bic: 'XX',
        }),
      400,
      { code: 'validation_failed' },
    );
    expect(invalidDetails(bad)?.map((d) => [d.path, d.message])).toEqual([
      ['iban', 'flotte.validation.iban'],
      ['bic', 'flotte.validation.bic'],
    ]);
    const wrong = await expectRefused(
      payoutState,
      () =>
        putBankDetails(w, w.as.asset_owner, {
          iban: OWNER_IBAN,
          bic: OWNER_BIC,
          password: 'not-the-password',
        }),
      400,
      { code: 'validation_failed' },
    );
    expect(invalidDetails(wrong)?.[0]).toMatchObject({
      path: 'password',
      message: 'flotte.validation.password_incorrect',
    });
  });

  it('are stored sealed, answered masked, and the owner is mailed of the change', async () => {
    const res = await putBankDetails(w, w.as.asset_owner, {
      iban: 'de89 3704 0044 0532 0130 00',
      bic: 'cobadeffxxx',
    });
    expect(res.statusCode).toBe(200);
    expect(oneDetails.parse(res.json()).data).toMatchObject({
      holder: 'Jean Dupont',
      iban_masked: 'DE89 **** **** 3000',
      bic: OWNER_BIC,
    });
    const [row] = await w.t.db.query<{ sealed: string }>(
      'select sealed from owner_bank_accounts where owner_user_id = $1',
      [w.ids.owner],
    );
    expect(row!.sealed).not.toContain('3704');
    expect(row!.sealed).not.toContain(OWNER_BIC);
    const [mail] = await w.t.db.query<{ to_email: string; text: string }>(
      'select to_email, text from outbox order by created_at desc limit 1',
    );
    expect(mail!.to_email).toBe('owner@flotte.demo');
    expect(mail!.text).toContain('DE89 **** **** 3000');
    expect(mail!.text).not.toContain(OWNER_IBAN);
    const other = await putBankDetails(w, w.otherOwner, { iban: OTHER_IBAN, bic: OTHER_BIC });
    expect(other.statusCode).toBe(200);
  });

  it('are the owner’s alone: every other role and API keys are refused, nothing written', async () => {
    const key = await createKey(w, w.as.business);
    for (const headers of [
      w.as.superadmin,
      w.as.in_house_manager,
      w.as.business,
      w.as.b2b,
      await w.t.as('driver'),
      key.headers,
    ]) {
      expect((await inject(w.t, 'GET', '/payouts/bank-details', headers)).statusCode).toBe(403);
      await expectRefused(
        payoutState,
        () => putBankDetails(w, headers, { iban: OWNER_IBAN, bic: OWNER_BIC }),
        403,
        {},
      );
    }
  });
});

describe('payout statements', () => {
  it('states a month’s earnings once per owner, numbered P-YYYY-NNNNNN', async () => {
    await earning(w, w.ids.ownerVan, 10_000, '2025-10-03T10:00:00Z');
    await earning(w, w.ids.ownerBike, 3_333, '2025-10-30T23:59:00Z');
    await earning(w, w.ids.ownerVan, 5_000, '2025-11-01T00:00:00Z'); // the next month
    await earning(w, w.ids.otherVan, 20_000, '2025-10-15T12:00:00Z');
    expect(await issue(w, '2025-10')).toBe(2);
    expect(await issue(w, '2025-10')).toBe(0);
    const mine = statementList.parse(
      (await inject(w.t, 'GET', '/payout-statements', w.as.asset_owner)).json(),
    ).data;
    expect(mine).toHaveLength(1);
    const year = new Date().getUTCFullYear();
    expect(mine[0]).toMatchObject({
      number: expect.stringMatching(new RegExp(`^P-${year}-\\d{6}$`)),
      period_start: '2025-10-01',
      period_end: '2025-11-01',
      currency: 'EUR',
      gross: 13_333,
      commission: 1_333,
      net: 12_000,
      adjustments: 0,
      cod_collected: 0,
      amount_due: 12_000,
      earnings_count: 2,
      iban_masked: 'DE89 **** **** 3000',
      status: 'issued',
    });
    // The November earning waits for November's statement.
    expect(await issue(w, '2025-11')).toBe(1);
    const all = statementList.parse(
      (await inject(w.t, 'GET', '/payout-statements?limit=100', w.as.superadmin)).json(),
    ).data;
    expect(all.map((s) => s.number)).toEqual([...new Set(all.map((s) => s.number))]);
    const [counted] = await w.t.db.query<{ n: number }>(
      `select count(*)::int as n from earnings e
       where e.earned_at < '2025-12-01' and not exists
         (select 1 from payout_statement_earnings l where l.earning_id = e.id)`,
    );
    expect(counted!.n).toBe(0);
  });

  it('filters the superadmin’s list by period, owner and status', async () => {
    const read = async (query: string) =>
      statementList.parse(
        (await inject(w.t, 'GET', `/payout-statements?limit=100&${query}`, w.as.superadmin)).json(),
      ).data;
    const november = await read('from=2025-11-01&to=2025-11-30');
    expect(november.map((s) => s.period_start)).toEqual(['2025-11-01']);
    const october = await read('from=2025-10-01&to=2025-10-31');
    expect(october.map((s) => s.period_start)).toEqual(['2025-10-01', '2025-10-01']);
    const owners = await read(`owner_user_id=${w.ids.owner}&from=2025-10-01&to=2025-10-31`);
    expect(owners.map((s) => s.owner_user_id)).toEqual([w.ids.owner]);
    expect(await read('status=paid&from=2025-10-01')).toEqual([]);
    const refused = await inject(w.t, 'GET', '/payout-statements?from=October', w.as.superadmin);
    expect(refused.statusCode).toBe(400);
  });

  it('an owner reads its own statements and their PDF; another owner’s is 404', async () => {
    const mine = statementList.parse(
      (await inject(w.t, 'GET', '/payout-statements', w.as.asset_owner)).json(),
    ).data;
    const theirs = statementList.parse(
      (await inject(w.t, 'GET', '/payout-statements', w.otherOwner)).json(),
    ).data;
    expect(theirs.every((s) => s.owner_user_id !== w.ids.owner)).toBe(true);
    const id = mine[0]!.id;
    const shown = await inject(w.t, 'GET', `/payout-statements/${id}`, w.as.asset_owner);
    expect(oneStatement.parse(shown.json()).data.id).toBe(id);
    const pdf = await inject(w.t, 'GET', `/payout-statements/${id}/pdf`, w.as.asset_owner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const url of [`/payout-statements/${id}`, `/payout-statements/${id}/pdf`]) {
      expect((await inject(w.t, 'GET', url, w.otherOwner)).statusCode).toBe(404);
      expect((await inject(w.t, 'GET', url, w.as.in_house_manager)).statusCode).toBe(200);
    }
    expect(
      (await inject(w.t, 'GET', '/payout-statements/not-a-uuid', w.as.asset_owner)).statusCode,
    ).toBe(404);
  });

  it('business, B2B, driver and API keys read none; only the superadmin issues', async () => {
    const key = await createKey(w, w.as.business, { scope: 'read' });
    for (const headers of [w.as.business, w.as.b2b, await w.t.as('driver'), key.headers]) {
      expect((await inject(w.t, 'GET', '/payout-statements', headers)).statusCode).toBe(403);
    }
    for (const headers of [w.as.asset_owner, w.as.in_house_manager, w.as.business]) {
      await expectRefused(
        payoutState,
        () => inject(w.t, 'POST', '/payout-statements/issue', headers, { month: '2025-09' }),
        403,
        { code: 'forbidden' },
      );
    }
  });

  it('carries an adjustment to the owner’s next statement', async () => {
    const add = await inject(w.t, 'POST', '/payout-adjustments', w.as.superadmin, {
      owner_user_id: w.ids.owner,
      amount: -500,
      reason: 'Pneu crevé refacturé',
    });
    expect(add.statusCode).toBe(201);
    await earning(w, w.ids.ownerVan, 1_000, '2025-12-10T10:00:00Z');
    // Adjustments count from when they are made: issued for the month after now.
    await w.t.db.query(`update payout_adjustments set created_at = '2025-12-20'`);
    expect(await issue(w, '2025-12')).toBe(1);
    const [s] = statementList.parse(
      (await inject(w.t, 'GET', '/payout-statements', w.as.asset_owner)).json(),
    ).data;
    expect(s).toMatchObject({ net: 900, adjustments: -500, amount_due: 400 });
  });
});

describe('payout batches', () => {
  it('are built, approved, downloaded as pain.001 and marked paid once', async () => {
    const built = await inject(w.t, 'POST', '/payout-batches', w.as.superadmin, {});
    expect(built.statusCode).toBe(201);
    const batch = oneBatch.parse(built.json()).data;
    const statements = statementList.parse(
      (await inject(w.t, 'GET', '/payout-statements?limit=100', w.as.superadmin)).json(),
    ).data;
    const inBatch = statements.filter((s) => s.batch_id === batch.id);
    expect(batch).toMatchObject({
      status: 'draft',
      count: inBatch.length,
      total: inBatch.reduce((sum, s) => sum + s.amount_due, 0),
    });
    expect(inBatch.length).toBeGreaterThanOrEqual(3);
    // Nothing is left to batch.
    const again = await inject(w.t, 'POST', '/payout-batches', w.as.superadmin, {});
    expect(again.statusCode).toBe(409);
    // A draft has no file yet; approving twice answers the same batch.
    const file = `/payout-batches/${batch.id}/sepa.xml`;
    expect((await inject(w.t, 'GET', file, w.as.superadmin)).statusCode).toBe(409);
    for (let i = 0; i < 2; i++) {
      const approved = await inject(
        w.t,
        'POST',
        `/payout-batches/${batch.id}/approve`,
        w.as.superadmin,
      );
      expect(oneBatch.parse(approved.json()).data.status).toBe('approved');
    }

    const xml = await inject(w.t, 'GET', file, w.as.superadmin);
    expect(xml.statusCode).toBe(200);
    const doc = create(xml.body).end({ format: 'object' }) as {
      Document: { CstmrCdtTrfInitn: Record<string, unknown> };
    };
    const root = doc.Document.CstmrCdtTrfInitn as {
      GrpHdr: { NbOfTxs: string; CtrlSum: string };
      PmtInf: {
        DbtrAcct: { Id: { IBAN: string } };
        CdtTrfTxInf: {
          PmtId: { EndToEndId: string };
          Amt: { InstdAmt: { '#': string; '@Ccy': string } };
          CdtrAcct: { Id: { IBAN: string } };
        }[];
      };
    };
    expect(root.GrpHdr.NbOfTxs).toBe(String(inBatch.length));
    expect(root.GrpHdr.CtrlSum).toBe((batch.total / 100).toFixed(2));
    expect(root.PmtInf.DbtrAcct.Id.IBAN).toBe(PLATFORM.iban);
    const transfers = [root.PmtInf.CdtTrfTxInf].flat();
    const byNumber = new Map(transfers.map((t) => [t.PmtId.EndToEndId, t]));
    for (const s of inBatch) {
      const t = byNumber.get(s.number)!;
      expect(t.Amt.InstdAmt['#']).toBe((s.amount_due / 100).toFixed(2));
      expect(t.CdtrAcct.Id.IBAN).toBe(s.owner_user_id === w.ids.owner ? OWNER_IBAN : OTHER_IBAN);
    }
    // The same file each time.
    expect((await inject(w.t, 'GET', file, w.as.superadmin)).body).toBe(xml.body);

    // Marked paid twice (and with one Idempotency-Key): one ledger row per statement.
    const paid = () =>
      w.t.app.inject({
        method: 'POST',
        url: `/api/payout-batches/${batch.id}/paid`,
        headers: { ...w.as.superadmin, 'idempotency-key': `paid-${batch.id}` },
      });
    const first = await paid();
    expect(oneBatch.parse(first.json()).data.status).toBe('paid');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const second = await paid();
    expect(second.statusCode).toBe(200);
    const plain = await inject(w.t, 'POST', `/payout-batches/${batch.id}/paid`, w.as.superadmin);
    expect(oneBatch.parse(plain.json()).data.status).toBe('paid');
    expect(await count(w, 'payout_ledger', `batch_id = $1 and kind = 'payout'`, [batch.id])).toBe(
      inBatch.length,
    );
    const after = statementList.parse(
      (
        await inject(w.t, 'GET', `/payout-statements?limit=100&status=paid`, w.as.superadmin)
      ).json(),
    ).data;
    expect(after.filter((s) => s.batch_id === batch.id)).toHaveLength(inBatch.length);
  });

  it('are the superadmin’s alone, nothing written when refused', async () => {
    const key = await createKey(w, w.as.business);
    const id = (await w.t.db.query<{ id: string }>('select id from payout_batches limit 1'))[0]!.id;
    for (const headers of [
      w.as.in_house_manager,
      w.as.asset_owner,
      w.as.business,
      w.as.b2b,
      await w.t.as('driver'),
      key.headers,
    ]) {
      expect((await inject(w.t, 'GET', '/payout-batches', headers)).statusCode).toBe(403);
      expect((await inject(w.t, 'GET', `/payout-batches/${id}/sepa.xml`, headers)).statusCode).toBe(
        403,
      );
      for (const [url, body] of [
        ['/payout-batches', {}],
        [`/payout-batches/${id}/approve`, undefined],
        [`/payout-batches/${id}/paid`, undefined],
        ['/payout-adjustments', { owner_user_id: w.ids.owner, amount: 100, reason: 'x' }],
      ] as const) {
        await expectRefused(payoutState, () => inject(w.t, 'POST', url, headers, body), 403, {});
      }
    }
  });
});
