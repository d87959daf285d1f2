import { z } from 'zod';
import { msg, requiredText, uuid } from './common';
import { pageQuery } from './list-query';
import { timestamps } from './records';

export const DISPATCH_STATUSES = ['assigned', 'in_transit', 'delivered', 'cancelled'] as const;
export const dispatchStatus = z.enum(DISPATCH_STATUSES);
export type DispatchStatus = z.infer<typeof dispatchStatus>;

export const reassignment = z.object({
  id: z.string(),
  previous_asset_id: z.string(),
  new_asset_id: z.string(),
  reason: z.string(),
  by_user_id: z.string().nullable(),
  at: z.string(),
});
export type Reassignment = z.infer<typeof reassignment>;

/** One asset serving one request (`/asset-dispatch`). */
export const dispatch = z.object({
  id: z.string(),
  request_id: z.string(),
  asset_id: z.string(),
  asset_name: z.string(),
  dispatched_by: z.string().nullable(),
  status: dispatchStatus,
  price: z.number().int(),
  currency: z.string(),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  ...timestamps,
  in_transit_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  reassignments: z.array(reassignment),
});
export type Dispatch = z.infer<typeof dispatch>;

export const dispatchCreate = z.object({ request_id: uuid, asset_id: uuid });
export type DispatchCreate = z.infer<typeof dispatchCreate>;

export const dispatchUpdate = z.object({
  status: z.enum(['in_transit', 'delivered', 'cancelled'], { error: msg.invalid }),
});
export type DispatchUpdate = z.infer<typeof dispatchUpdate>;

export const dispatchReassign = z.object({
  dispatch_id: uuid,
  asset_id: uuid,
  reason: requiredText(500),
});
export type DispatchReassign = z.infer<typeof dispatchReassign>;

export const dispatchListQuery = pageQuery;
