/**
 * `POST /business-dispatches/{id}/retry` (docs/drivers.md): a `failed` request goes back to
 * `pending` for a new attempt (an owner dispatches it again); `attempts` counts the retries.
 * Nothing is charged: the money moves on delivery only, once whatever the attempts.
 */
import { requestStatus, type Request } from '../../../contract/request';
import { z } from 'zod';
import { queryRows } from '../../db/query';
import type { User } from '../../../contract/auth';
import { isRetryable } from '../../../contract/request-moves';
import type { Db } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { findRequest } from './requests';

/** By the staff of a business that reaches the request, or the operator (the route's grant). */
export async function retryRequest(db: Db, user: User, id: string): Promise<Request> {
  return db.transaction(async (tx) => {
    const found = await findRequest(tx, user, id);
    if (!found) throw notFound();
    const locked = await queryRows(
      tx,
      z.object({ status: requestStatus, attempts: z.number() }),
      'select status, attempts from requests where id = $1 for update',
      [found.id],
    );
    const { status, attempts } = locked[0]!;
    if (!isRetryable(status)) throw new ApiError(409, 'invalid_transition');
    await tx.query(
      `update requests set status = 'pending', attempts = attempts + 1, updated_at = now()
       where id = $1`,
      [found.id],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'retry',
      entity: 'request',
      entityId: found.id,
      changes: { status: { from: status, to: 'pending' }, attempts: attempts + 1 },
    });
    return (await findRequest(tx, user, found.id))!;
  });
}
