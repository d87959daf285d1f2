/**
 * What most browser-test files set up the same way: one server and one Chromium for the file,
 * pages in fresh contexts that report their errors and a screenshot when a test fails, and the
 * sign-in form filled in as a user does.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import {
  DEMO_PASSWORD,
  launchBrowser,
  reportOnFailure,
  startServer,
  watchPageErrors,
  type RunningServer,
  type ServerOptions,
} from './harness';
import { startingWith } from './text';
import { raFr } from './catalogs';

export interface BrowserSuite {
  /** The running server's address (inside a test). */
  url(): string;
  /** A page in a new context (French unless told), closed after the file. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Call inside a `describe`: starts the server and the browser before its tests. */
export function browserSuite(options: ServerOptions = {}): BrowserSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  let current: Page | undefined;
  let errors: string[] = [];

  beforeAll(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  return {
    url: () => server!.url,
    async newPage(contextOptions = {}) {
      const context = await browser!.newContext({ locale: 'fr-FR', ...contextOptions });
      contexts.push(context);
      const page = await context.newPage();
      errors = watchPageErrors(page);
      current = page;
      reportOnFailure(
        () => current,
        () => errors,
      );
      return page;
    },
  };
}

/** Signs in through the French sign-in page and waits for the admin's user menu. */
export async function signInWithForm(
  page: Page,
  serverUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${serverUrl}/#/login`);
  await page.getByRole('textbox', { name: fr.flotte.auth.email }).fill(email);
  await page.getByLabel(startingWith(fr.flotte.auth.password)).fill(password);
  await page.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
  await page.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
}
