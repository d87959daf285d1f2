import { describe, expect, it } from 'vitest';
import { filterToQuery } from '../../src/providers/dataProvider';
import { resolveRelativePeriods, startOfToday } from '../../src/providers/relativePeriods';

describe('relative periods in filters (saved filters stay relative)', () => {
  it('resolves "today" and "this week" on the day the filter is applied, in Paris (issue 33)', () => {
    const wednesday = new Date('2026-11-25T15:00:00Z');
    expect(
      resolveRelativePeriods({ created_period: 'today', status: 'pending' }, wednesday),
    ).toEqual({ created_from: '2026-11-24T23:00:00.000Z', status: 'pending' });
    expect(resolveRelativePeriods({ created_period: 'this_week' }, wednesday)).toEqual({
      created_from: '2026-11-22T23:00:00.000Z',
    });
    // The same saved filter, applied a day later, means that later day.
    expect(
      resolveRelativePeriods({ created_period: 'today' }, new Date('2026-11-26T08:00:00Z')),
    ).toEqual({ created_from: '2026-11-25T23:00:00.000Z' });
  });

  it('sends the API the resolved instant, never the relative word', () => {
    const query = filterToQuery({ created_period: 'today' });
    expect(query).not.toHaveProperty('created_period');
    expect(String(query.created_from)).toMatch(/T2[23]:00:00\.000Z$/);
    expect(query.created_from).toBe(startOfToday());
    expect(filterToQuery({ created_period: 'someday' })).toEqual({ created_period: 'someday' });
  });
});
