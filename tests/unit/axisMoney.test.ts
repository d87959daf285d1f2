import { describe, expect, it } from 'vitest';
import { axisMoney } from '../../src/resources/common/chartFigure';

/** Intl's narrow and plain no-break spaces as spaces. */
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe("a money chart's axis (issue 33: the asset's chart clipped its labels)", () => {
  it('labels amounts in whole units, compact, in the language', () => {
    // 12 345,67 € and 1 234 567,80 € held as minor units (cents).
    const fr = axisMoney('EUR', 'fr');
    expect([1_234_567, 123_456_780, 0, null].map((v) => plain(fr(v)))).toEqual([
      '12 k €',
      '1,2 M €',
      '0 €',
      '0 €',
    ]);
    expect(axisMoney('EUR', 'en')(1_234_567)).toBe('€12K');
    // A currency without minor units is not divided.
    expect(plain(axisMoney('XOF', 'fr')(1_500_000))).toBe('1,5 M F CFA');
  });

  it('keeps every label short enough for the axis, whatever the amount', () => {
    const fr = axisMoney('EUR', 'fr');
    for (const v of [99, 99_999, 9_999_999, 999_999_999, -9_999_999]) {
      expect(fr(v).length, String(v)).toBeLessThanOrEqual(8);
    }
  });
});
