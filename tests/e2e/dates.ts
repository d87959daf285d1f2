/**
 * The date fields of the app (src/components/DateInput.tsx, @mui/x-date-pickers) take no
 * pasted ISO string: a person types the digits section by section, in the language's order.
 */
import type { Locator, Page } from 'playwright-core';
import { startingWith } from './text';

/**
 * The digits a person types for a `YYYY-MM-DD` day or a local `YYYY-MM-DDTHH:mm`, in the
 * sections' order: day first in French, month first in English; the time follows.
 */
export const dateDigits = (value: string, language: 'fr' | 'en' = 'fr'): string => {
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(
    value,
  )!;
  const date = language === 'fr' ? `${day}${month}${year}` : `${month}${day}${year}`;
  return hour === undefined ? date : `${date}${hour}${minute}`;
};

/** The date field named `label` (its sections are a group named by the field's label). */
export const dateField = (scope: Page | Locator, label: string) =>
  scope.getByRole('group', { name: startingWith(label) });

/**
 * Types `value` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) into the date field named `label`: focuses
 * its first section, then types the digits as a person would.
 */
export async function typeDate(
  scope: Page | Locator,
  label: string,
  value: string,
  language: 'fr' | 'en' = 'fr',
): Promise<void> {
  const field = dateField(scope, label);
  await field.getByRole('spinbutton').first().click();
  const page = 'page' in scope ? scope.page() : scope;
  await page.keyboard.type(dateDigits(value, language));
}
