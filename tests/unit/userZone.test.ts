import './support/localStorage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../contract/auth';
import { filterToQuery } from '../../src/providers/dataProvider';
import { resolveRelativePeriods } from '../../src/providers/relativePeriods';
import { readJson, StorageKeys } from '../../src/providers/storage';
import { clearAuthState, setAuthState, store } from '../../src/providers/store';
import { followSavedSettings, userDay, userTimeZone } from '../../src/providers/userZone';
import { defaultPeriod } from '../../contract/fleet-report';
import { fleetReportDefaultFilter } from '../../src/components/fleet-report/defaultFilter';
import { today as paymentDay } from '../../src/resources/invoices/formValues';

const signIn = (role: string, time_zone?: string) =>
  setAuthState({
    user: { id: 'u1', name: 'U', email: 'u@x.test', role, time_zone } as SessionUser,
  });

// 23:30 UTC on Monday 30 November 2026: already Tuesday 1 December in Paris (UTC+1), still
// Monday 30 November in New York (UTC−5) and in UTC.
const LATE_MONDAY_UTC = new Date('2026-11-30T23:30:00Z');

beforeEach(() => {
  localStorage.clear();
  store.reset();
  clearAuthState();
});
afterEach(() => vi.useRealTimers());

describe("the user's day follows its business's time zone (issue 33)", () => {
  it('resolves "today" and "this week" in the zone given, not in Paris nor UTC', () => {
    expect(
      resolveRelativePeriods({ created_period: 'today' }, LATE_MONDAY_UTC, 'America/New_York'),
    ).toEqual({ created_from: '2026-11-30T05:00:00.000Z' });
    expect(resolveRelativePeriods({ created_period: 'today' }, LATE_MONDAY_UTC)).toEqual({
      created_from: '2026-11-30T23:00:00.000Z',
    });
    expect(
      resolveRelativePeriods({ created_period: 'this_week' }, LATE_MONDAY_UTC, 'America/New_York'),
    ).toEqual({ created_from: '2026-11-30T05:00:00.000Z' });
  });

  it("lists ask for the signed-in business's day, Paris for users without a zone", () => {
    vi.useFakeTimers({ now: LATE_MONDAY_UTC, toFake: ['Date'] });
    signIn('business', 'America/New_York');
    expect(userTimeZone()).toBe('America/New_York');
    expect(filterToQuery({ created_period: 'today' })).toEqual({
      created_from: '2026-11-30T05:00:00.000Z',
    });
    // An operator, or a user stored before the sign-in carried a zone: the platform's day.
    signIn('in_house_manager');
    expect(userTimeZone()).toBe('Europe/Paris');
    expect(filterToQuery({ created_period: 'today' })).toEqual({
      created_from: '2026-11-30T23:00:00.000Z',
    });
  });

  it("gives the planner's tomorrow and the driver's today in the user's zone", () => {
    signIn('driver', 'America/New_York');
    expect(userDay(0, LATE_MONDAY_UTC)).toBe('2026-11-30');
    expect(userDay(1, LATE_MONDAY_UTC)).toBe('2026-12-01');
    signIn('asset_owner');
    expect(userDay(0, LATE_MONDAY_UTC)).toBe('2026-12-01');
    expect(userDay(1, LATE_MONDAY_UTC)).toBe('2026-12-02');
  });

  it("offers the operator's today as a payment's day, not UTC's", () => {
    vi.useFakeTimers({ now: LATE_MONDAY_UTC, toFake: ['Date'] });
    signIn('superadmin');
    expect(paymentDay()).toBe('2026-12-01');
  });

  it("opens the fleet report on this month in the user's zone, not UTC's", () => {
    // Noon UTC on 30 November 2026 is already 1 December at UTC+14; 06:00 UTC on 1 December
    // still 30 November at UTC−12: UTC's month is wrong for one or the other.
    vi.useFakeTimers({ now: new Date('2026-11-30T12:00:00Z'), toFake: ['Date'] });
    signIn('business', 'Etc/GMT-14');
    expect(fleetReportDefaultFilter()).toEqual({ period: '2026-12' });
    vi.setSystemTime(new Date('2026-12-01T06:00:00Z'));
    signIn('business', 'Etc/GMT+12');
    expect(fleetReportDefaultFilter()).toEqual({ period: '2026-11' });
    // The operators (no zone of their own): Paris, where 23:30 UTC is already the next month.
    vi.setSystemTime(new Date('2026-12-31T23:30:00Z'));
    signIn('superadmin');
    expect(fleetReportDefaultFilter()).toEqual({ period: '2027-01' });
    // The API's default is the same rule, given the caller's business's zone.
    expect(defaultPeriod('Etc/GMT-14', new Date('2026-11-30T12:00:00Z'))).toBe('2026-12');
    expect(defaultPeriod('Etc/GMT+12', new Date('2026-12-01T06:00:00Z'))).toBe('2026-11');
  });

  it("a saved settings' zone becomes the session's, kept for the next visit", () => {
    signIn('business', 'Europe/Paris');
    followSavedSettings('business-staff', { timezone: 'Asia/Tokyo' });
    expect(userTimeZone()).toBe('Europe/Paris');
    followSavedSettings('business-settings', { timezone: 'America/New_York' });
    expect(userTimeZone()).toBe('America/New_York');
    expect(readJson<SessionUser>(StorageKeys.user)?.time_zone).toBe('America/New_York');
  });
});
