/**
 * The proof a delivery carries (docs/drivers.md, "Proof of delivery"): the items its business
 * requires (`business_settings.proof_required`), checked before anything is written, then kept
 * in `dispatch_proofs` with the time and place they were taken.
 */
import { z } from 'zod';
import {
  PROOF_KINDS,
  proofKind,
  type ProofInput,
  type ProofKind,
} from '../../../contract/dispatch';
import { msg } from '../../../contract/common';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, type ErrorDetail } from '../../errors';
import { codeLocked, invalidCode, isCodeLocked } from './delivery-code';

/** The image types a receipt embeds: a photo or a signature must be one of them. */
export const PROOF_IMAGE_TYPES = ['image/png', 'image/jpeg'];

const IMAGES: readonly ProofKind[] = ['photo', 'signature'];

/** What a business's deliveries require (none when it never saved settings). */
export async function proofRequired(tx: Queryable, businessId: string): Promise<ProofKind[]> {
  const settings = await queryOne(
    tx,
    z.object({ proof_required: z.array(proofKind) }),
    'select proof_required from business_settings where business_id = $1',
    [businessId],
  );
  return settings?.proof_required ?? [];
}

/** The stored name of `/api/uploads/<name>`. */
export const uploadNameOf = (path: string) => path.slice('/api/uploads/'.length);

export interface ProofItem {
  kind: ProofKind;
  value: string;
}

/**
 * The proof's items, or a refusal: `422 proof_required` naming each missing item (`proof.photo`:
 * required) and each image that is no stored PNG or JPEG upload (`proof.photo`: invalid); then
 * `422 delivery_code_locked` when the dispatch's code is locked (delivery-code.ts: its wrong
 * tries are counted before the move) and `422 invalid_code` when the code given is not the
 * request's.
 */
export async function checkProof(
  tx: Queryable,
  dispatchId: string,
  request: { business_id: string; delivery_code: string },
  proof: ProofInput | undefined,
): Promise<ProofItem[]> {
  const required = await proofRequired(tx, request.business_id);
  const given = proof ?? {};
  const details: ErrorDetail[] = required
    .filter((kind) => !given[kind])
    .map((kind) => ({ path: `proof.${kind}`, message: msg.required }));
  for (const kind of IMAGES) {
    const path = given[kind];
    if (!path) continue;
    const upload = await queryOne(
      tx,
      z.object({ content_type: z.string() }),
      'select content_type from uploads where name = $1',
      [uploadNameOf(path)],
    );
    if (!PROOF_IMAGE_TYPES.includes(upload?.content_type ?? '')) {
      details.push({ path: `proof.${kind}`, message: msg.invalid });
    }
  }
  if (details.length > 0) throw new ApiError(422, 'proof_required', undefined, details);
  if (given.code !== undefined) {
    if (await isCodeLocked(tx, dispatchId)) throw codeLocked();
    if (given.code !== request.delivery_code.trim()) throw invalidCode();
  }
  return PROOF_KINDS.flatMap((kind) => {
    const value = given[kind];
    return value ? [{ kind, value }] : [];
  });
}

/** Keeps the items, each with when and where the driver took the delivery step. */
export async function saveProof(
  tx: Queryable,
  dispatchId: string,
  items: ProofItem[],
  taken: { at: string | null; lat: number | null; lng: number | null },
): Promise<void> {
  for (const item of items) {
    await tx.query(
      `insert into dispatch_proofs (dispatch_id, kind, value, taken_at, lat, lng)
       values ($1, $2, $3, coalesce($4::timestamptz, now()), $5, $6)`,
      [dispatchId, item.kind, item.value, taken.at, taken.lat, taken.lng],
    );
  }
}
