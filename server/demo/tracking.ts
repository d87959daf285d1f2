/**
 * The recipients' side of the demo requests (docs/tracking.md): every request's tracking token
 * drawn from the demo's PRNG (the same company, the same links), and a recipient e-mail on the
 * open requests and on about a third of the last month's others, so that the tracking page and
 * the request pages show something real on a first start. Demo data only: a token drawn from a
 * public seed is guessable by whoever reads this code, which is why real requests draw theirs
 * from node:crypto (server/services/tracking/token.ts).
 */
import { isOpenRequest } from '../../contract/request-moves';
import { z } from 'zod';
import { queryOne } from '../db/query';
import { updateRows, type DemoContext } from './context';
import type { DemoRequest } from './requests';

/** Letters without accents, for an address made of a name ("Inès Lambert" → ines.lambert). */
const plainLetters = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

/** 32 bytes from the PRNG in base64url: the shape of a real token (43 characters). */
export const drawToken = (rand: DemoContext['rand']) =>
  Buffer.from(Array.from({ length: 32 }, () => rand.int(0, 255))).toString('base64url');

export interface TrackingResult {
  /** An in-transit request of Transports Durand today, to print its page's link. */
  example: { reference: string; token: string } | undefined;
}

export async function seedTracking(
  ctx: DemoContext,
  requests: readonly DemoRequest[],
): Promise<TrackingResult> {
  const { rand } = ctx;
  const rows = requests.map((r) => {
    const open = isOpenRequest(r.status);
    const mailed = open || (r.day >= -30 && rand.chance(1 / 3));
    return {
      id: r.id,
      tracking_token: drawToken(rand),
      recipient_email: mailed ? `${plainLetters(r.recipientName)}@destinataires.demo` : null,
    };
  });
  await updateRows(ctx.tx, 'requests', rows);
  const shown = requests.find(
    (r) => r.day === 0 && r.businessKey === 'durand' && r.status === 'in_transit',
  );
  if (!shown) return { example: undefined };
  const row = await queryOne(
    ctx.tx,
    z.object({ reference: z.string(), tracking_token: z.string() }),
    'select reference, tracking_token from requests where id = $1',
    [shown.id],
  );
  return { example: row ? { reference: row.reference, token: row.tracking_token } : undefined };
}
