/**
 * Issue 4's path through the real app: an asset owner adds an asset with a photo, the demo
 * business requests a delivery of that asset's type, the owner dispatches the asset, marks it
 * in transit and delivered, and sees the earning (price minus the platform's commission) on
 * the asset's page; the business sees its wallet debited by the price. Two signed-in users in
 * two browser contexts, one real server with its seeded demo data. Nothing is mocked.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { formatMoney } from '../../src/resources/common/money';
import { escape, startingWith, wholeText, plural } from './text';
import { raFr } from './catalogs';
import { saveRequest } from './request-form';
import { journeySuite } from './suite';

const OWNER_EMAIL = 'owner@flotte.demo';
const BUSINESS_EMAIL = 'business@flotte.demo';

/**
 * The seed's figures (server/seed.ts): the "Moto" asset type costs 25,00 € by default and
 * the demo business's wallet starts at 500,00 €. The owner's seeded assets are a van and a
 * cargo bike, so the motorbike added here is the only one a "Moto" request can be given to.
 * The commission is set for the run rather than taken from whatever the environment says.
 */
const ASSET_TYPE = 'Moto';
const PRICE = 2500;
const COMMISSION_RATE = 0.1;
const STARTING_BALANCE = 50000;
const NET = PRICE - Math.round(PRICE * COMMISSION_RATE);
const money = (minor: number) => formatMoney(minor, 'EUR', 'fr');

/** A 1×1 PNG: a real image, for the upload's check by content. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const assetsFr = fr.resources.assets;
const requestsFr = fr.resources['business-dispatches'];

describe('dispatch: an owner’s asset serves a business’s request and earns from it', () => {
  const journey = journeySuite({
    env: { FLOTTE_DEFAULT_COMMISSION_RATE: String(COMMISSION_RATE) },
  });
  const { stage, signIn } = journey;

  /** Picks `option` in the MUI select labelled `label`. */
  async function choose(p: Page, label: string, option: string) {
    await p.getByRole('combobox', { name: startingWith(label) }).click();
    await p.getByRole('option', { name: option, exact: true }).click();
  }

  /**
   * Clicks an action of the request's page, then confirms it in the dialog it opens, whose
   * confirming button repeats the action's name ("Marquer en route"; the other says "Pas encore").
   */
  async function confirmAction(p: Page, action: string) {
    await p.getByRole('button', { name: action, exact: true }).click();
    const dialog = p.getByRole('dialog');
    await dialog.getByRole('button', { name: action, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The request's status as its chip says it (not the timeline's entry of the same name). */
  const statusChip = (p: Page, status: keyof typeof requestsFr.statuses): Locator =>
    p.locator('.MuiChip-label', { hasText: wholeText(requestsFr.statuses[status]) });

  test('owner adds an asset with a photo, dispatches it to a request, delivers it and sees the earning; the wallet is debited', async () => {
    journey.reportFailures();
    const origin = journey.url();
    const run = Date.now().toString(36);
    const assetName = `Moto E2E ${run}`;
    const registration = `E2-${run.slice(-3).toUpperCase()}-ZZ`;
    const pickup = `12 rue des Lilas, Lyon (${run})`;
    const dropoff = `3 place Bellecour, Lyon (${run})`;

    const owner = await signIn(OWNER_EMAIL);

    await stage('the owner adds a motorbike with a photo', owner, async () => {
      await owner.getByRole('menuitem', { name: plural(assetsFr.name), exact: true }).click();
      await owner.waitForURL(/#\/assets/);
      await owner.getByRole('link', { name: raFr.action.create, exact: true }).click();
      await owner
        .getByRole('textbox', { name: startingWith(assetsFr.fields.name) })
        .fill(assetName);
      await choose(owner, assetsFr.fields.asset_type_id, ASSET_TYPE);
      await owner
        .getByRole('textbox', { name: startingWith(assetsFr.fields.registration) })
        .fill(registration);
      // The photo's drop zone, clicked as a user would, opens the file picker. (Its file input
      // has no accessible name of its own: react-admin's label is not a <label> element.)
      const picker = owner.waitForEvent('filechooser');
      await owner.getByText(raFr.input.image.upload_single, { exact: true }).click();
      await (await picker).setFiles({ name: 'moto.png', mimeType: 'image/png', buffer: PHOTO });
      // The picked image is previewed before anything is sent.
      await owner.getByRole('img', { name: 'moto.png' }).waitFor();
      await owner.getByRole('button', { name: raFr.action.save, exact: true }).click();
      // Created, the form opens the asset's page.
      await owner.waitForURL(/#\/assets\/[^/]+\/show/);
      await owner.getByText(assetName, { exact: true }).first().waitFor();
    });

    await stage('its page shows the uploaded photo, served by the server', owner, async () => {
      const photo = owner.getByRole('img', { name: assetName });
      await photo.waitFor();
      const src = await photo.getAttribute('src');
      expect(src).toMatch(/^\/api\/uploads\/[\w.-]+\.png$/);
      // The browser decoded it: the bytes came back as the image they were.
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(1);
      // Read with the page's own cookies (the owner's upload cookie); signed out it is private.
      const served = await owner.request.get(`${origin}${src}`);
      expect(served.headers()['content-type']).toBe('image/png');
      expect((await served.body()).equals(PHOTO)).toBe(true);
      expect((await fetch(`${origin}${src}`)).status).toBe(404);
    });

    const business = await signIn(BUSINESS_EMAIL);
    const wallet = business.getByRole('region', { name: fr.flotte.dashboards.wallet, exact: true });
    /** The figure under the wallet's "Solde" caption. */
    const balance = () =>
      wallet
        .getByText(fr.flotte.wallet.balance, { exact: true })
        .locator('xpath=following-sibling::*[1]');

    await stage('the business starts with its seeded wallet balance', business, async () => {
      await expect.poll(() => balance().textContent()).toBe(money(STARTING_BALANCE));
    });

    await stage('the business requests a delivery by motorbike', business, async () => {
      await business.getByRole('menuitem', { name: plural(requestsFr.name), exact: true }).click();
      await business.waitForURL(/#\/business-dispatches/);
      await business.getByRole('link', { name: raFr.action.create, exact: true }).click();
      await choose(business, requestsFr.fields.asset_type_id, ASSET_TYPE);
      // No price: the asset type's base price applies.
      await saveRequest(business, { pickup, dropoff, recipient: 'Claire Moreau' });
      await statusChip(business, 'pending').waitFor();
      await business.getByText(money(PRICE), { exact: true }).first().waitFor();
    });

    await stage('the owner finds the request and dispatches the motorbike', owner, async () => {
      await owner.getByRole('menuitem', { name: plural(requestsFr.name), exact: true }).click();
      await owner.waitForURL(/#\/business-dispatches/);
      await owner.getByRole('cell', { name: pickup, exact: true }).click();
      await owner.waitForURL(/#\/business-dispatches\/[^/]+\/show/);
      await statusChip(owner, 'pending').waitFor();
      await owner.getByRole('button', { name: requestsFr.actions.dispatch, exact: true }).click();
      const dialog = owner.getByRole('dialog');
      await dialog.getByRole('combobox', { name: startingWith(requestsFr.actions.asset) }).click();
      // Only available assets of the requested type are offered: the new motorbike alone (its
      // papers not recorded yet, a warning that does not block: docs/compliance.md).
      const options = owner.getByRole('option');
      await expect.poll(() => options.count()).toBe(1);
      expect(await options.first().textContent()).toMatch(
        new RegExp(`^${escape(`${assetName} (${registration})`)}`),
      );
      await options.first().click();
      await dialog
        .getByRole('button', { name: requestsFr.actions.dispatch_confirm, exact: true })
        .click();
      await dialog.waitFor({ state: 'detached' });
      await statusChip(owner, 'assigned').waitFor();
    });

    await stage('the owner marks it in transit', owner, async () => {
      await confirmAction(owner, requestsFr.actions.in_transit);
      await statusChip(owner, 'in_transit').waitFor();
    });

    await stage('the owner marks it delivered', owner, async () => {
      await confirmAction(owner, requestsFr.actions.delivered);
      await statusChip(owner, 'delivered').waitFor();
      // Nothing more to do with a delivered request.
      await expect
        .poll(() => owner.getByRole('button', { name: requestsFr.actions.delivered }).count())
        .toBe(0);
    });

    await stage('the asset’s page shows the delivery and the earning', owner, async () => {
      // The request's page links to the asset serving it.
      await owner.getByRole('link', { name: assetName, exact: true }).click();
      await owner.waitForURL(/#\/assets\/[^/]+\/show/);
      const history = owner.getByRole('region', { name: assetsFr.dispatches.title, exact: true });
      const delivery = history.getByRole('row').filter({ hasText: pickup });
      await delivery.getByText(requestsFr.statuses.delivered, { exact: true }).waitFor();
      await delivery.getByText(money(PRICE), { exact: true }).waitFor();

      const moneyFr = fr.flotte.maintenance.money;
      const earnings = owner.getByRole('region', { name: moneyFr.title, exact: true });
      // The totals: each figure under its caption (no maintenance yet).
      for (const [caption, amount] of [
        [assetsFr.earnings.gross, PRICE],
        [assetsFr.earnings.commission, PRICE - NET],
        [assetsFr.earnings.net, NET],
        [moneyFr.net_after, NET],
      ] as const) {
        const figure = earnings
          .getByText(caption, { exact: true })
          .locator('xpath=following-sibling::dd[1]');
        await expect.poll(() => figure.textContent()).toBe(money(amount));
      }
      // The chart is a figure named by its title and described by a summary of the figures.
      await earnings.getByRole('figure', { name: moneyFr.chart_title, exact: true }).waitFor();
      // Its table gives this month's figures: one delivery, gross, commission, net, no
      // maintenance, so net after maintenance is the net; then the totals.
      const months = earnings.getByRole('table', { name: moneyFr.table, exact: true });
      const rows = months.getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      const cells = await rows.nth(1).getByRole('cell').allTextContents();
      expect(cells).toEqual([
        '1',
        money(PRICE),
        money(PRICE - NET),
        money(NET),
        money(0),
        money(NET),
      ]);
    });

    await stage('the business sees its wallet debited by the price', business, async () => {
      // Its request is delivered…
      await business.getByRole('menuitem', { name: plural(requestsFr.name), exact: true }).click();
      const request = business.getByRole('row').filter({ hasText: pickup });
      await request.getByText(requestsFr.statuses.delivered, { exact: true }).waitFor();
      // …and, back on the dashboard, its wallet paid for it.
      await business.getByRole('menuitem', { name: raFr.page.dashboard, exact: true }).click();
      await expect.poll(() => balance().textContent()).toBe(money(STARTING_BALANCE - PRICE));
      const charge = wallet
        .getByRole('row')
        .filter({ hasText: fr.flotte.wallet.categories.request_charge });
      await charge.getByText(`−${money(PRICE)}`, { exact: true }).waitFor();
    });

    // Every request went to our server.
    expect(journey.foreignRequests()).toEqual([]);
  });
});
