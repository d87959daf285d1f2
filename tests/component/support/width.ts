import { vi } from 'vitest';

/**
 * The window as `px` wide for MUI's media queries (jsdom has no layout): a `max-width` or
 * `min-width` query matches as a browser of that width would. Undone by `vi.restoreAllMocks()`.
 */
export function atWidth(px: number) {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (max === null || px <= Number(max[1])) && (min === null || px >= Number(min[1]));
    return { ...original(query), matches };
  });
}

/** A phone's width (issue 33's 390 px). */
export const atPhoneWidth = () => atWidth(390);
