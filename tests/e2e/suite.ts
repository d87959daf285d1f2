/**
 * What the browser-test files set up the same way: one server and one Chromium for the file,
 * pages in fresh contexts that report their errors and a screenshot when a test fails, journeys
 * told in named stages, and the sign-in form filled in as a user does.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import {
  DEMO_PASSWORD,
  launchBrowser,
  reportOnFailure,
  startServer,
  watchForeignRequests,
  watchPageErrors,
  type RunningServer,
  type ServerOptions,
} from './harness';
import { startingWith } from './text';
import { raFr } from './catalogs';

/** Runs one stage of a journey: a failure names it, so a broken journey says where it broke. */
export async function stage(name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    throw new Error(`stage "${name}" failed: ${(error as Error).message}`, { cause: error });
  }
}

export interface ServerAndBrowser {
  /** The running server's address (inside a test). */
  url(): string;
  /** The server's recent log, to explain a failure. */
  output(): string;
  /** A new browser context (its own storage), closed after the file. */
  newContext(options: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Call inside a `describe`: starts the server (with `options`, or what `options()` gives once
 * the file's earlier hooks have run, such as a mail stand-in's address) and the browser before
 * its tests, and closes the contexts, the browser and the server after them.
 */
export function serverAndBrowser(
  options: ServerOptions | (() => ServerOptions) = {},
): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startServer(typeof options === 'function' ? options() : options);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  return {
    url: () => server!.url,
    output: () => server!.output(),
    async newContext(contextOptions) {
      const context = await browser!.newContext(contextOptions);
      contexts.push(context);
      return context;
    },
  };
}

export interface PageWatch {
  /** A page in a new context (closed after the file): now the page a failure reports. */
  newPage(options: BrowserContextOptions): Promise<Page>;
  /** Call at a test's start: on failure, the current page's errors and its screenshot. */
  reportFailures(): void;
}

/** The page a test acts on (the latest opened) and what it complains about. */
export function watchPages(shared: ServerAndBrowser): PageWatch {
  let current: Page | undefined;
  let errors: string[] = [];
  return {
    async newPage(contextOptions) {
      const context = await shared.newContext(contextOptions);
      const page = await context.newPage();
      errors = watchPageErrors(page);
      current = page;
      return page;
    },
    reportFailures() {
      reportOnFailure(
        () => current,
        () => errors,
      );
    },
  };
}

export interface BrowserSuite {
  /** The running server's address (inside a test). */
  url(): string;
  /** A page in a new context (French unless told), closed after the file. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/** Call inside a `describe`: starts the server and the browser before its tests. */
export function browserSuite(options: ServerOptions = {}): BrowserSuite {
  const shared = serverAndBrowser(options);
  const pages = watchPages(shared);
  return {
    url: shared.url,
    async newPage(contextOptions = {}) {
      const page = await pages.newPage({ locale: 'fr-FR', ...contextOptions });
      pages.reportFailures();
      return page;
    },
  };
}

export interface ApiOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** The status the call must answer: 201 for a POST, else 200, unless told. */
  expected?: number;
}

export interface JourneySuite extends ServerAndBrowser {
  /**
   * A fresh browser context (its own storage) and its page, English-speaking (French stays the
   * app's language); what the page complains about and asks of other hosts is kept.
   * `options` add to the context's (a phone's viewport and position, say).
   */
  visitor(options?: BrowserContextOptions): Promise<Page>;
  /** A signed-in user in a browser context of its own (its own storage, its own session). */
  signIn(email: string, password?: string, options?: BrowserContextOptions): Promise<Page>;
  /** A stage acted on `page`: the page a failure's screenshot is taken of. */
  stage(name: string, page: Page, run: () => Promise<void>): Promise<void>;
  /** Call at a test's start: on failure, the page errors and the acting page's screenshot. */
  reportFailures(): void;
  /** What every page asked of hosts other than the server. */
  foreignRequests(): string[];
  /**
   * Nothing went to another host (but the stand-ins of `allowedOrigins`, such as a tile server
   * the test configured), and no page complained (but of what `expected` matches: the failed
   * loads of a page the test itself took offline, say).
   */
  expectCleanPages(expected?: RegExp[], allowedOrigins?: string[]): void;
  /** JSON from the running server's API; a status other than `expected` fails with its body. */
  api<T>(path: string, options?: ApiOptions): Promise<T>;
  /** A fresh access token of `email` (signed in through the API). */
  tokenOf(email: string, password?: string): Promise<string>;
}

/**
 * Call inside a `describe`: a journey of several people, each in a browser context of its own,
 * on one server (see serverAndBrowser for `options`); `contextOptions` are every context's
 * (a time zone, say).
 */
export function journeySuite(
  options: ServerOptions | (() => ServerOptions) = {},
  contextOptions: BrowserContextOptions = {},
): JourneySuite {
  const shared = serverAndBrowser(options);
  /** Per page: what it complained about, and what it asked of other hosts. */
  const pageErrors: string[][] = [];
  const foreign: string[][] = [];
  /** The page a failure screenshot is taken of: the one the current stage acts on. */
  let acting: Page | undefined;

  const journey: JourneySuite = {
    ...shared,
    async visitor(options = {}) {
      const context = await shared.newContext({ locale: 'en-US', ...contextOptions, ...options });
      const p = await context.newPage();
      pageErrors.push(watchPageErrors(p));
      foreign.push(watchForeignRequests(p, shared.url()));
      return p;
    },
    async signIn(email, password = DEMO_PASSWORD, options = {}) {
      const p = await journey.visitor(options);
      await journey.stage(`sign in as ${email}`, p, () =>
        signInWithForm(p, shared.url(), email, password),
      );
      return p;
    },
    stage(name, page, run) {
      acting = page;
      return stage(name, run);
    },
    reportFailures() {
      reportOnFailure(
        () => acting,
        () => pageErrors.flat(),
      );
    },
    foreignRequests: () => foreign.flat(),
    expectCleanPages(expected = [], allowedOrigins = []) {
      expect(
        foreign.flat().filter((url) => !allowedOrigins.some((o) => url.startsWith(`${o}/`))),
      ).toEqual([]);
      expect(pageErrors.flat().filter((e) => !expected.some((p) => p.test(e)))).toEqual([]);
    },
    async api<T>(path: string, apiOptions: ApiOptions = {}): Promise<T> {
      const { method = 'GET', body, token, expected = method === 'POST' ? 201 : 200 } = apiOptions;
      const res = await fetch(`${shared.url()}/api${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expected) {
        throw new Error(`${method} ${path}: ${res.status} (expected ${expected}): ${text}`);
      }
      return (text ? JSON.parse(text) : undefined) as T;
    },
    async tokenOf(email, password = DEMO_PASSWORD) {
      const login = await journey.api<{ accessToken: string }>('/authentication', {
        method: 'POST',
        body: { email, password },
        expected: 200,
      });
      return login.accessToken;
    },
  };
  return journey;
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
  // Signed in: the app's user menu, or a driver's own screen (driver.html: its sign-out button).
  await page
    .getByRole('button', { name: raFr.auth.user_menu })
    .or(page.getByRole('button', { name: fr.flotte.auth.sign_out, exact: true }))
    .waitFor();
}
