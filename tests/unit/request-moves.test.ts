import { describe, expect, it } from 'vitest';
import { DISPATCH_STATUSES } from '../../contract/dispatch';
import { liveDispatch } from '../../contract/position';
import { REQUEST_STATUSES, type RequestStatus } from '../../contract/request';
import {
  DISPATCH_NEXT,
  isCancellable,
  isDispatchable,
  isEndedDispatch,
  isOpenDispatch,
  isOpenRequest,
  OPEN_DISPATCH_STATUSES,
  isRetryable,
  nextStatus,
  type DispatchMove,
} from '../../contract/request-moves';

const MOVES: readonly DispatchMove[] = [
  'arrived_pickup',
  'picked_up',
  'arrived',
  'delivered',
  'failed',
  'cancelled',
];

/** Every allowed move, as `from --move--> to`; anything not listed is refused. */
const ALLOWED: Record<string, string> = {
  'assigned --arrived_pickup-->': 'assigned',
  'assigned --picked_up-->': 'in_transit',
  'assigned --failed-->': 'failed',
  'assigned --cancelled-->': 'cancelled',
  'in_transit --arrived-->': 'in_transit',
  'in_transit --delivered-->': 'delivered',
  'in_transit --failed-->': 'failed',
};

describe('the request and dispatch state machine (contract/request-moves.ts)', () => {
  it('allows exactly the moves of the table, each to its status', () => {
    const table: Record<string, string> = {};
    for (const from of REQUEST_STATUSES) {
      for (const move of MOVES) {
        const to = nextStatus(from, move);
        if (to) table[`${from} --${move}-->`] = to;
      }
    }
    expect(table).toEqual(ALLOWED);
  });

  it('has a row for every dispatch status, and none leads out of the dispatch statuses', () => {
    expect(Object.keys(DISPATCH_NEXT).sort()).toEqual([...DISPATCH_STATUSES].sort());
    for (const row of Object.values(DISPATCH_NEXT)) {
      for (const to of Object.values(row)) expect(DISPATCH_STATUSES).toContain(to);
    }
  });

  it('ends a dispatch exactly in the statuses that allow no move', () => {
    for (const status of DISPATCH_STATUSES) {
      expect(isEndedDispatch(status), status).toBe(Object.keys(DISPATCH_NEXT[status]).length === 0);
    }
  });

  it('names which request statuses are open, cancellable, dispatched and retried', () => {
    const which = (rule: (status: RequestStatus) => boolean) => REQUEST_STATUSES.filter(rule);
    expect(which(isOpenDispatch)).toEqual(['assigned', 'in_transit']);
    expect(which(isOpenRequest)).toEqual(['pending', 'assigned', 'in_transit', 'failed']);
    expect(which(isCancellable)).toEqual(['pending', 'assigned', 'failed']);
    expect(which(isDispatchable)).toEqual(['pending']);
    expect(which(isRetryable)).toEqual(['failed']);
  });
});

describe('the open statuses spelled outside the state machine', () => {
  it('are the live map’s statuses (contract/position.ts cannot import them)', () => {
    expect(liveDispatch.shape.status.options).toEqual([...OPEN_DISPATCH_STATUSES]);
  });
});
