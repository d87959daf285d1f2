/**
 * Issue 3's paths through the real app. An asset owner signs up in French (country and phone
 * prefix pre-filled by an IP geolocation stand-in on loopback), is refused at sign-in until
 * verified, reads the code in the mail a real SMTP server on loopback received, verifies and
 * lands signed in on the owner's dashboard and menu. A business signs up (a taken address is
 * refused first) and the superadmin finds it waiting for approval. A forgotten password is
 * reset by mailed code, ending older sessions. A business's branded sign-in keeps its look for
 * the session. Real server, real browser, nothing mocked.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { StorageKeys } from '../../src/providers/storage';
import { DEMO_EMAIL, DEMO_PASSWORD, watchForeignRequests } from './harness';
import { startingWith, fill, plural } from './text';
import { startGeolocation, type GeolocationStandIn } from './geolocation';
import { codeIn, startMailbox, type Mailbox, type ReceivedMail } from './mailbox';
import { raFr } from './catalogs';
import { serverAndBrowser, stage, watchPages } from './suite';

const MAIL_FROM = 'Flotte E2E <robot@flotte.e2e>';
// No timing is asserted: this only turns a mail that never comes into a readable failure.
const MAIL_LIMIT_MS = 30_000;

describe('accounts: sign-ups, e-mail codes, password reset, branded sign-in, approval queue', () => {
  let mailbox: Mailbox | undefined;
  let geolocation: GeolocationStandIn | undefined;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // A visitor from Senegal, as the IP geolocation service would say.
    geolocation = await startGeolocation({
      country_code: 'SN',
      country_calling_code: '+221',
      currency: 'XOF',
    });
  });

  afterAll(async () => {
    await mailbox?.stop();
    await geolocation?.stop();
  });

  const server = serverAndBrowser(() => ({
    env: { SMTP_URL: mailbox!.url, MAIL_FROM, GEOIP_URL: geolocation!.url },
  }));

  const pages = watchPages(server);
  /** A fresh visitor: its own storage, an English-speaking browser (French stays the default). */
  const visitor = (): Promise<Page> => pages.newPage({ locale: 'en-US' });

  async function mailTo(email: string): Promise<ReceivedMail> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(
        () => fail(new Error(`no mail to ${email}; server log:\n${server.output()}`)),
        MAIL_LIMIT_MS,
      );
    });
    try {
      return await Promise.race([mailbox!.receive(email), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  const run = Date.now().toString(36);
  const owner = {
    name: 'Léa Fontaine',
    email: `lea.${run}@example.test`,
    password: 'vélo-rouge-42',
  };
  const company = {
    business: `Coursiers ${run}`,
    name: 'Marc Lenoir',
    email: `marc.${run}@example.test`,
    password: 'camion-bleu-42',
  };

  test('an asset owner signs up in French, verifies the code from the mail, lands signed in', async () => {
    pages.reportFailures();
    const p = await visitor();
    const origin = server.url();
    const foreign = watchForeignRequests(p, origin);

    await stage('the owner sign-up page is in French', async () => {
      await p.goto(`${origin}/#/signup/owner`);
      await p.getByRole('heading', { name: fr.flotte.signup.title_owner }).waitFor();
    });

    const countryBox = p.getByRole('textbox', { name: startingWith(fr.flotte.signup.country) });
    await stage('country and phone prefix pre-filled from the IP geolocation service', async () => {
      // A limit for the lookup to come back in, not a timing assertion.
      await expect.poll(() => countryBox.inputValue(), { timeout: 15_000 }).toBe('SN');
      const phoneBox = p.getByRole('textbox', { name: startingWith(fr.flotte.signup.phone) });
      expect((await phoneBox.inputValue()).trim()).toBe('+221');
    });

    await stage('sign up', async () => {
      await p.getByRole('textbox', { name: startingWith(fr.flotte.signup.name) }).fill(owner.name);
      await p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) }).fill(owner.email);
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(owner.password);
      await p.getByRole('button', { name: fr.flotte.signup.submit, exact: true }).click();
      await p.getByRole('heading', { name: fr.flotte.verify.title }).waitFor();
      await p.getByText(fill(fr.flotte.verify.sent_to, { email: owner.email })).waitFor();
    });

    let code = '';
    await stage('the code arrives by SMTP, in French', async () => {
      const mail = await mailTo(owner.email);
      expect(mail.from).toBe('robot@flotte.e2e');
      expect(mail.to).toEqual([owner.email]);
      expect(mail.subject).toBe('Flotte : votre code de vérification');
      expect(mail.text).toContain(`Bonjour ${owner.name},`);
      code = codeIn(mail);
    });

    await stage('signing in before verifying is refused, with the way to the code', async () => {
      await p.goto(`${origin}/#/login`);
      await p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) }).fill(owner.email);
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(owner.password);
      await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await p.getByRole('link', { name: fr.flotte.login.verify_link }).click();
      await p.getByRole('heading', { name: fr.flotte.verify.title }).waitFor();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.token)).toBeNull();
    });

    await stage('a wrong code is refused with a translated message', async () => {
      const wrong = code === '000000' ? '111111' : '000000';
      const codeBox = p.getByRole('textbox', { name: startingWith(fr.flotte.verify.code) });
      await codeBox.fill(wrong);
      await p.getByRole('button', { name: fr.flotte.verify.submit, exact: true }).click();
      await p.getByText(fr.flotte.errors.invalid_code).first().waitFor();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.token)).toBeNull();
    });

    await stage('the right code verifies and signs in', async () => {
      // The e-mail came from the sign-in page's link: it is already in the form.
      const emailBox = p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) });
      expect(await emailBox.inputValue()).toBe(owner.email);
      await p.getByRole('textbox', { name: startingWith(fr.flotte.verify.code) }).fill(code);
      await p.getByRole('button', { name: fr.flotte.verify.submit, exact: true }).click();
      await p.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
      await p
        .getByRole('heading', { name: fill(fr.flotte.dashboard.welcome, { name: owner.name }) })
        .waitFor();
      await p.getByText(fr.flotte.dashboards.intro_asset_owner).waitFor();
      expect(await p.evaluate((key) => localStorage.getItem(key), StorageKeys.token)).toBeTruthy();
    });

    await stage("the owner's menu", async () => {
      const assetTypes = plural(fr.resources['asset-type'].name);
      await p.getByRole('menuitem', { name: assetTypes, exact: true }).waitFor();
      await p.getByRole('menuitem', { name: raFr.page.dashboard, exact: true }).waitFor();
      // Neither the operator's resources nor the superadmin's shortcut.
      for (const hidden of [
        plural(fr.resources.users.name),
        plural(fr.resources.business.name),
        fr.flotte.menu.new_asset_type,
      ]) {
        expect(await p.getByRole('menuitem', { name: hidden, exact: true }).count()).toBe(0);
      }
    });

    await stage('signed out, the password now opens the account', async () => {
      await p.getByRole('button', { name: raFr.auth.user_menu }).click();
      await p.getByRole('menuitem', { name: raFr.auth.logout }).click();
      await p.getByRole('heading', { name: fr.flotte.auth.sign_in_title }).waitFor();
      await p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) }).fill(owner.email);
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(owner.password);
      await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await p
        .getByRole('heading', { name: fill(fr.flotte.dashboard.welcome, { name: owner.name }) })
        .waitFor();
    });

    // Our server and the configured geolocation service only (no Google client id): and the
    // page's security policy let the configured one through.
    const geoOrigin = new URL(geolocation!.url).origin;
    expect(foreign.filter((target) => !target.startsWith(`${geoOrigin}/`))).toEqual([]);
    expect(geolocation!.calls()).toBeGreaterThan(0);
  });

  test('a business signs up and the superadmin finds it waiting for approval', async () => {
    pages.reportFailures();
    const origin = server.url();
    const p = await visitor();

    await stage('the business sign-up page is in French', async () => {
      await p.goto(`${origin}/#/signup/business`);
      await p.getByRole('heading', { name: fr.flotte.signup.title_business }).waitFor();
      const countryBox = p.getByRole('textbox', { name: startingWith(fr.flotte.signup.country) });
      await expect.poll(() => countryBox.inputValue(), { timeout: 15_000 }).toBe('SN');
    });

    const emailBox = p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) });
    const fillCompany = async () => {
      await p
        .getByRole('textbox', { name: startingWith(fr.flotte.signup.business_name) })
        .fill(company.business);
      await p
        .getByRole('textbox', { name: startingWith(fr.flotte.signup.name) })
        .fill(company.name);
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(company.password);
    };
    await stage(
      'a taken address is answered like a new one; its owner is told by mail',
      async () => {
        await fillCompany();
        await emailBox.fill(DEMO_EMAIL);
        await p.getByRole('button', { name: fr.flotte.signup.submit, exact: true }).click();
        await p.getByRole('heading', { name: fr.flotte.verify.title }).waitFor();
        await p.getByText(fill(fr.flotte.verify.sent_to, { email: DEMO_EMAIL })).waitFor();
        const notice = await mailTo(DEMO_EMAIL);
        expect(notice.subject).toContain('inscription');
        await p.goto(`${origin}/#/signup/business`);
        await p.getByRole('heading', { name: fr.flotte.signup.title_business }).waitFor();
        await fillCompany();
      },
    );

    await stage('with its own address the sign-up goes through', async () => {
      await emailBox.fill(company.email);
      await p.getByRole('button', { name: fr.flotte.signup.submit, exact: true }).click();
      await p.getByRole('heading', { name: fr.flotte.verify.title }).waitFor();
      const mail = await mailTo(company.email);
      expect(mail.subject).toBe('Flotte : votre code de vérification');
      codeIn(mail);
      // The refused attempt sent nothing to the address it tried.
      expect(mailbox!.all().filter((m) => m.to.includes(DEMO_EMAIL))).toEqual([]);
    });

    const admin = await visitor();
    await stage('the superadmin signs in', async () => {
      await admin.goto(`${origin}/#/login`);
      await admin
        .getByRole('textbox', { name: startingWith(fr.flotte.auth.email) })
        .fill(DEMO_EMAIL);
      await admin.getByLabel(startingWith(fr.flotte.auth.password)).fill(DEMO_PASSWORD);
      await admin.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await admin.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
    });

    await stage("the businesses list's waiting tab holds the new one", async () => {
      const businesses = plural(fr.resources.business.name);
      await admin.getByRole('menuitem', { name: businesses, exact: true }).click();
      await admin.waitForURL(/\/business/);
      // The list opens on all businesses; "En attente (n)" is the approval queue.
      await admin
        .getByRole('tab', { name: new RegExp(`^${fr.flotte.business_admin.tabs.waiting} \\(`) })
        .click();
      const row = admin.getByRole('row').filter({ hasText: company.business });
      await row.waitFor();
      await row.getByText(fr.resources.business.waiting, { exact: true }).waitFor();
      expect(await row.getByText(fr.resources.business.kinds.whitelabel).count()).toBe(1);
      // The demo business is active: not in the queue.
      // (polled: the rows of "all" may still be shown for a moment after the tab's click)
      await expect
        .poll(() => admin.getByRole('row').filter({ hasText: 'Transports Durand' }).count())
        .toBe(0);
      // The country the geolocation pre-filled reached the server (its page shows it: a
      // laptop-wide list leaves the country column out by default).
      await row.getByText(company.business, { exact: true }).click();
      await admin.waitForURL(/#\/business\/[^/]+\/show/);
      await admin.getByText('SN', { exact: true }).first().waitFor();
    });
  });
  test('a forgotten password: a code by mail, a new password, every old session ended', async () => {
    pages.reportFailures();
    const origin = server.url();
    const email = 'owner@flotte.demo';
    const newPassword = 'nouveau-mot-de-passe-7';
    // A session opened elsewhere before the reset: it must not survive it.
    const before = await fetch(`${origin}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(before.status).toBe(200);
    const { accessToken } = (await before.json()) as { accessToken: string };
    const p = await visitor();

    await stage('from the sign-in page to the forgotten-password page', async () => {
      await p.goto(`${origin}/#/login`);
      await p.getByRole('link', { name: fr.flotte.login.forgot }).click();
      await p.getByRole('heading', { name: fr.flotte.forgot.title }).waitFor();
    });

    await stage('ask for a code', async () => {
      await p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) }).fill(email);
      await p.getByRole('button', { name: fr.flotte.forgot.submit, exact: true }).click();
      await p.getByText(fr.flotte.forgot.sent).waitFor();
      await p.getByRole('link', { name: fr.flotte.forgot.enter_code }).click();
      await p.getByRole('heading', { name: fr.flotte.reset.title }).waitFor();
    });

    await stage('the code from the mail and a new password', async () => {
      const mail = await mailTo(email);
      expect(mail.subject).toBe('Flotte : réinitialisation de votre mot de passe');
      const emailBox = p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) });
      expect(await emailBox.inputValue()).toBe(email);
      await p
        .getByRole('textbox', { name: startingWith(fr.flotte.verify.code) })
        .fill(codeIn(mail));
      await p.getByLabel(startingWith(fr.flotte.reset.password)).fill(newPassword);
      await p.getByLabel(startingWith(fr.flotte.reset.confirmation)).fill(newPassword);
      await p.getByRole('button', { name: fr.flotte.reset.submit, exact: true }).click();
      await p.getByRole('heading', { name: fr.flotte.auth.sign_in_title }).waitFor();
    });

    await stage('the session opened before the reset has ended', async () => {
      const old = await fetch(`${origin}/api/asset-type`, {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(old.status).toBe(401);
    });

    await stage('the new password signs in', async () => {
      await p.getByRole('textbox', { name: startingWith(fr.flotte.auth.email) }).fill(email);
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(newPassword);
      await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await p.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
      await p.getByText(fr.flotte.dashboards.intro_asset_owner).waitFor();
    });
  });

  test("a business's branded sign-in keeps its look for the session; signing out drops it", async () => {
    pages.reportFailures();
    const origin = server.url();
    const p = await visitor();
    const stored = () =>
      p.evaluate((key) => localStorage.getItem(key), StorageKeys.businessCustomization);

    await stage('an unknown slug shows a clear page', async () => {
      await p.goto(`${origin}/#/b/nobody-here/login`);
      await p.getByRole('heading', { name: fr.flotte.branding.unknown_title }).waitFor();
      await p.getByText(fill(fr.flotte.branding.unknown_text, { slug: 'nobody-here' })).waitFor();
    });

    await stage("the demo business's page shows its name", async () => {
      await p.goto(`${origin}/#/b/transports-durand/login`);
      await p.getByRole('heading', { name: fr.flotte.branding.login_title }).waitFor();
      await p.getByText('Transports Durand', { exact: true }).waitFor();
    });

    await stage('its staff signs in there: the business customization is stored', async () => {
      await p
        .getByRole('textbox', { name: startingWith(fr.flotte.auth.email) })
        .fill('business@flotte.demo');
      await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(DEMO_PASSWORD);
      await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await p.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
      await p.getByText(fr.flotte.dashboards.intro_business).waitFor();
      const customization = JSON.parse((await stored()) ?? 'null') as { slug?: string } | null;
      expect(customization?.slug).toBe('transports-durand');
    });

    await stage('signing out removes it', async () => {
      await p.getByRole('button', { name: raFr.auth.user_menu }).click();
      await p.getByRole('menuitem', { name: raFr.auth.logout }).click();
      await p.getByRole('heading', { name: fr.flotte.auth.sign_in_title }).waitFor();
      expect(await stored()).toBeNull();
    });
  });
});
