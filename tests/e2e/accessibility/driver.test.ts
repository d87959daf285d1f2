import { expect } from 'vitest';
import { fr } from '../../../src/i18n/fr';
import { walkRole } from './walk';

const stepFr = fr.flotte.driver.step;

/**
 * The driver's walk: its menu (its own screen and what it may open), then, at 390 px as a phone
 * shows them, the dialogs its delivery steps open: the failure's reason and the proof sheet.
 */
walkRole('driver', 'chauffeur@flotte.demo', async (phone, audit) => {
  await phone.goto(phone.url().replace(/#.*$/, '#/driver'));
  await phone.getByRole('article').first().waitFor();
  let opened = 0;
  for (const step of ['failed', 'delivered'] as const) {
    const button = phone.getByRole('button', { name: stepFr[step], exact: true }).first();
    if (!(await button.isVisible())) continue;
    await button.click();
    await phone.getByRole('dialog').waitFor();
    await audit(`/driver, the “${stepFr[step]}” dialog`);
    await phone.keyboard.press('Escape');
    await phone.getByRole('dialog').waitFor({ state: 'detached' });
    opened += 1;
  }
  // The demo's driver has a delivery under way: at least one of them was checked.
  expect(opened).toBeGreaterThan(0);
});
