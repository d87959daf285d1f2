/**
 * Issue 12's accessibility check: axe-core (WCAG 2.x A and AA rules and axe's best practices)
 * on every page a visitor and each demo role can open, in Chromium, and a failure on any
 * `serious` or `critical` violation. Signed in, the walk follows the role's own menu: each list,
 * the first record's page (and its tabs), its edit form, the create form; then the same lists
 * at 390 px wide, where the page must not scroll sideways and the menu must fold away. Every
 * page also has exactly one `h1`, and a `main` landmark. The violations of the whole walk are
 * printed together, one per line, so that one run shows everything to fix.
 *
 * One file per walk (signed out, then each role), each with its own server and browser, so
 * that the browser tests can run the walks side by side. What is checked and the known
 * exceptions: docs/accessibility.md.
 */
import { describe, expect, test, vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { ServerOptions } from '../harness';
import { browserSuite, signInWithForm } from '../suite';
import { runAxe } from './axe';
import { laptopProblems, phoneProblems, titleProblems } from './layout';
import { raFr } from '../catalogs';
import { fr } from '../../../src/i18n/fr';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A laptop: issue 22's lists keep their status column and whole menu labels. */
const LAPTOP = { width: 1366, height: 768 };
/** The impacts that fail the test; `moderate` and `minor` ones are printed, not failed. */
const BLOCKING = new Set(['serious', 'critical']);
/** One role's walk visits a few dozen pages, each analysed twice (wide and narrow). */
const WALK_LIMIT_MS = 600_000;

/** The signed-out pages (hash routes of src/pages/accountRoutes.tsx). */
const ACCOUNT_PAGES = [
  '/login',
  '/signup/owner',
  '/signup/business',
  '/signup/b2b',
  '/verify?email=someone%40example.com',
  '/forgot-password',
  '/reset-password?email=someone%40example.com',
  '/b/transports-durand/login',
  '/b/transports-durand/signup',
];

/** What the walk found: blocking violations fail the test, the others are only printed. */
interface Findings {
  blocking: string[];
  other: string[];
}

/**
 * Waits until the page has settled: its `main` is there, nothing shows a spinner or a skeleton,
 * and the transitions under way (MUI's, about 225 ms) are over. A live-events stream may keep a
 * request open, so the network is never waited for.
 */
async function settle(page: Page): Promise<void> {
  await page.locator('main').first().waitFor({ timeout: 30_000 });
  await page
    .locator('[role="progressbar"], .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(async () => {
    // Two frames for a transition that starts with the last render, then every finite one.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const running = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe on the current page, plus our own rules (one h1, a main landmark, no sideways scroll). */
async function audit(page: Page, label: string, findings: Findings): Promise<void> {
  await settle(page);
  const where = `${label} (${page.url().replace(/^https?:\/\/[^/]+/, '')}, ${page.viewportSize()?.width} px)`;
  for (const violation of await runAxe(page)) {
    const line =
      `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target}  ${node.html.slice(0, 160)}`)
        .join('\n');
    (BLOCKING.has(violation.impact) ? findings.blocking : findings.other).push(line);
  }
  const own = await page.evaluate(() => ({
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main, [role="main"]').length,
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // The outermost element that sticks out on the right: where to look for a fix.
    widest: (() => {
      const limit = document.documentElement.clientWidth;
      const out = [...document.querySelectorAll<HTMLElement>('body *')].find(
        (el) => el.getBoundingClientRect().right > limit + 1,
      );
      return out ? `${out.tagName.toLowerCase()}.${[...out.classList].join('.')}` : '';
    })(),
  }));
  if (own.h1 !== 1) findings.blocking.push(`${where}: ${own.h1} h1 elements (one expected)`);
  if (own.main < 1) findings.blocking.push(`${where}: no main landmark`);
  if (own.overflow > 0) {
    findings.blocking.push(
      `${where}: the page scrolls sideways by ${own.overflow} px (${own.widest})`,
    );
  }
}

/** Where the walk clicks a list's first row: on its text, clear of the row's buttons. */
const ROW_CLICK = { x: 400, y: 10 };

/**
 * Whether a click on the row may open another page: react-admin marks a row whose click opens
 * its record (`rowClick`, or a show or edit view), and the point clicked may be a link or a
 * button. A row with neither (a report, a journal, a list the role may only read) keeps the
 * URL, so the walk does not wait out 5 s for a page that cannot come (7 to 10 lists a role).
 */
async function rowMayOpen(row: Locator): Promise<boolean> {
  await row.scrollIntoViewIfNeeded();
  return row.evaluate((el, point) => {
    if (/-clickableRow\b/.test(el.className)) return true;
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + point.x, box.top + point.y);
    return hit?.closest('a[href], button, [role="button"]') != null;
  }, ROW_CLICK);
}

/**
 * At 1366 px: the list shows its status column and every column, the menu whole labels (layout
 * only: axe runs at 1280 px). Checked on the page just audited, widened then narrowed back:
 * both widths are MUI's `lg`, so the same components render, only laid out wider; a visit of
 * its own cost the list's load again.
 */
async function laptopStep(page: Page, label: string, findings: Findings): Promise<void> {
  await page.setViewportSize(LAPTOP);
  await settle(page);
  for (const problem of await laptopProblems(page)) {
    findings.blocking.push(`${label} (1366 px): ${problem}`);
  }
  await page.setViewportSize(DESKTOP);
  await settle(page);
}

/** The name the walk gives the saved query it makes on each list with quick filters. */
const SAVED_QUERY = 'Parcours axe';
const clearName = (name: string) => fr.flotte.operations.filters.clear.replace('%{name}', name);

/**
 * On a list with quick filters (issue 33): the first one applied, then saved as a query, so
 * that axe sees both chosen with their ⊗ (a button that must be named); then the filters
 * cleared with the saved query's ⊗, found by its name. All inside the list's own visit: no page
 * load of its own (the walks' run time).
 */
async function filterStep(page: Page, label: string, findings: Findings): Promise<void> {
  const item = page
    .locator('#main-content .MuiListItem-root .MuiListItemButton-root')
    .filter({ hasNotText: SAVED_QUERY })
    .first();
  if (!(await item.isVisible())) return;
  const name = ((await item.textContent()) ?? '').trim();
  await item.click();
  const clearQuick = page.getByRole('button', { name: clearName(name), exact: true });
  await clearQuick.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (!(await clearQuick.isVisible())) {
    findings.blocking.push(`${label}: the quick filter “${name}” chosen has no named ⊗`);
    return;
  }
  await page.getByRole('button', { name: raFr.saved_queries.new_label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(raFr.saved_queries.query_name).fill(SAVED_QUERY);
  await dialog.getByRole('button', { name: raFr.action.save, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const clearSaved = page.getByRole('button', { name: clearName(SAVED_QUERY), exact: true });
  await clearSaved.waitFor({ timeout: 5_000 });
  await audit(page, `${label} quick filter “${name}” and a saved query`, findings);
  await clearSaved.click();
  await clearQuick.waitFor({ state: 'detached', timeout: 5_000 });
  await settle(page);
}

function report(findings: Findings): void {
  if (findings.other.length > 0) {
    console.info(`moderate or minor (not failed):\n${findings.other.join('\n')}`);
  }
  if (findings.blocking.length > 0) {
    console.error(`serious or critical:\n${findings.blocking.join('\n')}`);
  }
}

/** One walk as one test, with its own server and browser; it fails on a blocking finding. */
function walkSuite(
  title: string,
  options: ServerOptions,
  walk: (tools: {
    newPage(viewport?: typeof DESKTOP): Promise<Page>;
    url(): string;
    visit(page: Page, route: string): Promise<unknown>;
  }) => Promise<Findings>,
): void {
  describe(`accessibility: axe-core, ${title}`, () => {
    const suite = browserSuite(options);
    const newPage = (viewport = DESKTOP) => suite.newPage({ viewport });
    const visit = (page: Page, route: string) => page.goto(`${suite.url()}/#${route}`);

    test(
      title,
      async () => {
        const findings = await walk({ newPage, url: suite.url, visit });
        report(findings);
        expect(findings.blocking).toEqual([]);
      },
      WALK_LIMIT_MS,
    );
  });
}

/** The signed-out pages, wide and at 390 px. */
export function walkSignedOut(): void {
  walkSuite('the signed-out pages, wide and at 390 px', {}, async ({ newPage, visit }) => {
    const page = await newPage();
    const findings: Findings = { blocking: [], other: [] };
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const route of ACCOUNT_PAGES) {
        await visit(page, route);
        await page.locator('h1').first().waitFor();
        await audit(page, `signed out ${route}`, findings);
      }
    }
    return findings;
  });
}

/**
 * Signed in as `role` on the lived-in demo (docs/demo.md): dashboard, lists, records, forms,
 * wide and at 390 px. The demo's history fills every list, so each one's first record, its tabs
 * and charts are checked too, and its white-label business and B2B clients can be walked.
 */
/** What a role's walk checks besides its menu, on the phone page (e.g. the driver's dialogs). */
export type ExtraWalk = (phone: Page, audit: (label: string) => Promise<void>) => Promise<void>;

export function walkRole(role: string, email: string, extra?: ExtraWalk): void {
  walkSuite(
    `signed in as the ${role}: dashboard, lists, records, forms, wide and at 390 px`,
    { env: { FLOTTE_DEMO: 'full' } },
    async ({ newPage, url, visit }) => {
      const signIn = (page: Page) => signInWithForm(page, url(), email);
      const page = await newPage();
      const findings: Findings = { blocking: [], other: [] };
      await signIn(page);
      await audit(page, `${role} dashboard`, findings);

      // The role's menu is the list of its pages.
      const routes = await page
        .locator('a.RaMenuItemLink-root[href^="#/"]')
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('href')!.slice(1)).filter((r) => r !== '/'),
        );
      // A driver lands on his own screen (driver.html, no menu: its audit is the dashboard's
      // above); every other role has one page in its menu at least.
      const ownScreen = new URL(page.url()).pathname === '/driver.html';
      expect(ownScreen || routes.length > 0).toBe(true);
      const records = new Set<string>();
      for (const route of routes) {
        await visit(page, route);
        await audit(page, `${role} ${route}`, findings);
        await laptopStep(page, `${role} ${route}`, findings);
        if (route.endsWith('/create')) continue;
        await filterStep(page, `${role} ${route}`, findings);
        const create = page.getByRole('link', { name: raFr.action.create, exact: true });
        if (await create.isVisible()) {
          const target = (await create.getAttribute('href'))!.slice(1);
          if (!routes.includes(target)) records.add(target);
        }
        // The first record's page, through its row as a user opens it.
        const row = page.locator('tbody .RaDataTable-row, tbody .RaDatagrid-row').first();
        if (await row.isVisible()) {
          const opens = await rowMayOpen(row);
          await row.click({ position: ROW_CLICK }).catch(() => undefined);
          // The list's own filters and sort may follow in its query: only another path is a record.
          const path = (hash: string) => hash.slice(1).split('?')[0];
          if (opens) {
            await page
              .waitForURL((url) => path(url.hash) !== path(`#${route}`), { timeout: 5_000 })
              .catch(() => undefined);
          }
          const opened = new URL(page.url()).hash.slice(1);
          if (path(`#${opened}`) !== path(`#${route}`)) records.add(opened);
        }
      }
      for (const route of records) {
        await visit(page, route);
        await audit(page, `${role} ${route}`, findings);
        for (const tab of await page.getByRole('tab').all()) {
          if ((await tab.getAttribute('aria-selected')) === 'true') continue;
          const name = (await tab.textContent()) ?? '';
          await tab.click();
          await audit(page, `${role} ${route} tab “${name}”`, findings);
        }
        const edit = page.getByRole('link', { name: raFr.action.edit, exact: true });
        if (route.endsWith('/show') && (await edit.first().isVisible())) {
          await edit.first().click();
          await page.waitForURL((url) => !url.hash.endsWith('/show'));
          await audit(page, `${role} edit`, findings);
        }
      }

      // The recipient's tracking page (docs/tracking.md), as the first request's page links to it.
      if (role === 'business') {
        await visit(page, '/business-dispatches');
        // The rows may render twice while the list loads: click until the request opens.
        await vi.waitFor(
          async () => {
            await page.locator('tbody .RaDataTable-row').first().click({ timeout: 2_000 });
            await page.waitForURL(/#\/business-dispatches\/[^/]+\/show/, { timeout: 2_000 });
          },
          { timeout: 20_000, interval: 500 },
        );
        const link = page.locator('a[href*="#/t/"]').first();
        await link.waitFor();
        const trackingRoute = new URL((await link.getAttribute('href'))!, page.url()).hash.slice(1);
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          await visit(page, trackingRoute);
          await page.locator('h1').first().waitFor();
          await audit(page, `tracking page (${viewport.width} px)`, findings);
        }
        await page.setViewportSize(DESKTOP);
      }

      // At 390 px, as a phone opens the app (its own session, the menu never opened): the
      // dashboard and the same lists, the menu folded behind its button.
      const phone = await newPage(PHONE);
      await signIn(phone);
      const atPhone = async (route: string) => {
        await audit(phone, `${role} ${route}`, findings);
        for (const problem of [...(await phoneProblems(phone)), ...(await titleProblems(phone))]) {
          findings.blocking.push(`${role} ${route} (390 px): ${problem}`);
        }
      };
      for (const route of ['/', ...routes]) {
        await visit(phone, route);
        await atPhone(route);
        const menuButton = phone.getByRole('button', { name: raFr.action.open_menu });
        if (!(await menuButton.isVisible())) {
          findings.blocking.push(`${role} ${route} (390 px): no button opens the menu`);
        }
        if (await phone.locator('a.RaMenuItemLink-root').first().isVisible()) {
          findings.blocking.push(`${role} ${route} (390 px): the menu stays open`);
        }
      }
      // The records' pages at 390 px too (their tabs show that more exist).
      for (const route of records) {
        await visit(phone, route);
        await atPhone(route);
      }
      await extra?.(phone, (label) => audit(phone, `${role} ${label}`, findings));
      return findings;
    },
  );
}
