/**
 * THE state machine of a request and its dispatches (docs/drivers.md, "The steps";
 * docs/requests-and-money.md): which move follows which status. The server applies it (anything
 * else is 409 invalid_transition) and the app offers only the moves it allows.
 *
 * A request is `pending` until dispatched; then it takes its live dispatch's status. `failed`
 * ends an attempt: the business retries (back to `pending`) or cancels.
 */
import type { DispatchStatus, DispatchStepName } from './dispatch';
import type { RequestStatus } from './request';

/** A dispatch's moves: the driver's five steps, and the dispatcher's cancellation. */
export type DispatchMove = DispatchStepName | 'cancelled';

/**
 * From each dispatch status, the moves allowed and the status each leads to (the request
 * follows with the same status), in the order the driver's screen offers them.
 */
export const DISPATCH_NEXT: Readonly<
  Record<DispatchStatus, Readonly<Partial<Record<DispatchMove, DispatchStatus>>>>
> = {
  assigned: {
    arrived_pickup: 'assigned',
    picked_up: 'in_transit',
    failed: 'failed',
    cancelled: 'cancelled',
  },
  in_transit: { arrived: 'in_transit', delivered: 'delivered', failed: 'failed' },
  delivered: {},
  failed: {},
  cancelled: {},
};

/** The status `move` leads to from `status`, or undefined when the move is not allowed. */
export const nextStatus = (
  status: RequestStatus,
  move: DispatchMove,
): DispatchStatus | undefined => (status === 'pending' ? undefined : DISPATCH_NEXT[status][move]);

/** The field of the dispatch each move stamps with its time. */
export const MOVE_STAMP = {
  arrived_pickup: 'arrived_pickup_at',
  picked_up: 'in_transit_at',
  arrived: 'arrived_at',
  delivered: 'delivered_at',
  failed: 'failed_at',
  cancelled: 'cancelled_at',
} as const satisfies Record<DispatchMove, string>;

/**
 * A dispatch under way (and a request being served): its asset is held, its driver sends its
 * positions, it may be reassigned to another asset.
 */
export const OPEN_DISPATCH_STATUSES = [
  'assigned',
  'in_transit',
] as const satisfies readonly DispatchStatus[];
export const isOpenDispatch = (status: string): boolean =>
  (OPEN_DISPATCH_STATUSES as readonly string[]).includes(status);

/** The statuses that end a dispatch: its asset is free again. */
export const ENDED_DISPATCH_STATUSES = [
  'delivered',
  'failed',
  'cancelled',
] as const satisfies readonly DispatchStatus[];
export const isEndedDispatch = (status: string): boolean =>
  (ENDED_DISPATCH_STATUSES as readonly string[]).includes(status);

/** Only a pending request is dispatched (to an available asset of its type). */
export const isDispatchable = (status: RequestStatus): boolean => status === 'pending';

/** A failed request is retried: back to `pending`, one more attempt. */
export const isRetryable = (status: RequestStatus): boolean => status === 'failed';

/**
 * Its requester cancels a request while pending, assigned (the dispatch is cancelled, its asset
 * freed) or failed (nothing was charged); not once picked up.
 */
export const CANCELLABLE_REQUEST_STATUSES = [
  'pending',
  'assigned',
  'failed',
] as const satisfies readonly RequestStatus[];
export const isCancellable = (status: RequestStatus): boolean =>
  (CANCELLABLE_REQUEST_STATUSES as readonly string[]).includes(status);

/**
 * A request whose delivery has not ended (its recipient may still change; its business cannot
 * be deleted): pending, dispatched or failed and waiting for a retry.
 */
export const OPEN_REQUEST_STATUSES = [
  'pending',
  ...OPEN_DISPATCH_STATUSES,
  'failed',
] as const satisfies readonly RequestStatus[];
export const isOpenRequest = (status: RequestStatus): boolean =>
  (OPEN_REQUEST_STATUSES as readonly string[]).includes(status);
