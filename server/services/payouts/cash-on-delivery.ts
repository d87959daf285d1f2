/**
 * Cash on delivery (docs/money.md, "Cash on delivery"): a request may carry an amount to
 * collect; its delivered step then says how (cash or card) and how much the driver collected.
 * The owner's drivers hold that money for the business until the owner's payout statement nets
 * it (`cod_statement_id`) and the paid batch remits it to the business (payout_ledger).
 */
import { z } from 'zod';
import { msg } from '../../../contract/common';
import type { CodCollection } from '../../../contract/payouts';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError } from '../../errors';

/**
 * In the delivery's transaction: a request with an amount to collect is delivered only with
 * the collection confirmed (`422 proof_required` on `proof.cod` otherwise); a confirmation on
 * a request without one is ignored.
 */
export async function collectCashOnDelivery(
  tx: Queryable,
  dispatchId: string,
  requestId: string,
  cod: CodCollection | undefined,
): Promise<void> {
  const request = await queryOne(
    tx,
    z.object({ cod_amount: z.number().nullable() }),
    'select cod_amount from requests where id = $1',
    [requestId],
  );
  if (request?.cod_amount == null) return;
  if (!cod) {
    throw new ApiError(422, 'proof_required', undefined, [
      { path: 'proof.cod', message: msg.required },
    ]);
  }
  await tx.query('update dispatches set cod_method = $2, cod_collected = $3 where id = $1', [
    dispatchId,
    cod.method,
    cod.amount,
  ]);
}
