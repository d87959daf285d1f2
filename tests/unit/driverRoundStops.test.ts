/** The driver's round (docs/rounds.md, "The driver's round"): stops done, their steps, a skip. */
import { describe, expect, it } from 'vitest';
import type { DriverDispatch } from '../../src/providers/driver/types';
import { canSkip, isStopDone, stopSteps } from '../../src/pages/driver/roundStops';

/** What the rules read of a dispatch: its status and the stamps of the steps taken. */
const dispatch = (status: DriverDispatch['status'], stamps: Partial<DriverDispatch> = {}) =>
  ({ status, arrived_pickup_at: null, arrived_at: null, ...stamps }) as DriverDispatch;

const pickup = { kind: 'pickup', request_id: 'a' } as const;
const dropoff = { kind: 'dropoff', request_id: 'a' } as const;
const atDepot = { kind: 'dropoff', request_id: 'b' } as const;
const stops = [pickup, dropoff, atDepot];

describe('the driver’s round', () => {
  it('marks a pickup done once the goods are aboard, a drop-off once its dispatch ended', () => {
    expect(isStopDone(pickup, dispatch('assigned'))).toBe(false);
    expect(isStopDone(pickup, dispatch('in_transit'))).toBe(true);
    expect(isStopDone(dropoff, dispatch('in_transit'))).toBe(false);
    expect(isStopDone(dropoff, dispatch('delivered'))).toBe(true);
    expect(isStopDone(pickup, dispatch('failed'))).toBe(true);
    expect(isStopDone(dropoff, undefined)).toBe(false);
  });

  it('offers each place its own steps, loading at a drop-off whose goods wait at the depot', () => {
    expect(stopSteps(pickup, stops, dispatch('assigned'))).toEqual([
      'arrived_pickup',
      'picked_up',
      'failed',
    ]);
    expect(stopSteps(dropoff, stops, dispatch('assigned'))).toEqual(['failed']);
    expect(stopSteps(dropoff, stops, dispatch('in_transit'))).toEqual([
      'arrived',
      'delivered',
      'failed',
    ]);
    expect(stopSteps(atDepot, stops, dispatch('assigned'))).toEqual([
      'arrived_pickup',
      'picked_up',
      'failed',
    ]);
    expect(stopSteps(pickup, stops, dispatch('in_transit'))).toEqual([]);
    expect(stopSteps(dropoff, stops, dispatch('delivered'))).toEqual([]);
  });

  it('lets a stop be left only before its goods are aboard', () => {
    expect(canSkip(dispatch('assigned'))).toBe(true);
    expect(canSkip(dispatch('in_transit'))).toBe(false);
    expect(canSkip(undefined)).toBe(false);
  });
});
