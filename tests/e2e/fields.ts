/** Form fields as the browser journeys read them. */
import type { Page } from 'playwright-core';
import { startingWith } from './text';

/** What the combobox labelled `label` on `page` shows chosen: a reading for `expect.poll`. */
export const chosenIn = (page: Page, label: string) => () =>
  page.getByRole('combobox', { name: startingWith(label) }).inputValue();
