/** Where the driver's phone sends its positions (src/pages/driver/positionTargets.ts). */
import { describe, expect, it } from 'vitest';
import type { DriverDispatch } from '../../contract/dispatch';
import { positionTargets } from '../../src/pages/driver/positionTargets';

const row = (id: string, status: DriverDispatch['status'], current = false) =>
  ({ id, status, current }) as DriverDispatch;

describe('positionTargets', () => {
  it('sends to the stop the server says he serves, round stop or not', () => {
    expect(
      positionTargets([row('a', 'assigned'), row('b', 'in_transit', true), row('c', 'assigned')]),
    ).toEqual(['b']);
  });

  it('sends to every open delivery while the current one has ended on the phone', () => {
    expect(
      positionTargets([row('a', 'delivered', true), row('b', 'assigned'), row('c', 'failed')]),
    ).toEqual(['b']);
    expect(positionTargets([row('a', 'assigned'), row('b', 'in_transit')])).toEqual(['a', 'b']);
  });

  it('sends nowhere when nothing is open', () => {
    expect(positionTargets([row('a', 'delivered'), row('b', 'cancelled')])).toEqual([]);
  });
});
