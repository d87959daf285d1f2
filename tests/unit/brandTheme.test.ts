import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { brandTheme, colors, theme } from '../../src/theme';

const primary = (color: string | null) =>
  brandTheme(color).palette?.primary as { main: string; contrastText: string } | undefined;

describe("the theme in a business's primary colour", () => {
  it("is Flotte's own theme without a (valid) colour", () => {
    expect(brandTheme(null)).toBe(theme);
    expect(brandTheme('')).toBe(theme);
    expect(brandTheme('orange')).toBe(theme);
    expect(brandTheme('#12345')).toBe(theme);
  });

  it.each([
    ['#1f4e79', '#FFFFFF'],
    ['#ff6600', colors.primary],
    ['#ffeb3b', colors.primary],
    ['#000000', '#FFFFFF'],
  ])('puts %s as primary with readable text on it (%s)', (color, text) => {
    expect(primary(color)).toEqual({ main: color, contrastText: text });
    // At least WCAG AA for large text (the app bar's title, buttons).
    expect(getContrastRatio(color, text)).toBeGreaterThanOrEqual(3);
  });

  it('keeps the rest of the theme', () => {
    const branded = brandTheme('#1f4e79');
    expect(branded.components).toBe(theme.components);
    expect(branded.palette?.secondary).toEqual(theme.palette?.secondary);
    expect(branded.typography).toBe(theme.typography);
  });
});
