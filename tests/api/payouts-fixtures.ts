/**
 * Fixtures of the payouts tests (issue 30, docs/money.md "Owners' payouts"): the platform's
 * account in the configuration, earnings of a past month written as deliveries write them,
 * bank details set through the API.
 */
import { oneResponse } from '../../contract/common';
import { payoutBatch, payoutStatement } from '../../contract/payouts';
import { DEMO_PASSWORD } from './helpers';
import { createWorld, inject, type Headers, type World } from './requests-fixtures';

export const PLATFORM = {
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  name: 'Flotte SAS',
};
export const OWNER_IBAN = 'DE89370400440532013000';
export const OWNER_BIC = 'COBADEFFXXX';
export const OTHER_IBAN = 'GB29NWBK60161331926819';
export const OTHER_BIC = 'NWBKGB2L';

export const oneStatement = oneResponse(payoutStatement);
export const oneBatch = oneResponse(payoutBatch);

export const createPayoutWorld = () =>
  createWorld({
    payouts: {
      dataKey: 'a-data-key-for-tests-that-is-long-enough-0123',
      previousDataKeys: [],
      platformAccount: PLATFORM,
    },
  });

/** An earning of `assetId`'s owner at `at`, as a delivery writes it (net = gross − commission). */
export async function earning(w: World, assetId: string, gross: number, at: string) {
  const commission = Math.round(gross * 0.1);
  await w.t.db.query(
    `insert into earnings (asset_id, owner_user_id, gross, commission, net, earned_at)
     select id, owner_user_id, $2, $3, $4, $5 from assets where id = $1`,
    [assetId, gross, commission, gross - commission, at],
  );
}

export const putBankDetails = (w: World, headers: Headers, body: Record<string, unknown>) =>
  w.t.app.inject({
    method: 'PUT',
    url: '/api/payouts/bank-details',
    headers,
    payload: { holder: 'Jean Dupont', password: DEMO_PASSWORD, ...body },
  });

export async function issue(w: World, month: string) {
  const res = await inject(w.t, 'POST', '/payout-statements/issue', w.as.superadmin, { month });
  if (res.statusCode !== 200) throw new Error(`issue: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { issued: number } }).data.issued;
}
