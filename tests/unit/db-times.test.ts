import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { iso } from '../../server/db/db';

/** node-postgres's own reading of a `timestamptz` (what a page answered before timesAsText). */
const asDate = pg.types.getTypeParser(1184) as (text: string) => Date;

describe('iso over PostgreSQL’s text of a timestamptz (QueryOptions.timesAsText)', () => {
  it.each([
    '2026-11-25 22:53:12.123456+00',
    '2026-11-25 22:53:12.1+00',
    '2026-11-25 22:53:12.999999+00',
    '2026-11-25 22:53:12+00',
    '2024-02-29 00:00:00.000001+00',
    '2026-11-25 23:53:12.5+01',
    '2026-11-25 17:23:12.25-05:30',
  ])('answers %s as the Date node-postgres would read', (text) => {
    expect(iso(text)).toBe(asDate(text).toISOString());
  });

  it('cuts the milliseconds as a Date does, for every fraction of six digits', () => {
    for (let i = 0; i < 1_000_000; i += 997) {
      const text = `2026-01-02 03:04:05.${String(i).padStart(6, '0')}+00`;
      expect(iso(text)).toBe(asDate(text).toISOString());
    }
  });

  it('still formats a Date', () => {
    expect(iso(new Date(Date.UTC(2026, 0, 2, 3, 4, 5, 6)))).toBe('2026-01-02T03:04:05.006Z');
  });
});
