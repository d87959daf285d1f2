import { describe, expect, it } from 'vitest';
import { filterToQuery } from '../../src/providers/dataProvider';
import { resolveRelativePeriods } from '../../src/providers/utcPeriods';

describe('relative periods in filters (saved filters stay relative)', () => {
  it('resolves "today" and "this week" on the day the filter is applied, in UTC', () => {
    const wednesday = new Date('2026-11-25T15:00:00Z');
    expect(
      resolveRelativePeriods({ created_period: 'today', status: 'pending' }, wednesday),
    ).toEqual({ created_from: '2026-11-25T00:00:00.000Z', status: 'pending' });
    expect(resolveRelativePeriods({ created_period: 'this_week' }, wednesday)).toEqual({
      created_from: '2026-11-23T00:00:00.000Z',
    });
    // The same saved filter, applied a day later, means that later day.
    expect(
      resolveRelativePeriods({ created_period: 'today' }, new Date('2026-11-26T08:00:00Z')),
    ).toEqual({ created_from: '2026-11-26T00:00:00.000Z' });
  });

  it('sends the API the resolved instant, never the relative word', () => {
    const query = filterToQuery({ created_period: 'today' });
    expect(query).not.toHaveProperty('created_period');
    expect(String(query.created_from)).toMatch(/T00:00:00\.000Z$/);
    expect(filterToQuery({ created_period: 'someday' })).toEqual({ created_period: 'someday' });
  });
});
