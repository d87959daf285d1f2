import type {
  DriverDispatch,
  DriverDispatchStatus,
  StepBody,
  StepName,
} from '../../providers/driver/types';

/**
 * The steps of a delivery as the driver's screen offers them (docs/drivers.md, "The steps"; the
 * server's `NEXT` in server/services/dispatch/moves.ts is the rule, anything else answers 409).
 * `arrived_pickup` and `arrived` are offered once: they change no status, only a stamp.
 */
export function nextSteps(dispatch: DriverDispatch): StepName[] {
  switch (dispatch.status) {
    case 'assigned':
      return [
        ...(dispatch.arrived_pickup_at ? [] : ['arrived_pickup' as const]),
        'picked_up',
        'failed',
      ];
    case 'in_transit':
      return [...(dispatch.arrived_at ? [] : ['arrived' as const]), 'delivered', 'failed'];
    default:
      return [];
  }
}

/** A dispatch on its way: the phone sends its positions while one is. */
export const isOpen = (status: DriverDispatchStatus): boolean =>
  status === 'assigned' || status === 'in_transit';

/** The dispatch as it will be once `step` is applied (shown before the server has it). */
export function applyStep(dispatch: DriverDispatch, step: StepName, at: string): DriverDispatch {
  if (!nextSteps(dispatch).includes(step)) return dispatch;
  switch (step) {
    case 'arrived_pickup':
      return { ...dispatch, arrived_pickup_at: at };
    case 'picked_up':
      return { ...dispatch, status: 'in_transit', in_transit_at: at };
    case 'arrived':
      return { ...dispatch, arrived_at: at };
    case 'delivered':
      return { ...dispatch, status: 'delivered', delivered_at: at };
    case 'failed':
      return { ...dispatch, status: 'failed', failed_at: at };
  }
}

/** The dispatch with the steps still waiting in the outbox applied, in order. */
export const withPendingSteps = (dispatch: DriverDispatch, pending: StepBody[]): DriverDispatch =>
  pending.reduce((d, body) => applyStep(d, body.step, body.at), dispatch);

/**
 * A `geo:` address that opens the phone's maps app on the place: its coordinates when known,
 * else the address searched from nowhere in particular (`geo:0,0?q=`).
 */
export function geoLink(address: string, lat: number | null, lng: number | null): string {
  const at = lat != null && lng != null ? `${lat},${lng}` : '0,0';
  return `geo:${at}?q=${encodeURIComponent(address)}`;
}

/** A `tel:` address: the number's digits and a leading `+`, without spaces or dots. */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
