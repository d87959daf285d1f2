import { describe, expect, it } from 'vitest';
import {
  leaseCharges,
  leaseDays,
  periodCharge,
  periodStart,
} from '../../server/services/leases/periods';

/** A lease's terms: from `start_date` to `end_date`, `rate` a `period`. */
const terms = (
  start_date: string,
  end_date: string,
  period: 'day' | 'week' | 'month',
  rate: number,
) => ({ start_date, end_date, period, rate });

describe('lease periods', () => {
  it('days and weeks follow each other from the start date', () => {
    expect([0, 1, 2].map((k) => periodStart('2025-12-30', 'day', k))).toEqual([
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
    ]);
    expect([0, 1, 2].map((k) => periodStart('2024-02-22', 'week', k))).toEqual([
      '2024-02-22',
      '2024-02-29',
      '2024-03-07',
    ]);
  });

  it('months keep the start day, or the month’s last when it is shorter', () => {
    expect([0, 1, 2, 3, 12, 13].map((k) => periodStart('2024-01-31', 'month', k))).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2025-01-31',
      '2025-02-28',
    ]);
    expect(periodStart('2025-11-15', 'month', 2)).toBe('2026-01-15');
  });

  it('a lease’s days include both ends', () => {
    expect(leaseDays('2025-03-01', '2025-03-01')).toBe(1);
    expect(leaseDays('2025-02-27', '2025-03-02')).toBe(4);
  });

  it('every period begun is charged whole; none after the end date', () => {
    const monthly = terms('2025-01-31', '2025-03-10', 'month', 900);
    expect(leaseCharges(monthly)).toEqual([
      { index: 0, start: '2025-01-31', last: '2025-02-27', amount: 900 },
      { index: 1, start: '2025-02-28', last: '2025-03-10', amount: 900 },
    ]);
    expect(periodCharge(monthly, 2)).toBeNull();
    const tenDays = terms('2025-06-01', '2025-06-10', 'week', 7000);
    expect(leaseCharges(tenDays).map((c) => [c.start, c.last, c.amount])).toEqual([
      ['2025-06-01', '2025-06-07', 7000],
      ['2025-06-08', '2025-06-10', 7000],
    ]);
    const oneDay = terms('2025-06-01', '2025-06-01', 'day', 50);
    expect(leaseCharges(oneDay)).toEqual([
      { index: 0, start: '2025-06-01', last: '2025-06-01', amount: 50 },
    ]);
  });
});
