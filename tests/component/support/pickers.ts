import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Typing into the app's date fields (src/components/DateInput.tsx, @mui/x-date-pickers):
 * a keyboard user focuses the field's first section and types digits section by section, in
 * the screen's order (day first in French). The tests keep writing the value the API receives
 * (`YYYY-MM-DD` or the local `YYYY-MM-DDTHH:mm`); this turns it into those keystrokes.
 */

/** The field labelled `label` (its group of sections) within `scope` (the screen by default). */
export function pickerField(label: string | RegExp, scope: HTMLElement = document.body) {
  return within(scope).getByRole('group', { name: label });
}

/** `2025-03-10T08:30` → `100320250830`: the digits a French user types, sections in order. */
export function frenchDigits(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) throw new Error(`not a day or local date-time: ${value}`);
  const [, year, month, day, hours = '', minutes = ''] = match;
  return `${day}${month}${year}${hours}${minutes}`;
}

/**
 * Types `value` (`YYYY-MM-DD` or `YYYY-MM-DDTHH:mm`) into the French date field labelled
 * `label`, over what it held: the way DateInput.test.tsx types a day.
 */
export async function typeDate(
  label: string | RegExp,
  value: string,
  scope: HTMLElement = document.body,
  user = userEvent.setup({ delay: null }),
) {
  const [first] = within(pickerField(label, scope)).getAllByRole('spinbutton');
  await user.click(first!);
  await user.keyboard(frenchDigits(value));
}
