/** The request form, as the browser journeys fill it in. */
import type { Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { raFr } from './catalogs';
import { startingWith } from './text';

const fields = fr.resources['business-dispatches'].fields;

/** Fills in the open form's addresses and recipient on `page`, and saves: the request opens. */
export async function saveRequest(
  page: Page,
  { pickup, dropoff, recipient }: { pickup: string; dropoff: string; recipient: string },
) {
  await page.getByRole('textbox', { name: startingWith(fields.pickup_address) }).fill(pickup);
  await page.getByRole('textbox', { name: startingWith(fields.dropoff_address) }).fill(dropoff);
  await page.getByRole('textbox', { name: startingWith(fields.recipient_name) }).fill(recipient);
  await page.getByRole('button', { name: raFr.action.save, exact: true }).click();
  await page.waitForURL(/#\/business-dispatches\/[^/]+\/show/);
}
