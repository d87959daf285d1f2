/**
 * The driver's round (docs/rounds.md, "The driver's round"): which of its stops are done, which
 * comes next and which steps each offers. A stop is its request's dispatch seen from one place:
 * its pickup is done once the goods are aboard, its drop-off once the dispatch ended. The
 * steps are the dispatch's own (steps.ts, the server's rule), those of the stop's place only.
 */
import type { RoundStop } from '../../../contract/rounds';
import { isEndedDispatch } from '../../../contract/request-moves';
import type { DriverDispatch, StepName } from '../../providers/driver/types';
import { nextSteps } from './steps';

const AT_PICKUP: ReadonlySet<StepName> = new Set(['arrived_pickup', 'picked_up']);
const AT_DROPOFF: ReadonlySet<StepName> = new Set(['arrived', 'delivered']);

export function isStopDone(stop: Pick<RoundStop, 'kind'>, dispatch: DriverDispatch | undefined) {
  if (!dispatch) return false;
  if (isEndedDispatch(dispatch.status)) return true;
  return stop.kind === 'pickup' && dispatch.status !== 'assigned';
}

/**
 * The steps of `stop`: at a pickup, arriving and loading; at a drop-off, arriving and
 * delivering, and loading too when the goods wait at the depot (no pickup stop); "Échec" at
 * either.
 */
export function stopSteps(
  stop: Pick<RoundStop, 'kind' | 'request_id'>,
  stops: readonly Pick<RoundStop, 'kind' | 'request_id'>[],
  dispatch: DriverDispatch | undefined,
): StepName[] {
  if (!dispatch || isStopDone(stop, dispatch)) return [];
  const loadedAtDepot = !stops.some((s) => s.request_id === stop.request_id && s.kind === 'pickup');
  return nextSteps(dispatch).filter(
    (step) =>
      step === 'failed' ||
      (stop.kind === 'pickup' ? AT_PICKUP.has(step) : AT_DROPOFF.has(step) || loadedAtDepot),
  );
}

/** A stop may be left while its goods are not aboard: the request goes back to the planner. */
export const canSkip = (dispatch: DriverDispatch | undefined): boolean =>
  dispatch?.status === 'assigned';
