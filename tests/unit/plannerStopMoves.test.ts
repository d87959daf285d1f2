/** The planner's stop moves (src/pages/planner/stopMoves.ts): the order PATCH /rounds/{id}/stops takes. */
import { describe, expect, it } from 'vitest';
import {
  lockAll,
  moveStop,
  pickupsFirst,
  toggleLock,
  withRequest,
} from '../../src/pages/planner/stopMoves';

const stop = (request_id: string, kind: 'pickup' | 'dropoff', locked = false) => ({
  request_id,
  kind,
  locked,
});
const keys = (stops: { request_id: string; kind: string }[] | null) =>
  stops?.map((s) => `${s.request_id}:${s.kind}`) ?? null;

describe('planner stop moves', () => {
  const round = [
    stop('a', 'pickup'),
    stop('b', 'pickup'),
    stop('a', 'dropoff'),
    stop('b', 'dropoff'),
  ];

  it('moves a stop up or down, never a drop-off before its pickup', () => {
    expect(keys(moveStop(round, 2, -1))).toEqual([
      'a:pickup',
      'a:dropoff',
      'b:pickup',
      'b:dropoff',
    ]);
    expect(keys(moveStop(round, 3, -1))).toEqual([
      'a:pickup',
      'b:pickup',
      'b:dropoff',
      'a:dropoff',
    ]);
    // b's pickup after a's drop-off is fine; a's drop-off above its pickup is not.
    expect(moveStop([stop('a', 'pickup'), stop('a', 'dropoff')], 1, -1)).toBeNull();
    expect(moveStop(round, 0, -1)).toBeNull();
    expect(moveStop(round, 3, 1)).toBeNull();
  });

  it('reads a drop-off loaded at the depot (no pickup) as free to move', () => {
    const depot = [stop('a', 'dropoff'), stop('b', 'pickup'), stop('b', 'dropoff')];
    expect(pickupsFirst(depot)).toBe(true);
    expect(keys(moveStop(depot, 0, 1))).toEqual(['b:pickup', 'a:dropoff', 'b:dropoff']);
  });

  it('locks one stop or all of them', () => {
    expect(toggleLock(round, 1).map((s) => s.locked)).toEqual([false, true, false, false]);
    expect(lockAll(round).every((s) => s.locked)).toBe(true);
  });

  it('adds a request from another round at the end, its pickup first, unlocked', () => {
    const other = [stop('c', 'dropoff', true), stop('c', 'pickup', true)];
    const moved = withRequest(round, other, 'c');
    expect(keys(moved)).toEqual([...keys(round)!, 'c:pickup', 'c:dropoff']);
    expect(moved.slice(-2).every((s) => !s.locked)).toBe(true);
  });
});
