import { DISPATCH_NEXT, isOpenDispatch, MOVE_STAMP } from '../../../contract/request-moves';
import {
  DISPATCH_STEPS,
  type DriverDispatch,
  type DriverDispatchStatus,
  type StepBody,
  type StepName,
} from '../../providers/driver/types';

/**
 * The steps of a delivery as the driver's screen offers them (docs/drivers.md, "The steps"): the
 * moves the contract's `DISPATCH_NEXT` allows from its status (the server's rule, anything else
 * answers 409), but the dispatcher's cancellation. `arrived_pickup` and `arrived` are offered
 * once: they change no status, only a stamp.
 */
export function nextSteps(dispatch: DriverDispatch): StepName[] {
  const once = (step: StepName) => step === 'arrived_pickup' || step === 'arrived';
  return DISPATCH_STEPS.filter(
    (step) =>
      DISPATCH_NEXT[dispatch.status][step] !== undefined &&
      !(once(step) && dispatch[MOVE_STAMP[step]]),
  );
}

/** A dispatch on its way: the phone sends its positions while one is. */
export const isOpen = (status: DriverDispatchStatus): boolean => isOpenDispatch(status);

/** The dispatch as it will be once `step` is applied (shown before the server has it). */
export function applyStep(dispatch: DriverDispatch, step: StepName, at: string): DriverDispatch {
  const status = DISPATCH_NEXT[dispatch.status][step];
  if (!status || !nextSteps(dispatch).includes(step)) return dispatch;
  return { ...dispatch, status, [MOVE_STAMP[step]]: at };
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
