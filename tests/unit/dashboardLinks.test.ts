import { describe, expect, it } from 'vitest';
import { dashboardLinks, listLink } from '../../src/pages/dashboards/figures/links';
import {
  resolveRelativePeriods,
  startOfThisWeek,
  startOfToday,
} from '../../src/providers/relativePeriods';

/** The filter and sort a link's URL carries, as react-admin reads them back. */
const parse = (link: string) => {
  const [path, search] = link.split('?');
  const params = new URLSearchParams(search);
  return {
    path,
    filter: JSON.parse(params.get('filter') ?? 'null') as unknown,
    sort: params.get('sort'),
    order: params.get('order'),
  };
};

describe("the operator's dashboard links", () => {
  it('encode the filter as react-admin writes it in its list URLs', () => {
    expect(listLink('assets', { status: 'leased' })).toBe(
      '/assets?filter=%7B%22status%22%3A%22leased%22%7D',
    );
  });

  it('lead each figure into its list with the filter of docs/manager.md', () => {
    expect(parse(dashboardLinks.requests('pending', 'this_week'))).toMatchObject({
      path: '/business-dispatches',
      filter: { status: 'pending', created_period: 'this_week' },
    });
    expect(parse(dashboardLinks.requests('assigned')).filter).toEqual({ status: 'assigned' });
    // The longest wait first.
    expect(parse(dashboardLinks.waiting())).toEqual({
      path: '/business-dispatches',
      filter: { status: 'pending', waiting_minutes: 60 },
      sort: 'created_at',
      order: 'ASC',
    });
    expect(parse(dashboardLinks.assets('in_maintenance'))).toMatchObject({
      path: '/assets',
      filter: { status: 'in_maintenance' },
    });
    expect(parse(dashboardLinks.maintenance('overdue')).filter).toEqual({ due_level: 'overdue' });
    expect(parse(dashboardLinks.maintenance('due_soon')).filter).toEqual({ due_level: 'due_soon' });
    expect(parse(dashboardLinks.leasesActive())).toMatchObject({
      path: '/leases',
      filter: { status: 'active' },
    });
    expect(parse(dashboardLinks.leasesEnding()).filter).toEqual({ ending_within_days: 7 });
    expect(parse(dashboardLinks.businessesWaiting())).toMatchObject({
      path: '/business',
      filter: { active: 'false' },
    });
  });
});

describe("a dashboard link's period", () => {
  it('is relative, as saved filters keep it, and resolved only when the list asks the API', () => {
    const { filter } = parse(dashboardLinks.requests('pending', 'today')) as {
      filter: Record<string, unknown>;
    };
    // No fixed date in the URL: a filter saved after following the link stays "today".
    expect(filter).toEqual({ status: 'pending', created_period: 'today' });
    expect(filter).not.toHaveProperty('created_from');
    // Midnight in Paris (UTC+1 in March), as the server's dashboards count (contract/days.ts).
    expect(resolveRelativePeriods(filter, new Date('2025-03-12T15:00:00Z'))).toEqual({
      status: 'pending',
      created_from: '2025-03-11T23:00:00.000Z',
    });
    expect(
      resolveRelativePeriods(
        parse(dashboardLinks.requests('delivered', 'this_week')).filter as Record<string, unknown>,
        new Date('2025-03-12T15:00:00Z'),
      ),
    ).toEqual({ status: 'delivered', created_from: '2025-03-09T23:00:00.000Z' });
  });
});

describe('periods of the quick filters, in the platform time zone (issue 33)', () => {
  it("start the day at the zone's midnight, whatever the hour", () => {
    expect(startOfToday(new Date('2025-03-12T23:59:59.999Z'), 'UTC')).toBe(
      '2025-03-12T00:00:00.000Z',
    );
    expect(startOfToday(new Date('2025-03-12T00:00:00.000Z'), 'UTC')).toBe(
      '2025-03-12T00:00:00.000Z',
    );
    // Paris (UTC+1 in March): 23:59 UTC is already the 13th, 00:00 UTC still the 12th.
    expect(startOfToday(new Date('2025-03-12T23:59:59.999Z'))).toBe('2025-03-12T23:00:00.000Z');
    expect(startOfToday(new Date('2025-03-12T00:00:00.000Z'))).toBe('2025-03-11T23:00:00.000Z');
  });

  it('start the ISO week on Monday, a Sunday belonging to the week before', () => {
    // Wednesday 12 March 2025 -> Monday 10.
    const utcWeek = (at: string) => startOfThisWeek(new Date(at), 'UTC');
    expect(utcWeek('2025-03-12T15:00:00Z')).toBe('2025-03-10T00:00:00.000Z');
    expect(utcWeek('2025-03-10T00:00:00Z')).toBe('2025-03-10T00:00:00.000Z');
    // Sunday 16 March -> Monday 10; across a month: Sunday 2 March -> Monday 24 February.
    expect(utcWeek('2025-03-16T23:00:00Z')).toBe('2025-03-10T00:00:00.000Z');
    expect(utcWeek('2025-03-02T08:00:00Z')).toBe('2025-02-24T00:00:00.000Z');
    // In Paris, Sunday 23:00 UTC is already Monday 17 March: a new week.
    expect(startOfThisWeek(new Date('2025-03-12T15:00:00Z'))).toBe('2025-03-09T23:00:00.000Z');
    expect(startOfThisWeek(new Date('2025-03-16T23:00:00Z'))).toBe('2025-03-16T23:00:00.000Z');
  });
});
