/** The dashboard's parts the browser tests read. */
import type { Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';

/** The business dashboard's wallet panel on `page`, and the figure under its "Solde" caption. */
export function walletPanel(page: Page) {
  const wallet = page.getByRole('region', { name: fr.flotte.dashboards.wallet, exact: true });
  const balance = () =>
    wallet
      .getByText(fr.flotte.wallet.balance, { exact: true })
      .locator('xpath=following-sibling::*[1]');
  return { wallet, balance };
}
