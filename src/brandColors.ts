/**
 * A business's brand colour and the text written on it, without MUI: the admin's theme
 * (theme.ts, brandTheme) and the recipient's tracking page (a light entry with no MUI:
 * docs/first-screen.md) read them here, so both pick the same text colour for a given brand.
 */

/** Flotte's own near-black, the brand colour when a business has none. */
export const FLOTTE_DARK = '#111418';

/** The brand colours a business may set: `#rrggbb`. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** WCAG relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Text on a brand colour: white or near-black, whichever contrasts more (a light brand stays readable). */
export function brandContrastText(primary: string): string {
  return contrastRatio(primary, '#FFFFFF') >= contrastRatio(primary, FLOTTE_DARK)
    ? '#FFFFFF'
    : FLOTTE_DARK;
}
