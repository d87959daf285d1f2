/** A report's period in words from the locale (issue 33: "2026-11" read as a code). */
import { describe, expect, it } from 'vitest';
import { periodText } from '../../src/resources/fleet-report/periodText';

describe('periodText', () => {
  it('writes a month in the locale’s words, long or short', () => {
    expect(periodText('2026-11', 'fr')).toBe('novembre 2026');
    expect(periodText('2026-11', 'en')).toBe('November 2026');
    expect(periodText('2026-03', 'fr', 'short')).toBe('mars 2026');
    expect(periodText('2026-01', 'fr')).toBe('janvier 2026');
  });

  it('leaves a year, or a period being typed, as it is', () => {
    expect(periodText('2026', 'fr')).toBe('2026');
    expect(periodText('2026-1', 'fr')).toBe('2026-1');
  });
});
