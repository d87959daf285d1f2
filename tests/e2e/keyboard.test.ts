/**
 * Issue 12: one journey per role done with the keyboard alone (Tab, Shift+Tab, Enter, Space, no
 * mouse). Each step moves the focus with Tab until the element named as a user reads it has it,
 * then presses a key; a journey that needs the mouse cannot reach its end. The focus must be
 * visible wherever it lands (an outline or MUI's focus-visible class).
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { DEMO_EMAIL, DEMO_PASSWORD } from './harness';
import { browserSuite } from './suite';
import { fill, startingWith, plural } from './text';
import { raFr } from './catalogs';

/** More Tabs than any page of the app has stops before its content. */
const MAX_TABS = 120;
/**
 * A page still loading has fewer stops than it will have: the Tab cycle is gone through again
 * until this much time has passed, so that a slow first render on a busy machine is not a failure.
 */
const LOADING_MS = 15_000;

/** The focused element: its accessible text, its tag, whether its focus shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', tag: '', visible: false };
    const style = getComputedStyle(el);
    const visible =
      el.classList.contains('Mui-focusVisible') ||
      el.matches(':focus-visible') ||
      (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
    return { name, tag: el.tagName.toLowerCase(), visible };
  });

/** Tab (or Shift+Tab) until the focused element's name matches; fails when it never does. */
async function tabTo(page: Page, name: string | RegExp, backwards = false): Promise<void> {
  const matches = (text: string) =>
    typeof name === 'string' ? text === name || text.startsWith(name) : name.test(text);
  const until = Date.now() + LOADING_MS;
  for (let i = 0; i < MAX_TABS || Date.now() < until; i++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (matches(now.name)) {
      expect(now.visible, `the focus on “${now.name}” is not visible`).toBe(true);
      return;
    }
  }
  throw new Error(`the keyboard never reached “${String(name)}”`);
}

/** Tab until `target` (or an element inside it) has the focus, which must show. */
async function tabToElement(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor();
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el.contains(document.activeElement))) {
      expect((await focused(page)).visible, `the focus on ${what} is not visible`).toBe(true);
      return;
    }
  }
  throw new Error(`the keyboard never reached ${what}`);
}

describe('keyboard only: one journey per role', () => {
  const suite = browserSuite();
  const run = Date.now().toString(36);

  /** JSON from the running server's API, as `email` (the journeys' set-up and end checks). */
  async function api<T>(email: string, path: string, method = 'GET', body?: unknown): Promise<T> {
    const call = async (url: string, init: RequestInit) => {
      const res = await fetch(`${suite.url()}/api${url}`, init);
      const text = await res.text();
      if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`);
      return text ? (JSON.parse(text) as unknown) : undefined;
    };
    const json = { 'content-type': 'application/json' };
    const session = (await call('/authentication', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })) as { accessToken: string };
    return (await call(path, {
      method,
      headers: {
        authorization: `Bearer ${session.accessToken}`,
        ...(body === undefined ? {} : json),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })) as T;
  }

  /** Signs in on the sign-in page with the keyboard: Tab to each field, type, Enter. */
  async function signIn(email: string): Promise<Page> {
    const page = await suite.newPage();
    await page.goto(`${suite.url()}/#/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabToElement(
      page,
      page.getByRole('textbox', { name: fr.flotte.auth.email }),
      'the e-mail field',
    );
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
    return page;
  }

  /** Opens a menu entry with Tab and Enter. */
  async function openMenu(page: Page, menuEntry: string, list: RegExp): Promise<void> {
    await tabTo(page, menuEntry);
    await page.keyboard.press('Enter');
    await page.waitForURL(list);
  }

  test('business: signs in, opens its requests, creates one, then opens it', async () => {
    const page = await signIn('business@flotte.demo');
    const fields = fr.resources['business-dispatches'].fields;
    const pickup = `12 rue du Clavier ${run}, Lyon`;
    const dropoff = `3 place de la Tabulation ${run}, Lyon`;
    await openMenu(
      page,
      plural(fr.resources['business-dispatches'].name),
      /#\/business-dispatches/,
    );
    // The demo business has no request yet: the empty list offers to create one. Wait for it:
    // while the list loads its toolbar shows a create button that the empty state then replaces,
    // and a focus taken there is lost with it.
    const emptyCreate = page
      .getByRole('status')
      .getByRole('link', { name: startingWith(raFr.action.create) });
    await tabToElement(page, emptyCreate, 'the empty list’s create button');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/business-dispatches\/create/);

    // A select opens with the arrow key; Enter chooses the highlighted option.
    const assetType = page.getByRole('combobox', { name: startingWith(fields.asset_type_id) });
    await tabToElement(page, assetType, 'the asset type');
    await page.keyboard.press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    const typeName = (await assetType.textContent())!.trim();
    expect(typeName).not.toBe('');
    await tabToElement(
      page,
      page.getByRole('textbox', { name: startingWith(fields.pickup_address) }),
      'the pickup address',
    );
    await page.keyboard.type(pickup);
    await tabToElement(
      page,
      page.getByRole('textbox', { name: startingWith(fields.dropoff_address) }),
      'the dropoff address',
    );
    await page.keyboard.type(dropoff);
    await tabTo(page, raFr.action.save);
    await page.keyboard.press('Enter');

    // Saved, its page: the addresses typed and the type chosen.
    await page.waitForURL(/#\/business-dispatches\/[^/]+\/show/);
    const created = /#\/business-dispatches\/([^/]+)\/show/.exec(page.url())![1]!;
    await page.getByText(pickup, { exact: true }).waitFor();
    await page.getByText(dropoff, { exact: true }).waitFor();
    await page.getByText(typeName, { exact: true }).first().waitFor();

    // Its readable reference is on its page.
    const { data: stored } = await api<{ data: { reference: string } }>(
      'business@flotte.demo',
      `/business-dispatches/${created}`,
    );
    await page.getByText(stored.reference, { exact: true }).first().waitFor();

    // Back to the list, then the new request opened from its row with Enter. On a 1280-px
    // laptop the list hides the type column: the row is known by its reference and addresses.
    await openMenu(
      page,
      plural(fr.resources['business-dispatches'].name),
      /#\/business-dispatches(\?|$)/,
    );
    const row = page
      .locator('.RaDataTable-row')
      .filter({ hasText: stored.reference })
      .filter({ hasText: pickup })
      .filter({ hasText: dropoff });
    await expect.poll(() => row.count()).toBe(1);
    await tabToElement(page, row, 'the new request’s row');
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`#/business-dispatches/${created}/show`));
    await page.getByText(pickup, { exact: true }).waitFor();
  });

  test('asset owner: signs in, opens an asset, edits and saves it', async () => {
    const page = await signIn('owner@flotte.demo');
    const name = `Renault Master ${run}`;
    await openMenu(page, plural(fr.resources.assets.name), /#\/assets/);
    const row = page.locator('.RaDataTable-row').filter({ hasText: 'Renault Master' });
    await tabToElement(page, row, 'the van’s row');
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/assets\/[^/]+\/show/);
    const id = /#\/assets\/([^/]+)\/show/.exec(page.url())![1]!;
    await tabTo(page, raFr.action.edit);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`#/assets/${id}$`));

    const nameBox = page.getByRole('textbox', {
      name: startingWith(fr.resources.assets.fields.name),
    });
    await tabToElement(page, nameBox, 'the name field');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(name);
    await tabTo(page, raFr.action.save);
    await page.keyboard.press('Enter');

    // Saved: the notice, then the asset's page with its new name, as the API keeps it.
    await page.getByText(fr.resources.assets.notifications.updated, { exact: true }).waitFor();
    await page.waitForURL(new RegExp(`#/assets/${id}/show`));
    await page.getByText(name, { exact: true }).first().waitFor();
    const stored = await api<{ data: { name: string } }>('owner@flotte.demo', `/assets/${id}`);
    expect(stored.data.name).toBe(name);
  });

  test('superadmin: signs in and approves a business waiting for approval', async () => {
    const name = `Clavier Express ${run}`;
    const { data: business } = await api<{ data: { id: string; active: boolean } }>(
      DEMO_EMAIL,
      '/business',
      'POST',
      {
        name,
        active: false,
        staff: { name: 'Camille Clavier', email: `clavier-${run}@example.test` },
      },
    );
    expect(business.active).toBe(false);

    const page = await signIn(DEMO_EMAIL);
    await openMenu(page, plural(fr.resources.business.name), /#\/business/);
    const adminFr = fr.flotte.business_admin;
    // The list opens on all; the tabs are one stop (the chosen one), the arrow key moves between
    // them and Enter chooses: the waiting queue, its count on its tab.
    const tabs = page.getByRole('tablist', { name: adminFr.tabs.label });
    const waitingTab = tabs.getByRole('tab', { name: startingWith(adminFr.tabs.waiting) });
    await expect
      .poll(() => tabs.getByRole('tab', { selected: true }).textContent())
      .toBe(adminFr.tabs.all);
    await expect.poll(() => waitingTab.textContent()).toMatch(/\(\d+\)$/);
    const waitingBefore = Number(/\((\d+)\)$/.exec((await waitingTab.textContent())!)![1]);
    expect(waitingBefore).toBeGreaterThan(0);
    await tabTo(page, adminFr.tabs.all);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => waitingTab.getAttribute('aria-selected')).toBe('true');
    await tabTo(page, fill(adminFr.approve_named, { name }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: fill(adminFr.approve_title, { name }) });
    await dialog.waitFor();
    await tabTo(page, adminFr.approve);
    await page.keyboard.press('Enter');

    // Approved: the notice; it leaves the waiting queue (one fewer on its tab), and the active tab
    // (reached with the arrow key, chosen with Enter) lists it with the offer to suspend it.
    await page.getByText(fill(adminFr.approved, { name }), { exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: fill(adminFr.approve_named, { name }) }).count())
      .toBe(0);
    await expect
      .poll(() => page.locator('.RaDataTable-row').filter({ hasText: name }).count())
      .toBe(0);
    await expect
      .poll(() => waitingTab.textContent())
      .toBe(`${adminFr.tabs.waiting} (${waitingBefore - 1})`);
    await tabTo(page, adminFr.tabs.waiting);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: fill(adminFr.suspend_named, { name }) }).waitFor();
    const stored = await api<{ data: { active: boolean } }>(DEMO_EMAIL, `/business/${business.id}`);
    expect(stored.data.active).toBe(true);
  });

  test('in-house manager: signs in and opens a dashboard figure’s filtered list', async () => {
    const page = await signIn('manager@flotte.demo');
    // The figure of available assets, a link named by what it shows ("2 Disponible"), the
    // sentence ("2 actifs disponibles") its description.
    const caption = fr.resources.assets.statuses.available;
    const figureLink = page.getByRole('link', { name: new RegExp(`^\\d+ ${caption}$`) });
    await tabToElement(page, figureLink, 'the figure of available assets');
    const count = Number(/^\d+/.exec((await figureLink.innerText()).trim())![0]);
    expect(count).toBeGreaterThan(0);
    const [one, many] = fr.flotte.operations.assets.link.available
      .split('||||')
      .map((part) => part.trim().replace('%{smart_count}', String(count)));
    const described = await figureLink.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).textContent()).toBe(count > 1 ? many : one);
    await page.keyboard.press('Enter');

    // The assets list filtered on the status: exactly the figure's count, all available.
    await page.waitForURL(/#\/assets\?/);
    expect(decodeURIComponent(page.url())).toContain('"status":"available"');
    const rows = page.locator('tbody .RaDataTable-row');
    await expect.poll(() => rows.count()).toBe(Math.min(count, 10));
    for (const row of await rows.all()) {
      await row.getByText(fr.resources.assets.statuses.available, { exact: true }).waitFor();
    }
  });
});
