/**
 * The superadmin's override of a request's price (docs/money.md "Tariffs and quotes"): only
 * before the delivery charged it, with a reason kept in the audit log. The breakdown gains an
 * `override` line of the difference, so its lines still add up to the price.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { PriceOverride } from '../../../contract/quote';
import type { Request } from '../../../contract/request';
import type { PriceLine } from '../../../contract/tariff';
import type { Db } from '../../db/db';
import { queryOne } from '../../db/query';
import { json } from '../../db/record';
import { isUuid } from '../../db/sql';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { findRequest } from '../requests/requests';

/** The statuses before a delivery charged the price. */
const REPRICEABLE = ['pending', 'assigned', 'in_transit', 'failed'];

const lockedRow = z.object({ status: z.string(), price: z.number(), breakdown: z.unknown() });

export async function overridePrice(
  db: Db,
  user: User,
  id: string,
  { price, reason }: PriceOverride,
): Promise<Request> {
  if (!isUuid(id)) throw notFound();
  return db.transaction(async (tx) => {
    const row = await queryOne(
      tx,
      lockedRow,
      `select status, price::float8 as price, price_breakdown as breakdown
       from requests where id = $1 for update`,
      [id],
    );
    if (!row) throw notFound();
    if (!REPRICEABLE.includes(row.status)) throw new ApiError(409, 'invalid_transition');
    const before = json(row.breakdown) as PriceLine[] | null;
    const lines = before?.filter((line) => line.component !== 'override') ?? null;
    const priced = lines?.reduce((sum, line) => sum + line.amount, 0) ?? 0;
    const breakdown =
      lines && price !== priced
        ? [
            ...lines,
            {
              component: 'override',
              quantity: null,
              rate: price - priced,
              amount: price - priced,
              label: reason,
            },
          ]
        : lines;
    await tx.query(
      `update requests set price = $2, price_breakdown = ($3::text)::jsonb, updated_at = now()
       where id = $1`,
      [id, price, breakdown && JSON.stringify(breakdown)],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'override_price',
      entity: 'request',
      entityId: id,
      changes: { price: { from: row.price, to: price }, reason },
    });
    return (await findRequest(tx, user, id))!;
  });
}
