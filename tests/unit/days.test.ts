import { describe, expect, it } from 'vitest';
import {
  addDays,
  clockAt,
  clockIn,
  dayIn,
  monthIn,
  monthStartIn,
  periodsIn,
  startOfDayIn,
} from '../../contract/days';

const PARIS = 'Europe/Paris';

describe("a business's day in its time zone (issue 33)", () => {
  it('puts an instant after midnight in Paris on the next day, whatever UTC says', () => {
    // Summer time (UTC+2): 23:30 UTC on 31 March 2026 is 01:30 on 1 April in Paris.
    expect(dayIn(PARIS, new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(dayIn('UTC', new Date('2026-03-31T23:30:00Z'))).toBe('2026-03-31');
    // Winter time (UTC+1): 22:59:59 UTC is still the day before, 23:00 the next day.
    expect(dayIn(PARIS, new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(dayIn(PARIS, new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
    // West of UTC the day ends later: 03:00 UTC is still the evening before in New York.
    expect(dayIn('America/New_York', new Date('2026-07-01T03:00:00Z'))).toBe('2026-06-30');
  });

  it("starts a day at the zone's midnight, across both DST changes", () => {
    expect(startOfDayIn(PARIS, '2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    // 29 March 2026: clocks go forward at 02:00, the day is 23 hours long.
    expect(startOfDayIn(PARIS, '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDayIn(PARIS, '2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 25 October 2026: clocks go back at 03:00, the day is 25 hours long.
    expect(startOfDayIn(PARIS, '2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfDayIn(PARIS, '2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfDayIn('UTC', '2026-10-25').toISOString()).toBe('2026-10-25T00:00:00.000Z');
  });

  it("reads a round's clock times on the zone's wall, on the days of 23 and 25 hours", () => {
    const at = (day: string, clock: string) => clockIn(PARIS, day, clock).toISOString();
    expect(at('2026-01-15', '08:00')).toBe('2026-01-15T07:00:00.000Z');
    expect(at('2026-07-15', '08:00')).toBe('2026-07-15T06:00:00.000Z');
    // 29 March 2026 (23 hours): midnight is winter time, 08:00 summer time, 7 hours apart.
    expect(at('2026-03-29', '00:00')).toBe('2026-03-28T23:00:00.000Z');
    expect(at('2026-03-29', '08:00')).toBe('2026-03-29T06:00:00.000Z');
    // 02:30 does not exist that night: it comes an hour later, never before 02:00.
    expect(at('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026 (25 hours): 08:00 is winter time again, 9 hours after midnight.
    expect(at('2026-10-25', '08:00')).toBe('2026-10-25T07:00:00.000Z');
    expect(at('2026-10-25', '18:00')).toBe('2026-10-25T17:00:00.000Z');
    // A depot open until midnight closes at the next day's start.
    expect(at('2026-10-25', '24:00')).toBe(startOfDayIn(PARIS, '2026-10-26').toISOString());
    expect(clockIn('UTC', '2026-03-29', '08:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    // And back: the wall clock an instant reads.
    expect(clockAt(PARIS, new Date('2026-03-29T06:00:00Z'))).toEqual({ hour: 8, minute: 0 });
    expect(clockAt(PARIS, new Date('2026-03-28T23:10:00Z'))).toEqual({ hour: 0, minute: 10 });
  });

  it('gives today and the ISO week as ranges of instants, a DST day included', () => {
    const { today, week } = periodsIn(PARIS, new Date('2026-03-29T12:00:00Z'));
    expect(today.end.getTime() - today.start.getTime()).toBe(23 * 3_600_000);
    // Sunday 29 March belongs to the week from Monday 23 March (winter time).
    expect(week.start.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(week.end.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const late = periodsIn(PARIS, new Date('2026-03-31T23:30:00Z'));
    expect(late.today.start.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(late.today.end.toISOString()).toBe('2026-04-01T22:00:00.000Z');
    expect(late.week.start.toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('moves plain dates by calendar days, across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("starts a month at the zone's midnight of the 1st, moved across years", () => {
    // 23:30 UTC on 30 November is already 1 December in Paris: December's month.
    const at = new Date('2030-11-30T23:30:00Z');
    expect(monthStartIn(PARIS, at).toISOString()).toBe('2030-11-30T23:00:00.000Z');
    expect(monthStartIn('UTC', at).toISOString()).toBe('2030-11-01T00:00:00.000Z');
    expect(monthStartIn(PARIS, at, 1).toISOString()).toBe('2030-12-31T23:00:00.000Z');
    expect(monthStartIn(PARIS, at, -1).toISOString()).toBe('2030-10-31T23:00:00.000Z');
    // The month's name: Paris's December, UTC's November; moved across the year.
    expect(monthIn(PARIS, at)).toBe('2030-12');
    expect(monthIn('UTC', at)).toBe('2030-11');
    expect(monthIn(PARIS, at, 1)).toBe('2031-01');
    expect(monthIn(PARIS, at, -12)).toBe('2029-12');
    // Summer time (UTC+2) on 1 July.
    expect(monthStartIn(PARIS, new Date('2026-07-15T12:00:00Z')).toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
  });
});
