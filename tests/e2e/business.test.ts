/**
 * Issue 8's paths through the real app. A white-label business signs up and the superadmin
 * approves it from the queue; topped up, it subscribes to the white-label plan and sees its
 * wallet debited; it brands itself (logo, colour) and its branded sign-in page and app bar wear
 * the brand; a B2B client signs up under it, requests a delivery, and the white-label business
 * sees that request on the client's page. One real server (with a real SMTP stand-in for the
 * codes and the approval mail), Chromium, one browser context per person. Nothing is mocked.
 *
 * The journeys follow one business through its life: each test starts where the previous one
 * left it, so they run in order and a failure in one explains the next.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { formatMoney } from '../../src/resources/common/money';
import { statusMail } from '../../server/mail/business-mails';
import { DEMO_EMAIL, DEMO_PASSWORD } from './harness';
import { startingWith, fill, plural } from './text';
import { codeIn, startMailbox, type Mailbox, type ReceivedMail } from './mailbox';
import { solidPng } from './png';
import { raFr } from './catalogs';
import { saveRequest } from './request-form';
import { journeySuite } from './suite';
import { walletPanel } from './dashboard';

const money = (minor: number) => formatMoney(minor, 'EUR', 'fr');

const MAIL_FROM = 'Flotte E2E <robot@flotte.e2e>';
// No timing is asserted: this only turns a mail that never comes into a readable failure.
const MAIL_LIMIT_MS = 30_000;

/** What the superadmin credits, in minor units: enough for the white-label plan's month. */
const TOP_UP = 50_000;
const CLIENT_TOP_UP = 20_000;
/** The seed's "Moto" asset type costs 25,00 € (server/seed.ts). */
const ASSET_TYPE = 'Moto';
const REQUEST_PRICE = 2500;
/** A `#rrggbb` colour as getComputedStyle gives it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
/**
 * The brand: a teal, far from Flotte's near-black primary (src/theme.ts), and an amber logo
 * that stands out on it (a screenshot of a failure shows it in the app bar).
 */
const BRAND_COLOR = '#0b6e4f';
const BRAND_RGB = rgb(BRAND_COLOR);
const FLOTTE_RGB = rgb('#111418');
const LOGO = solidPng(24, '#f2a900');

const adminFr = fr.flotte.business_admin;
const subscriptionFr = fr.flotte.subscription;
const brandingFr = fr.flotte.my_business.branding;
const requestsFr = fr.resources['business-dispatches'];
const clientsFr = fr.resources['b2b-clients'];

interface PlanRecord {
  id: string;
  code: string;
  name: string;
  monthly_price: number;
  currency: string;
}

describe('business: approval, subscription, branding and a B2B client', () => {
  let mailbox: Mailbox | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
  });

  afterAll(async () => {
    await mailbox?.stop();
  });

  const journey = journeySuite(() => ({ env: { SMTP_URL: mailbox!.url, MAIL_FROM } }));
  const { api, stage, visitor, expectCleanPages, tokenOf } = journey;

  /** The first mail to `to` that `matches`, already received or still to come. */
  async function mailTo(
    to: string,
    matches: (mail: ReceivedMail) => boolean = () => true,
  ): Promise<ReceivedMail> {
    const find = () => mailbox!.all().find((mail) => mail.to.includes(to) && matches(mail));
    await expect
      .poll(find, {
        timeout: MAIL_LIMIT_MS,
        message: `no such mail to ${to}; server log:\n${journey.output()}`,
      })
      .toBeDefined();
    return find()!;
  }

  /** Reads the code mailed to a new account and verifies it (the user's id and business). */
  async function verify(email: string) {
    const code = codeIn(
      await mailTo(email, (mail) => mail.subject === 'Flotte : votre code de vérification'),
    );
    const { user } = await api<{ user: { business_id: string | null } }>('/auth/user/verify', {
      method: 'POST',
      body: { email, code },
      expected: 200,
    });
    expect(user.business_id).toBeTruthy();
    return user.business_id!;
  }

  /** Fills the sign-in form the page shows (Flotte's or a business's) and waits to be in. */
  async function signInHere(p: Page, email: string, password: string) {
    await p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) }).fill(email);
    await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(password);
    await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
    await p.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
  }

  async function signIn(email: string, password: string): Promise<Page> {
    const p = await visitor();
    await stage(`sign in as ${email}`, p, async () => {
      await p.goto(`${journey.url()}/#/login`);
      await signInHere(p, email, password);
    });
    return p;
  }

  const menu = (p: Page, name: string) => p.getByRole('menuitem', { name, exact: true }).click();

  /** The computed background colour of an element. */
  const background = (element: Locator) =>
    element.evaluate((node) => getComputedStyle(node).backgroundColor);

  /** The image is loaded and decoded by the browser (not a broken image). */
  const decodedWidth = (img: Locator) =>
    img.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0));

  // The business this file follows, and what each journey learns about it.
  const run = Date.now().toString(36);
  const company = {
    business: `Transports Azur ${run}`,
    slug: `azur-${run}`,
    name: 'Inès Caradec',
    email: `ines.${run}@example.test`,
    password: 'marque-bleue-42',
  };
  const client = {
    business: `Épicerie Fine ${run}`,
    name: 'Hugo Bertin',
    email: `hugo.${run}@example.test`,
    password: 'client-vert-42',
  };
  let businessId = '';
  let adminToken = '';
  let staff: Page | undefined;
  let logoSrc = '';

  const logs = journey.reportFailures;

  /** Signs `who` up, in French, through the API's sign-up at `path` (with `more` fields). */
  const signUp = (path: string, who: typeof client, more: object) =>
    api(path, {
      method: 'POST',
      body: {
        name: who.name,
        email: who.email,
        password: who.password,
        business_name: who.business,
        locale: 'fr',
        ...more,
      },
    });

  test('the superadmin approves a white-label business from the queue', async () => {
    logs();
    await signUp('/business/whitelabel/signup', company, { slug: company.slug });
    businessId = await verify(company.email);
    adminToken = await tokenOf(DEMO_EMAIL, DEMO_PASSWORD);

    const admin = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const row = admin.getByRole('row').filter({ hasText: company.business });

    await stage(
      'the businesses list opens on all of them; the waiting tab counts and lists the new one',
      admin,
      async () => {
        await menu(admin, plural(fr.resources.business.name));
        await admin.waitForURL(/#\/business/);
        const tabs = admin.getByRole('tablist', { name: adminFr.tabs.label });
        await expect
          .poll(() =>
            tabs
              .getByRole('tab', { name: adminFr.tabs.all, exact: true })
              .getAttribute('aria-selected'),
          )
          .toBe('true');
        // "En attente (n)": the tab names how many wait.
        const waiting = tabs.getByRole('tab', {
          name: new RegExp(`^${adminFr.tabs.waiting} \\([1-9]\\d*\\)$`),
        });
        await waiting.click();
        await expect.poll(() => waiting.getAttribute('aria-selected')).toBe('true');
        await row.getByText(fr.resources.business.waiting, { exact: true }).waitFor();
        await row.getByText(fr.resources.business.kinds.whitelabel, { exact: true }).waitFor();
      },
    );

    await stage('approve it, after the confirmation naming it', admin, async () => {
      await row
        .getByRole('button', { name: fill(adminFr.approve_named, { name: company.business }) })
        .click();
      const dialog = admin.getByRole('dialog', {
        name: fill(adminFr.approve_title, { name: company.business }),
      });
      await dialog.getByText(adminFr.approve_content).waitFor();
      await dialog.getByRole('button', { name: adminFr.approve, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await admin.getByText(fill(adminFr.approved, { name: company.business })).waitFor();
    });

    await stage('it leaves the queue and shows among the active ones', admin, async () => {
      await expect.poll(() => row.count()).toBe(0);
      await admin.getByRole('tab', { name: adminFr.tabs.active }).click();
      await row.getByText(fr.resources.business.active, { exact: true }).waitFor();
      // Active, it is offered suspension instead.
      await row
        .getByRole('button', { name: fill(adminFr.suspend_named, { name: company.business }) })
        .waitFor();
    });

    await stage('its staff got the approval mail', admin, async () => {
      const expected = statusMail('approved', 'fr', {
        businessName: company.business,
        name: company.name,
      });
      const mail = await mailTo(company.email, (m) => m.subject === expected.subject);
      expect(mail.text).toContain(`Bonjour ${company.name},`);
    });

    expectCleanPages();
  });

  test('topped up, it subscribes to the white-label plan and sees its wallet debited', async () => {
    logs();
    const plans = await api<{ data: PlanRecord[] }>('/plans?limit=100&currency=EUR', {
      token: adminToken,
    });
    const plan = plans.data.find((p) => p.code === 'whitelabel')!;
    expect(plan.currency).toBe('EUR');
    await api(`/superadmin/business/${businessId}/wallet/top-up`, {
      method: 'POST',
      token: adminToken,
      body: { amount: TOP_UP, reference: 'E2E' },
    });

    const p = await signIn(company.email, company.password);
    staff = p;
    const { wallet, balance } = walletPanel(p);

    await stage('the dashboard shows the topped-up wallet', p, async () => {
      await expect.poll(() => balance().textContent()).toBe(money(TOP_UP));
    });

    const card = p.getByRole('region', { name: plan.name, exact: true });
    const clientsEntry = p.getByRole('menuitem', { name: plural(clientsFr.name), exact: true });
    await stage('the subscription page: the free tier, and the plans', p, async () => {
      await menu(p, fr.flotte.menu.subscription);
      await p.getByRole('heading', { name: subscriptionFr.title, level: 1 }).waitFor();
      await p.getByText(subscriptionFr.none).waitFor();
      await card
        .getByText(fill(subscriptionFr.per_month, { price: money(plan.monthly_price) }))
        .waitFor();
      await card.getByText(subscriptionFr.whitelabel_yes).waitFor();
      // Without the plan, the B2B side is closed: the menu does not offer it.
      expect(await clientsEntry.count()).toBe(0);
    });

    await stage('choosing it asks first, showing the debit and the balance after', p, async () => {
      await card.getByRole('button', { name: subscriptionFr.choose }).click();
      const dialog = p.getByRole('dialog', {
        name: fill(subscriptionFr.confirm_title, { name: plan.name }),
      });
      const figure = (caption: string) =>
        dialog.getByRole('row', { name: startingWith(caption) }).getByRole('cell');
      await expect
        .poll(() => figure(subscriptionFr.debit).textContent())
        .toBe(money(plan.monthly_price));
      await expect.poll(() => figure(subscriptionFr.balance_now).textContent()).toBe(money(TOP_UP));
      await expect
        .poll(() => figure(subscriptionFr.balance_after).textContent())
        .toBe(money(TOP_UP - plan.monthly_price));
      await dialog.getByRole('button', { name: subscriptionFr.pay, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await p.getByText(fill(subscriptionFr.subscribed, { name: plan.name })).waitFor();
    });

    await stage('the plan is live, marked, renewing at its price', p, async () => {
      const current = p.getByRole('region', { name: subscriptionFr.current, exact: true });
      await current.getByText(plan.name, { exact: true }).waitFor();
      await current.getByText(subscriptionFr.statuses.active, { exact: true }).waitFor();
      await current.getByText(startingWith(subscriptionFr.renews_on.split('%')[0]!)).waitFor();
      await card.getByText(subscriptionFr.current_badge, { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: subscriptionFr.choose }).count()).toBe(0);
      // The plan opens the B2B side.
      await clientsEntry.waitFor();
    });

    await stage('the dashboard’s wallet is debited by the month’s price', p, async () => {
      await menu(p, raFr.page.dashboard);
      await expect.poll(() => balance().textContent()).toBe(money(TOP_UP - plan.monthly_price));
      const charge = wallet
        .getByRole('row')
        .filter({ hasText: fr.flotte.wallet.categories.subscription });
      await charge.getByText(`−${money(plan.monthly_price)}`, { exact: true }).waitFor();
      const panel = p.getByRole('region', { name: subscriptionFr.title, exact: true });
      await panel.getByText(plan.name, { exact: true }).waitFor();
    });

    expectCleanPages();
  });

  test('it brands itself; its branded sign-in page and its app bar wear the logo and colour', async () => {
    logs();
    const p = staff!;
    const preview = p.getByRole('figure', { name: brandingFr.preview });
    const previewButton = preview.getByRole('button', {
      name: brandingFr.preview_sign_in,
      exact: true,
    });

    await stage('Mon entreprise → Image de marque', p, async () => {
      await menu(p, fr.flotte.menu.my_business);
      await p.getByRole('tab', { name: fr.flotte.my_business.tabs.branding }).click();
      await p.getByText(brandingFr.intro).waitFor();
      // Before any change, the preview is in Flotte's colours with the business's name.
      await preview.getByText(company.business, { exact: true }).waitFor();
      expect(await background(previewButton)).toBe(FLOTTE_RGB);
    });

    await stage('a logo and a colour; the preview follows before saving', p, async () => {
      // The logo's drop zone (the file input inside it is hidden), clicked as a user would.
      const picker = p.waitForEvent('filechooser');
      await p
        .getByTestId('dropzone')
        .filter({ has: p.getByLabel(brandingFr.logo, { exact: true }) })
        .click();
      await (await picker).setFiles({ name: 'azur.png', mimeType: 'image/png', buffer: LOGO });
      await p
        .getByRole('textbox', { name: startingWith(brandingFr.primary_color) })
        .fill(BRAND_COLOR);
      const previewLogo = preview.locator('img');
      await expect
        .poll(() => previewLogo.getAttribute('alt'))
        .toBe(fill(fr.flotte.branding.logo_alt, { name: company.business }));
      await expect.poll(() => decodedWidth(previewLogo)).toBe(24);
      await expect.poll(() => background(previewButton)).toBe(BRAND_RGB);
    });

    const banner = p.getByRole('banner');
    const barLogo = banner.getByRole('img', {
      name: fill(fr.flotte.branding.logo_alt, { name: company.business }),
    });
    await stage('saved, the app bar wears the brand at once', p, async () => {
      await p.getByRole('button', { name: raFr.action.save, exact: true }).click();
      await p.getByText(brandingFr.saved).waitFor();
      // The bar hides while the page scrolls down to the save button: back up, as a user would.
      await p.mouse.wheel(0, -10_000);
      await barLogo.waitFor();
      logoSrc = (await barLogo.getAttribute('src')) ?? '';
      expect(logoSrc).toMatch(/^\/api\/uploads\/[\w.-]+\.png$/);
      await expect.poll(() => background(banner.first())).toBe(BRAND_RGB);
    });

    const visitorPage = await visitor();
    const loaded = new Map<string, number>();
    visitorPage.on('response', (response) => {
      loaded.set(new URL(response.url()).pathname, response.status());
    });
    const pageLogo = visitorPage.getByRole('img', {
      name: fill(fr.flotte.branding.logo_alt, { name: company.business }),
    });

    await stage(
      'a visitor’s branded sign-in page shows the logo and colour',
      visitorPage,
      async () => {
        await visitorPage.goto(`${journey.url()}/#/b/${company.slug}/login`);
        await visitorPage.getByRole('heading', { name: fr.flotte.branding.login_title }).waitFor();
        await visitorPage.getByText(company.business, { exact: true }).waitFor();
        await pageLogo.waitFor();
        expect(await pageLogo.getAttribute('src')).toBe(logoSrc);
        await expect.poll(() => decodedWidth(pageLogo)).toBe(24);
        expect(loaded.get(logoSrc)).toBe(200);
        const signInButton = visitorPage.getByRole('button', {
          name: fr.flotte.auth.sign_in,
          exact: true,
        });
        await expect.poll(() => background(signInButton)).toBe(BRAND_RGB);
      },
    );

    await stage('signed in there, its own app bar shows the logo too', visitorPage, async () => {
      await signInHere(visitorPage, company.email, company.password);
      const bar = visitorPage.getByRole('banner');
      const logo = bar.getByRole('img', {
        name: fill(fr.flotte.branding.logo_alt, { name: company.business }),
      });
      await logo.waitFor();
      expect(await logo.getAttribute('src')).toBe(logoSrc);
      await expect.poll(() => background(bar.first())).toBe(BRAND_RGB);
    });

    expectCleanPages();
  });

  test('a B2B client signs up under it and requests a delivery; the business sees the request', async () => {
    logs();
    await signUp('/auth/b2b/sign-up', client, { parent_slug: company.slug });
    const clientId = await verify(client.email);
    await api(`/business/${clientId}/toggle-status`, {
      method: 'PATCH',
      token: adminToken,
      body: { active: true },
    });
    await api(`/superadmin/business/${clientId}/wallet/top-up`, {
      method: 'POST',
      token: adminToken,
      body: { amount: CLIENT_TOP_UP, reference: 'E2E' },
    });

    const pickup = `8 quai de la Fosse, Nantes (${run})`;
    const dropoff = `2 rue Crébillon, Nantes (${run})`;
    const b2b = await visitor();

    await stage(
      'the client signs in on its partner’s branded page, in its colours',
      b2b,
      async () => {
        await b2b.goto(`${journey.url()}/#/b/${company.slug}/login`);
        await signInHere(b2b, client.email, client.password);
        await b2b.getByText(fr.flotte.dashboards.intro_b2b).waitFor();
        await b2b
          .getByRole('banner')
          .getByRole('img', { name: fill(fr.flotte.branding.logo_alt, { name: company.business }) })
          .waitFor();
      },
    );

    await stage('the client requests a delivery by motorbike', b2b, async () => {
      await menu(b2b, fr.flotte.menu.new_request);
      await b2b.waitForURL(/#\/business-dispatches\/create/);
      await b2b
        .getByRole('combobox', { name: startingWith(requestsFr.fields.asset_type_id) })
        .click();
      await b2b.getByRole('option', { name: ASSET_TYPE, exact: true }).click();
      await saveRequest(b2b, { pickup, dropoff, recipient: 'Maëlle Jaouen' });
      await b2b.getByText(requestsFr.statuses.pending, { exact: true }).waitFor();
    });

    const p = staff!;
    await stage('the business opens Clients B2B → the client', p, async () => {
      await menu(p, plural(clientsFr.name));
      await p.waitForURL(/#\/b2b-clients/);
      const row = p.getByRole('row').filter({ hasText: client.business });
      await row.getByText(clientsFr.active, { exact: true }).waitFor();
      await row.getByRole('cell', { name: client.business, exact: true }).click();
      await p.waitForURL(/#\/b2b-clients\/[^/]+\/show/);
    });

    await stage('the client’s page lists its user and its request', p, async () => {
      const users = p.getByRole('region', { name: clientsFr.staff, exact: true });
      await users.getByRole('row').filter({ hasText: client.email }).waitFor();
      const requests = p.getByRole('region', { name: clientsFr.requests, exact: true });
      const request = requests.getByRole('row').filter({ hasText: `${pickup} → ${dropoff}` });
      await request.getByText(requestsFr.statuses.pending, { exact: true }).waitFor();
      await request.getByText(money(REQUEST_PRICE), { exact: true }).waitFor();
      // The row opens the request itself.
      await request.getByRole('link').click();
      await p.waitForURL(/#\/business-dispatches\/[^/]+\/show/);
      await p.getByText(pickup, { exact: true }).first().waitFor();
      await p.getByText(client.business, { exact: true }).first().waitFor();
    });

    expectCleanPages();
  });
});
