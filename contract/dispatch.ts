import { z } from 'zod';
import { DISPATCH_STEPS, FAILURE_REASONS, PROOF_KINDS } from './dispatch-names';
import { msg, nullableText, offsetDateTime, requiredText, uuid } from './common';
import { codCollection } from './payouts';
import { pageQuery } from './list-query';
import { point } from './position';
import { link, nullableDateTimes, nullableLink, timestamps } from './records';
import { deliveryPlaces, requestStatus } from './request';
import { UPLOAD_NAME } from './upload';

export { DISPATCH_STEPS, FAILURE_REASONS, PROOF_KINDS };

/**
 * A dispatch's statuses (docs/drivers.md): its request's but `pending`, which a request is until
 * dispatched; `failed` ends an attempt the driver could not deliver (the request waits for its
 * business: retry or cancel).
 */
export const dispatchStatus = requestStatus.exclude(['pending']);
export const DISPATCH_STATUSES = dispatchStatus.options;
export type DispatchStatus = z.infer<typeof dispatchStatus>;

export const failureReason = z.enum(FAILURE_REASONS, { error: msg.invalid });
export type FailureReason = z.infer<typeof failureReason>;

export const proofKind = z.enum(PROOF_KINDS, { error: msg.invalid });
export type ProofKind = z.infer<typeof proofKind>;

export const reassignment = z.object({
  id: z.string(),
  previous_asset_id: z.string(),
  new_asset_id: z.string(),
  reason: z.string(),
  by_user_id: z.string().nullable(),
  at: z.string(),
});

/** One item of a delivery's proof, with the time and place it was taken. */
export const dispatchProof = z.object({
  kind: proofKind,
  /** photo, signature: `/api/uploads/<name>`; name: the recipient's; code: the code given. */
  value: z.string(),
  taken_at: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
});
export type DispatchProof = z.infer<typeof dispatchProof>;

/** The last position the driver sent (docs/positions.md). */
export const lastPosition = z.object({ ...point, at: z.string() });

/** When a dispatch reached each step (null: not yet), and why it failed. */
const stepTimes = {
  ...nullableDateTimes([
    'arrived_pickup_at',
    'in_transit_at',
    'arrived_at',
    'delivered_at',
    'failed_at',
    'cancelled_at',
  ]),
  failure_reason: failureReason.nullable(),
};

/** One asset serving one request (`/asset-dispatch`). */
export const dispatch = z.object({
  id: z.string(),
  request_id: z.string(),
  ...link('asset'),
  dispatched_by: z.string().nullable(),
  status: dispatchStatus,
  /** The request's price; null for a driver, who never reads money (docs/drivers.md). */
  price: z.number().int().nullable(),
  currency: z.string(),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  /** Who drives it (a user of role `driver`), or nobody yet. */
  ...nullableLink('driver'),
  ...timestamps,
  ...stepTimes,
  failure_note: z.string().nullable(),
  last_position: lastPosition.nullable(),
  proof: z.array(dispatchProof),
  reassignments: z.array(reassignment),
});
export type Dispatch = z.infer<typeof dispatch>;

/** A driver: omitted, the asset's default driver; null, nobody. */
const namedDriver = uuid.nullable().optional();

export const dispatchCreate = z.object({
  request_id: uuid,
  asset_id: uuid,
  driver_id: namedDriver,
});
export type DispatchCreate = z.infer<typeof dispatchCreate>;

export const dispatchUpdate = z.object({
  status: z.enum(['in_transit', 'delivered', 'cancelled'], { error: msg.invalid }),
});
export type DispatchUpdate = z.infer<typeof dispatchUpdate>;

/** `PATCH /asset-dispatch/{id}/driver` while assigned: null removes the driver. */
export const dispatchDriverUpdate = z.object({ driver_id: uuid.nullable() });
export type DispatchDriverUpdate = z.infer<typeof dispatchDriverUpdate>;

export const dispatchReassign = z.object({
  dispatch_id: uuid,
  asset_id: uuid,
  reason: requiredText(500),
  /** Omitted: the new asset's default driver. */
  driver_id: namedDriver,
});
export type DispatchReassign = z.infer<typeof dispatchReassign>;

export const dispatchListQuery = pageQuery;

export const dispatchStepName = z.enum(DISPATCH_STEPS, { error: msg.invalid });
export type DispatchStepName = z.infer<typeof dispatchStepName>;

/** `/api/uploads/<name>`: a file sent first to `POST /api/upload`. */
export const UPLOAD_PATH = new RegExp(`^/api/uploads/${UPLOAD_NAME.source.replace(/^\^/, '')}`);
const uploadPath = z.string().max(200).regex(UPLOAD_PATH, { error: msg.invalid });

/** The proof a `delivered` step carries (which items are required: the business's settings). */
export const proofInput = z.object({
  photo: uploadPath.optional(),
  signature: uploadPath.optional(),
  name: requiredText(200).optional(),
  code: z
    .string()
    .regex(/^\d{4}$/, { error: msg.invalid })
    .optional(),
  /** Cash on delivery: how and how much the driver collected (docs/money.md). */
  cod: codCollection.optional(),
});
export type ProofInput = z.infer<typeof proofInput>;

const latitude = z.number({ error: msg.invalid }).min(-90).max(90);
const longitude = z.number({ error: msg.invalid }).min(-180).max(180);

/**
 * `POST /asset-dispatch/{id}/steps` (docs/drivers.md, "The steps"): `id` is made by the phone,
 * so a step sent again is applied once; `at` is when the driver took it.
 */
export const dispatchStep = z
  .object({
    id: uuid,
    step: dispatchStepName,
    at: offsetDateTime,
    lat: latitude.nullable().optional(),
    lng: longitude.nullable().optional(),
    reason: failureReason.optional(),
    note: nullableText(1000).optional(),
    proof: proofInput.optional(),
  })
  .superRefine((step, ctx) => {
    const located = (value: number | null | undefined) => value !== null && value !== undefined;
    if (located(step.lat) !== located(step.lng)) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: msg.required });
    }
    if (step.step !== 'failed') return;
    if (!step.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: msg.required });
    if (step.reason === 'other' && !step.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: msg.required });
    }
  });
export type DispatchStep = z.infer<typeof dispatchStep>;

/**
 * A dispatch as its driver reads it (`GET /driver-dispatches`): where to go and whom to see,
 * what the delivery must carry; no price, no delivery code.
 */
export const driverDispatch = z.object({
  id: z.string(),
  request_id: z.string(),
  reference: z.string(),
  status: dispatchStatus,
  ...link('asset'),
  ...deliveryPlaces,
  notes: z.string().nullable(),
  proof_required: z.array(proofKind),
  /** Cash on delivery: what to collect from the recipient (null: nothing), in `currency`. */
  cod_amount: z.number().int().nullable(),
  currency: z.string(),
  /**
   * The stop he is serving now (the server's rule, `currentDispatchSql`): his phone's positions
   * go to it alone. False on every other row, ended ones included.
   */
  current: z.boolean(),
  ...timestamps,
  ...stepTimes,
});
export type DriverDispatch = z.infer<typeof driverDispatch>;

export const driverDispatchListQuery = pageQuery;
