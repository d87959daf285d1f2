/**
 * Issue 2's path through the real app: sign in in French, create an asset type and find it,
 * switch to English (still English after a reload), sign out. Real server, real browser.
 */
import { describe, expect, test } from 'vitest';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { StorageKeys } from '../../src/providers/storage';
import { DEMO_EMAIL, DEMO_PASSWORD, watchForeignRequests } from './harness';
// The page's own words come from the catalogs it uses: react-admin's, then ours.
import { raEn, raFr } from './catalogs';
import { serverAndBrowser, stage, watchPages } from './suite';
import { plural, startingWith } from './text';

describe('foundation: the first session of a new user', () => {
  const server = serverAndBrowser();
  const pages = watchPages(server);

  test('signs in in French, creates and finds an asset type, switches to English, signs out', async () => {
    pages.reportFailures();
    // An English-speaking browser: French must still be the default.
    const p = await pages.newPage({ locale: 'en-US' });
    const origin = server.url();
    const foreign = watchForeignRequests(p, origin);
    const typeName = `E2E ${Date.now().toString(36)}`;

    await stage('the sign-in page is in French', async () => {
      await p.goto(origin);
      await p.getByRole('heading', { name: fr.flotte.auth.sign_in_title }).waitFor();
      await p.getByRole('textbox', { name: fr.flotte.auth.email }).waitFor();
      expect(await p.getByText(en.flotte.auth.sign_in_title).count()).toBe(0);
    });

    await stage('sign in as the demo superadmin', async () => {
      await p.getByRole('textbox', { name: fr.flotte.auth.email }).fill(DEMO_EMAIL);
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(DEMO_PASSWORD);
      await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await p.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.token)).toBeTruthy();
    });

    const assetTypesFr = plural(fr.resources['asset-type'].name);
    await stage('open the asset types', async () => {
      await p.getByRole('menuitem', { name: assetTypesFr, exact: true }).click();
      await p.waitForURL(/\/asset-type/);
    });

    await stage('create an asset type', async () => {
      await p.getByRole('link', { name: raFr.action.create, exact: true }).click();
      await p
        .getByRole('textbox', { name: startingWith(fr.resources['asset-type'].fields.name) })
        .fill(typeName);
      await p.getByRole('button', { name: raFr.action.save, exact: true }).click();
      // The form redirects to the list once the server has answered 201.
      await p.waitForURL(/\/asset-type(\?.*)?$/);
    });

    await stage('find it in the list by searching', async () => {
      await p.getByRole('textbox', { name: raFr.action.search }).fill(typeName);
      await p.getByRole('cell', { name: typeName, exact: true }).waitFor();
      // Only the searched type is left: the header row plus one row.
      await expect.poll(() => p.getByRole('row').count()).toBe(2);
    });

    const assetTypesEn = plural(en.resources['asset-type'].name);
    await stage('switch to English with the language menu', async () => {
      await p.getByRole('button', { name: fr.flotte.language.fr }).click();
      await p.getByRole('menuitem', { name: fr.flotte.language.en }).click();
      await p.getByRole('menuitem', { name: assetTypesEn, exact: true }).waitFor();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.language)).toBe('en');
    });

    await stage('still English after a reload', async () => {
      await p.reload();
      await p.getByRole('menuitem', { name: assetTypesEn, exact: true }).waitFor();
      await p.getByRole('button', { name: raEn.auth.user_menu }).waitFor();
      expect(await p.getByRole('menuitem', { name: assetTypesFr, exact: true }).count()).toBe(0);
    });

    await stage('sign out, back on the sign-in page', async () => {
      const token = await p.evaluate((key) => localStorage.getItem(key), StorageKeys.token);
      expect(token).toBeTruthy();
      await p.getByRole('button', { name: raEn.auth.user_menu }).click();
      await p.getByRole('menuitem', { name: raEn.auth.logout }).click();
      await p.getByRole('heading', { name: en.flotte.auth.sign_in_title }).waitFor();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.token)).toBeNull();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.user)).toBeNull();
      // Signing out revoked the session on the server, not only in the browser.
      const withOldToken = await fetch(`${origin}/api/asset-type`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(withOldToken.status).toBe(401);
    });

    // disableTelemetry and no configured third party: every request went to our server.
    expect(foreign).toEqual([]);
  });
});
