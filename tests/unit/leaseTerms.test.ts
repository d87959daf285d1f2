import { describe, expect, it } from 'vitest';
import type { LeasePreference } from '../../contract/lease';
import { dateValidators, offerAssets, toLeaseBody } from '../../src/pages/leases/proposal';
import {
  firstCharge,
  hasLaterPeriods,
  periodCount,
  periodStart,
} from '../../src/resources/leases/charges';
import { formatDay, leaseDays } from '../../src/resources/leases/days';
import {
  toCreateBody,
  toUpdateBody,
  validateAvailableTo,
  validateMaxDays,
} from '../../src/resources/lease-preferences/preferenceForm';

const offer: LeasePreference = {
  id: 'p1',
  owner_user_id: 'u1',
  owner_name: 'Moussa',
  asset_id: null,
  asset_name: null,
  asset_type_id: 'at1',
  asset_type_name: 'Fourgon',
  min_days: 3,
  max_days: 10,
  rate: 5000,
  period: 'day',
  deposit: 10000,
  currency: 'EUR',
  available_from: '2030-05-01',
  available_to: '2030-05-31',
  regions: [],
  notes: null,
  active: true,
  created_at: '2030-01-01T00:00:00.000Z',
  updated_at: '2030-01-01T00:00:00.000Z',
};

describe('a lease’s periods (docs/leases.md)', () => {
  it('counts days with both ends included', () => {
    expect(leaseDays('2030-05-01', '2030-05-01')).toBe(1);
    expect(leaseDays('2030-02-27', '2030-03-02')).toBe(4);
  });

  it('anchors months on the start day, the month’s last day when shorter', () => {
    expect([0, 1, 2, 3].map((k) => periodStart('2030-01-31', 'month', k))).toEqual([
      '2030-01-31',
      '2030-02-28',
      '2030-03-31',
      '2030-04-30',
    ]);
    expect(periodStart('2030-12-30', 'week', 1)).toBe('2031-01-06');
  });

  it('charges every period begun whole: the count of periods a lease runs into', () => {
    expect(periodCount('2030-05-01', '2030-05-04', 'day')).toBe(4);
    expect(periodCount('2030-05-01', '2030-05-07', 'week')).toBe(1);
    expect(periodCount('2030-05-01', '2030-05-08', 'week')).toBe(2);
    expect(periodCount('2030-01-31', '2030-02-28', 'month')).toBe(2);
    expect(periodCount('2030-01-31', '2030-02-27', 'month')).toBe(1);
    expect(hasLaterPeriods('2030-05-01', '2030-05-07', 'week')).toBe(false);
    expect(firstCharge({ rate: 12000, deposit: 30000 })).toEqual({
      first: 12000,
      deposit: 30000,
      total: 42000,
    });
  });

  it('shows a day as the calendar day it is, whatever the time zone', () => {
    expect(formatDay('2030-05-01', 'fr')).toBe('01/05/2030');
    expect(formatDay('2030-05-01T00:00:00.000Z', 'en-GB')).toBe('01/05/2030');
    expect(formatDay(null, 'fr')).toBe('');
  });
});

describe('the proposal’s checks against the offer', () => {
  const check = dateValidators(
    offer,
    (day) => day,
    () => '2030-04-20',
  );
  const end = (start: string, value: string) => check.end_date(value, { start_date: start }, {});

  it('wants both days, from today, inside the availability', () => {
    expect(check.start_date(null, {}, {})).toBe('flotte.validation.required');
    expect(check.start_date('2030-04-19', {}, {})).toBe('flotte.leases.validation.start_in_past');
    expect(check.start_date('2030-04-25', {}, {})).toEqual({
      message: 'flotte.leases.validation.not_before',
      args: { date: '2030-05-01' },
    });
    expect(check.start_date('2030-05-02', {}, {})).toBeUndefined();
    expect(end('2030-05-20', '2030-06-02')).toEqual({
      message: 'flotte.leases.validation.not_after',
      args: { date: '2030-05-31' },
    });
    expect(end('2030-05-20', '2030-05-19')).toBe('flotte.leases.validation.end_before_start');
  });

  it('wants a duration between the offer’s minimum and maximum', () => {
    expect(end('2030-05-02', '2030-05-03')).toEqual({
      message: 'flotte.leases.validation.min_days',
      args: { smart_count: 3 },
    });
    expect(end('2030-05-02', '2030-05-04')).toBeUndefined();
    expect(end('2030-05-02', '2030-05-11')).toBeUndefined();
    expect(end('2030-05-02', '2030-05-12')).toEqual({
      message: 'flotte.leases.validation.max_days',
      args: { smart_count: 10 },
    });
  });

  it('offers the assets the market lists, or the offer’s own asset', () => {
    const listed = [{ id: 'a1', name: 'Fourgon 1', registration: null }];
    expect(offerAssets({ ...offer, available_assets: listed })).toEqual(listed);
    expect(offerAssets({ ...offer, asset_id: 'a9', asset_name: 'Camion' })).toEqual([
      { id: 'a9', name: 'Camion', registration: null },
    ]);
    expect(offerAssets(offer)).toEqual([]);
    expect(
      toLeaseBody(offer, {
        asset_id: 'a1',
        start_date: '2030-05-02',
        end_date: '2030-05-05',
        notes: '  ',
      }),
    ).toEqual({
      preference_id: 'p1',
      asset_id: 'a1',
      start_date: '2030-05-02',
      end_date: '2030-05-05',
      notes: null,
    });
  });
});

describe('the offer form', () => {
  it('sends one target and clean terms on creation, the terms only on edit', () => {
    const values = {
      target: 'type',
      asset_id: 'a1',
      asset_type_id: 'at1',
      rate: 4550,
      period: 'week',
      currency: 'EUR',
      deposit: 0,
      min_days: 1,
      max_days: '',
      available_from: '',
      available_to: null,
      regions: [' Dakar', 'Dakar ', '', 'Thiès'],
      notes: '  ',
      active: true,
      owner_name: 'Moussa',
    };
    const terms = {
      rate: 4550,
      period: 'week',
      currency: 'EUR',
      deposit: 0,
      min_days: 1,
      max_days: null,
      available_from: null,
      available_to: null,
      regions: ['Dakar', 'Thiès'],
      notes: null,
      active: true,
    };
    expect(toCreateBody(values)).toEqual({ asset_type_id: 'at1', ...terms });
    expect(toCreateBody({ ...values, target: 'asset' })).toEqual({ asset_id: 'a1', ...terms });
    expect(toUpdateBody(values)).toEqual(terms);
  });

  it('checks the maximum against the minimum and the dates against each other', () => {
    expect(validateMaxDays(3, { min_days: 5 }, {})).toBe('flotte.leases.validation.max_below_min');
    expect(validateMaxDays(5, { min_days: 5 }, {})).toBeUndefined();
    expect(validateMaxDays(null, { min_days: 5 }, {})).toBeUndefined();
    expect(validateAvailableTo('2030-04-30', { available_from: '2030-05-01' }, {})).toBe(
      'flotte.leases.validation.to_before_from',
    );
    expect(validateAvailableTo('2030-05-01', { available_from: '2030-05-01' }, {})).toBeUndefined();
  });
});
