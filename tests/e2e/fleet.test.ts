/**
 * Issue 9's paths through the real app. An owner schedules maintenance on its cargo bike through
 * the form, starts it (the bike reads "in maintenance"), completes it with its cost and date,
 * and opens the next one, scheduled by the recurrence from the completion. An owner publishes
 * lease terms for its van; the demo business, topped up by the superadmin, finds them on the
 * lease market and proposes a lease; the owner accepts; the business's wallet pays the first
 * period and the deposit and the owner sees the earning on the van's page. The in-house
 * manager's dashboard counts the overdue work and its link opens the maintenance list on it.
 * One real server with its seeded demo data, Chromium, one browser context per person. Nothing
 * is mocked; the API is called only to set a scene the issue does not ask the browser for.
 *
 * The journeys share the server and run in order: the lease leaves the van leased and the
 * bike's recurrence leaves upcoming work behind, neither of which the next journey counts.
 */
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { formatMoney } from '../../src/resources/common/money';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { DEMO_EMAIL, DEMO_PASSWORD } from './harness';
import { escape, startingWith, fill, plural } from './text';
import { typeDate } from './dates';
import { raFr } from './catalogs';
import { chosenIn } from './fields';
import { journeySuite } from './suite';
import { walletPanel } from './dashboard';

/** The singular or plural form of a `smart_count` message, as French picks it (0 and 1 singular). */
const counted = (message: string, count: number) => {
  const [one, many] = message.split('||||').map((form) => form.trim());
  return fill(count > 1 ? (many ?? one!) : one!, { smart_count: count });
};
const money = (minor: number) => formatMoney(minor, 'EUR', 'fr');

const OWNER_EMAIL = 'owner@flotte.demo';
const BUSINESS_EMAIL = 'business@flotte.demo';
const MANAGER_EMAIL = 'manager@flotte.demo';
const OWNER_NAME = DEMO_ACCOUNTS.find((account) => account.email === OWNER_EMAIL)!.name;
/** The demo business's name (server/seed.ts). */
const BUSINESS_NAME = 'Transports Durand';

/**
 * The browsers' time zone, fixed so that the dates the test types and expects are those the
 * pages show (a date-time input holds local time).
 */
const TIME_ZONE = 'Europe/Paris';
const DAY_MS = 86_400_000;
/** `YYYY-MM-DDTHH:mm` in the browsers' zone: what a date-time input holds. */
const localInput = (ms: number) =>
  new Date(ms).toLocaleString('sv-SE', { timeZone: TIME_ZONE }).replace(' ', 'T').slice(0, 16);
/** A day as the app writes a date-time's day in French (e.g. 21/02/2027). */
const frenchDay = (ms: number) => new Date(ms).toLocaleDateString('fr', { timeZone: TIME_ZONE });
/** A UTC calendar day, `YYYY-MM-DD` (lease dates are days, read in UTC). */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const frenchUtcDay = (ms: number) => new Date(ms).toLocaleDateString('fr', { timeZone: 'UTC' });

/**
 * The seed's figures (server/seed.ts): the demo owner's assets are a van ("Renault Master",
 * a "Camionnette") and a cargo bike ("Urban Arrow Cargo"), and the demo business's wallet
 * starts at 500,00 €. The commission is set for the run rather than taken from whatever the
 * environment says; the demo business has no plan, so this rate applies to its lease.
 */
const BIKE = 'Urban Arrow Cargo';
const VAN = 'Renault Master';
const VAN_REGISTRATION = 'AB-123-CD';
const VAN_TYPE = 'Camionnette';
const COMMISSION_RATE = 0.1;
const SEEDED_BALANCE = 50_000;

/** Maintenance: repeats every 90 days; completed at a cost of 180,50 €. */
const REPEAT_DAYS = 90;
const COST = 18_050;

/** The lease terms: 120,00 € a week, 300,00 € deposit, one to four weeks. */
const TOP_UP = 100_000;
const RATE = 12_000;
const DEPOSIT = 30_000;
const LEASE_DAYS = 14;
const COMMISSION = Math.round(RATE * COMMISSION_RATE);
const REGION = 'Auvergne-Rhône-Alpes';

const assetsFr = fr.resources.assets;
const maintenanceFr = fr.resources.maintenance;
const workFr = fr.flotte.maintenance;
const leasesFr = fr.resources.leases;
const offersFr = fr.resources['lease-preferences'];
const leaseFr = fr.flotte.leases;
const marketFr = fr.flotte.lease_market;
const operationsFr = fr.flotte.operations;

interface Named {
  id: string;
  name: string;
}

describe('fleet: maintenance, leases and the manager’s dashboard', () => {
  const journey = journeySuite(
    { env: { FLOTTE_DEFAULT_COMMISSION_RATE: String(COMMISSION_RATE) } },
    { timezoneId: TIME_ZONE },
  );
  const { api, stage, signIn, expectCleanPages } = journey;

  const sessionOf = (email: string) =>
    api<{ accessToken: string; user: { business_id: string | null } }>('/authentication', {
      method: 'POST',
      body: { email, password: DEMO_PASSWORD },
      expected: 200,
    });
  const tokenOf = async (email: string) => (await sessionOf(email)).accessToken;

  /** One of the demo owner's assets, by name. */
  async function ownerAsset(token: string, name: string): Promise<Named> {
    const assets = await api<{ data: Named[] }>('/assets?limit=100', { token });
    const asset = assets.data.find((a) => a.name === name);
    if (!asset) throw new Error(`no asset named ${name}`);
    return asset;
  }

  const menu = (p: Page, name: string) => p.getByRole('menuitem', { name, exact: true }).click();

  /** Picks `option` in the MUI select or autocomplete labelled `label`. */
  async function choose(p: Page, label: string, option: string) {
    await p.getByRole('combobox', { name: startingWith(label) }).click();
    await p.getByRole('option', { name: option, exact: true }).click();
  }

  /** The figure a `<dt>` caption names, in a description list. */
  const figure = (scope: Locator, caption: string) =>
    scope.getByText(caption, { exact: true }).locator('xpath=following-sibling::dd[1]');

  /**
   * What react-admin's `Labeled` shows under a label: the label's parent (a label and its field;
   * `RaLabeled-label` is the class react-admin gives the label itself).
   */
  const labeled = (scope: Page | Locator, label: string) =>
    scope
      .locator('.RaLabeled-label')
      .filter({ hasText: new RegExp(`^${escape(label)}$`) })
      .locator('xpath=..');

  /**
   * The asset page's status as the server gives it now. Opened in the app, the page first shows
   * the asset as the app last read it (react-admin's cache), then the server's answer: the page
   * is reloaded, so that an old status cannot pass for the new one.
   */
  async function expectAssetStatus(p: Page, status: string) {
    await p.reload();
    const field = labeled(p, assetsFr.fields.status);
    await field.waitFor();
    expect(await field.textContent()).toBe(`${assetsFr.fields.status}${status}`);
  }

  const logs = journey.reportFailures;

  const run = Date.now().toString(36);

  test('an owner schedules recurring maintenance, starts it, completes it and opens the next one', async () => {
    logs();
    const ownerToken = await tokenOf(OWNER_EMAIL);
    const title = `Révision ${run}`;
    const vendor = `Garage du Centre ${run}`;
    // Due in a month: upcoming, not counted as overdue by the manager's journey.
    const dueAt = Date.now() + 30 * DAY_MS;
    let workId = '';

    const owner = await signIn(OWNER_EMAIL);
    const maintenanceRegion = owner.getByRole('region', { name: workFr.asset.title, exact: true });
    const history = maintenanceRegion.getByRole('table', {
      name: workFr.asset.history,
      exact: true,
    });
    const status = (text: string) => owner.getByText(text, { exact: true });

    await stage('the bike’s page offers to schedule maintenance', owner, async () => {
      await menu(owner, plural(assetsFr.name));
      await owner.waitForURL(/#\/assets/);
      await owner.getByRole('cell', { name: BIKE, exact: true }).click();
      await owner.waitForURL(/#\/assets\/[^/]+\/show/);
      await maintenanceRegion.getByText(workFr.asset.next_empty, { exact: true }).waitFor();
      await maintenanceRegion.getByText(workFr.asset.history_empty, { exact: true }).waitFor();
      await maintenanceRegion.getByRole('link', { name: workFr.actions.schedule }).click();
      await owner.waitForURL(/#\/maintenance\/create/);
    });

    await stage(
      'the form: the bike chosen, a title, a due date, every 90 days',
      owner,
      async () => {
        // Opened from the bike's page, the form has the bike chosen.
        await expect.poll(chosenIn(owner, maintenanceFr.fields.asset_id)).toBe(BIKE);
        await owner
          .getByRole('textbox', { name: startingWith(maintenanceFr.fields.title) })
          .fill(title);
        await typeDate(owner, maintenanceFr.fields.scheduled_at, localInput(dueAt));
        await owner
          .getByRole('textbox', { name: startingWith(maintenanceFr.fields.repeat_every_days) })
          .fill(String(REPEAT_DAYS));
        await owner.getByRole('button', { name: raFr.action.save, exact: true }).click();
        // Scheduled, the form opens the work's page.
        await owner.waitForURL(/#\/maintenance\/[^/]+\/show/);
        workId = /#\/maintenance\/([^/]+)\/show/.exec(owner.url())![1]!;
        await status(maintenanceFr.statuses.scheduled).waitFor();
        await labeled(owner, maintenanceFr.fields.title)
          .getByText(title, { exact: true })
          .waitFor();
        await labeled(owner, maintenanceFr.fields.repeat)
          .getByText(counted(workFr.repeat.days, REPEAT_DAYS), { exact: true })
          .waitFor();
        await labeled(owner, maintenanceFr.fields.scheduled_at)
          .getByText(startingWith(frenchDay(dueAt)))
          .waitFor();
        await owner.getByText(maintenanceFr.due_levels.upcoming, { exact: true }).waitFor();
      },
    );

    const named = { title };
    /** Opens the dialog of the work's `move`, from its button (both name the work). */
    const openMove = async (move: 'start' | 'complete') => {
      await owner
        .getByRole('button', { name: fill(workFr.actions[`${move}_named`], named), exact: true })
        .click();
      return owner.getByRole('dialog', { name: fill(workFr.actions[`${move}_title`], named) });
    };
    await stage('start it, after the warning naming the bike', owner, async () => {
      const dialog = await openMove('start');
      await dialog
        .getByText(fill(workFr.actions.start_content, { ...named, asset: BIKE }))
        .waitFor();
      await dialog.getByRole('button', { name: workFr.actions.start, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await owner.getByText(workFr.actions.started).waitFor();
      await status(maintenanceFr.statuses.in_progress).waitFor();
      // Work in the workshop is not "due" any more, and cannot be started twice.
      await expect.poll(() => owner.getByText(maintenanceFr.due_levels.upcoming).count()).toBe(0);
      expect(
        await owner.getByRole('button', { name: fill(workFr.actions.start_named, named) }).count(),
      ).toBe(0);
    });

    await stage('the bike reads "in maintenance"', owner, async () => {
      await owner.getByRole('link', { name: BIKE, exact: true }).click();
      await owner.waitForURL(/#\/assets\/[^/]+\/show/);
      await expectAssetStatus(owner, assetsFr.statuses.in_maintenance);
      const row = history.getByRole('row').filter({ hasText: title });
      await row.getByText(maintenanceFr.statuses.in_progress, { exact: true }).waitFor();
      // Its row opens the work again.
      await row.getByRole('cell', { name: title, exact: true }).click();
      await owner.waitForURL(new RegExp(`#/maintenance/${workId}/show`));
    });

    // Completed at the first whole minute after the start: not before it, not in the future.
    const work = await api<{ data: { started_at: string } }>(`/maintenance/${workId}`, {
      token: ownerToken,
    });
    const completedAt = Math.ceil(Date.parse(work.data.started_at) / 60_000) * 60_000;

    await stage('complete it: its date, its cost, its vendor', owner, async () => {
      const dialog = await openMove('complete');
      await dialog.getByText(workFr.actions.complete_intro).waitFor();
      await typeDate(dialog, workFr.complete.completed_at, localInput(completedAt));
      await dialog
        .getByRole('textbox', { name: startingWith(workFr.complete.cost) })
        .fill(String(COST / 100));
      await dialog
        .getByRole('textbox', { name: startingWith(workFr.complete.vendor) })
        .fill(vendor);
      await dialog.getByRole('button', { name: workFr.complete.submit, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    });

    await stage(
      'the completion says the next one is scheduled, and links to it',
      owner,
      async () => {
        await owner.getByText(workFr.actions.completed_next).waitFor();
        await status(maintenanceFr.statuses.completed).waitFor();
        await labeled(owner, maintenanceFr.fields.cost)
          .getByText(money(COST), { exact: true })
          .waitFor();
        await labeled(owner, maintenanceFr.fields.vendor)
          .getByText(vendor, { exact: true })
          .waitFor();
        await labeled(owner, maintenanceFr.fields.completed_at)
          .getByText(startingWith(frenchDay(completedAt)))
          .waitFor();
        await owner.getByRole('link', { name: workFr.actions.open_next, exact: true }).click();
        await owner.waitForURL(/#\/maintenance\/[^/]+\/show/);
        expect(owner.url()).not.toContain(workId);
      },
    );

    await stage('the next one: scheduled 90 days after the completion', owner, async () => {
      await status(maintenanceFr.statuses.scheduled).waitFor();
      await labeled(owner, maintenanceFr.fields.title).getByText(title, { exact: true }).waitFor();
      await labeled(owner, maintenanceFr.fields.scheduled_at)
        .getByText(startingWith(frenchDay(completedAt + REPEAT_DAYS * DAY_MS)))
        .waitFor();
      await labeled(owner, maintenanceFr.fields.repeat)
        .getByText(counted(workFr.repeat.days, REPEAT_DAYS), { exact: true })
        .waitFor();
      // It follows the completed work, linked from it.
      const previous = labeled(owner, maintenanceFr.fields.previous_id).getByRole('link');
      await previous.waitFor();
      expect(await previous.getAttribute('href')).toContain(workId);
    });

    await stage('the bike is available again, its history shows both', owner, async () => {
      await owner.getByRole('link', { name: BIKE, exact: true }).click();
      await owner.waitForURL(/#\/assets\/[^/]+\/show/);
      await expectAssetStatus(owner, assetsFr.statuses.available);
      const rows = history.getByRole('row').filter({ hasText: title });
      await expect.poll(() => rows.count()).toBe(2);
      const done = rows.filter({ hasText: maintenanceFr.statuses.completed });
      await done.getByText(money(COST), { exact: true }).waitFor();
      await rows.filter({ hasText: maintenanceFr.statuses.scheduled }).waitFor();
      // What comes up is the next one.
      const next = maintenanceRegion.getByRole('list', { name: workFr.asset.next, exact: true });
      await next.getByRole('link', { name: title, exact: true }).waitFor();
      // The money side counts the cost.
      const earnings = owner.getByRole('region', { name: workFr.money.title, exact: true });
      await expect
        .poll(() => figure(earnings, workFr.money.maintenance_cost).textContent())
        .toBe(money(COST));
    });

    expectCleanPages();
  });

  test('an owner offers its van for lease; a business proposes, the owner accepts, both see the money', async () => {
    logs();
    // The scene: the superadmin tops up the demo business's wallet (it is approved by the seed).
    const adminToken = await tokenOf(DEMO_EMAIL);
    const { user } = await sessionOf(BUSINESS_EMAIL);
    await api(`/superadmin/business/${user.business_id}/wallet/top-up`, {
      method: 'POST',
      token: adminToken,
      body: { amount: TOP_UP, reference: 'E2E' },
    });
    const startingBalance = SEEDED_BALANCE + TOP_UP;
    const notes = `Révisé, pneus neufs (${run})`;
    // Tomorrow (UTC) for two weeks: the lease has not started when accepted, whatever the hour.
    const start = Date.now() + DAY_MS;
    const end = start + (LEASE_DAYS - 1) * DAY_MS;
    const rateText = fill(leaseFr.per_period, {
      amount: money(RATE),
      period: leaseFr.periods.week,
    });

    const owner = await signIn(OWNER_EMAIL);

    await stage('the owner publishes its terms for the van', owner, async () => {
      await menu(owner, plural(offersFr.name));
      await owner.waitForURL(/#\/lease-preferences/);
      // No offer yet: the list explains and offers to publish.
      await owner.getByText(offersFr.empty_hint).waitFor();
      await owner.getByRole('link', { name: leaseFr.empty.asset_owner_action }).click();
      await owner.waitForURL(/#\/lease-preferences\/create/);
      await owner.getByText(offersFr.explain).waitFor();
      await choose(owner, offersFr.fields.asset_id, VAN);
      await owner
        .getByRole('textbox', { name: startingWith(offersFr.fields.rate) })
        .fill(String(RATE / 100));
      await choose(owner, offersFr.fields.period, leaseFr.period_choices.week);
      await owner
        .getByRole('textbox', { name: startingWith(offersFr.fields.deposit) })
        .fill(String(DEPOSIT / 100));
      await owner.getByRole('textbox', { name: startingWith(offersFr.fields.min_days) }).fill('7');
      await owner.getByRole('textbox', { name: startingWith(offersFr.fields.max_days) }).fill('28');
      const regions = owner.getByRole('combobox', { name: startingWith(offersFr.fields.regions) });
      await regions.fill(REGION);
      await regions.press('Enter');
      await owner.getByRole('button', { name: REGION }).waitFor();
      await owner.getByRole('textbox', { name: startingWith(offersFr.fields.notes) }).fill(notes);
      await owner.getByRole('button', { name: raFr.action.save, exact: true }).click();
      // Saved, the list shows the offer, published.
      await owner.waitForURL(/#\/lease-preferences(\?|$)/);
      const row = owner.getByRole('row').filter({ hasText: VAN });
      await row.getByText(rateText, { exact: true }).waitFor();
      await row.getByText(money(DEPOSIT), { exact: true }).waitFor();
      await row.getByText(fill(leaseFr.duration_range, { min: 7, max: 28 })).waitFor();
      await row.getByText(REGION, { exact: true }).waitFor();
      await row.getByText(offersFr.published, { exact: true }).waitFor();
    });

    const business = await signIn(BUSINESS_EMAIL);
    const { wallet, balance } = walletPanel(business);

    await stage('the business starts with its topped-up wallet', business, async () => {
      await expect.poll(() => balance().textContent()).toBe(money(startingBalance));
    });

    const offer = business.getByRole('article', { name: VAN, exact: true });
    await stage('it finds the van on the lease market, in its region', business, async () => {
      await menu(business, marketFr.menu);
      await business.waitForURL(/#\/lease-market/);
      await business.getByRole('heading', { name: marketFr.title, level: 1 }).waitFor();
      await business
        .getByRole('textbox', { name: startingWith(marketFr.filters.region) })
        .fill(REGION);
      await business.waitForURL(/region/);
      await offer.getByText(rateText, { exact: true }).waitFor();
      await offer
        .getByText(`${VAN_TYPE} · ${fill(marketFr.offered_by, { owner: OWNER_NAME })}`, {
          exact: true,
        })
        .waitFor();
      await offer.getByText(notes, { exact: true }).waitFor();
      await offer.getByText(counted(marketFr.assets_available, 1), { exact: true }).waitFor();
      // Another region's search does not show it.
      await business
        .getByRole('textbox', { name: startingWith(marketFr.filters.region) })
        .fill(`Bretagne ${run}`);
      await business.getByText(marketFr.empty_filtered).waitFor();
      expect(await offer.count()).toBe(0);
      await business
        .getByRole('textbox', { name: startingWith(marketFr.filters.region) })
        .fill(REGION);
      await offer.waitFor();
    });

    await stage(
      'it proposes two weeks, told what the acceptance will debit',
      business,
      async () => {
        await offer
          .getByRole('button', { name: fill(marketFr.propose_named, { asset: VAN }), exact: true })
          .click();
        const dialog = business.getByRole('dialog', {
          name: fill(marketFr.propose_title, { owner: OWNER_NAME }),
        });
        // The offer covers the van alone: it is chosen.
        await expect
          .poll(() =>
            dialog.getByRole('combobox', { name: startingWith(marketFr.asset) }).textContent(),
          )
          .toBe(`${VAN} (${VAN_REGISTRATION})`);
        await typeDate(dialog, marketFr.start_date, utcDay(start));
        await typeDate(dialog, marketFr.end_date, utcDay(end));
        const charge = (label: string) =>
          dialog.getByRole('row', { name: startingWith(label) }).getByRole('cell');
        await expect
          .poll(() =>
            charge(
              fill(leaseFr.summary.first_period, { period: leaseFr.periods.week }),
            ).textContent(),
          )
          .toBe(money(RATE));
        await expect.poll(() => charge(leaseFr.summary.deposit).textContent()).toBe(money(DEPOSIT));
        await expect
          .poll(() => charge(leaseFr.summary.total).textContent())
          .toBe(money(RATE + DEPOSIT));
        await expect
          .poll(() => charge(counted(leaseFr.summary.lease_total, 2)).textContent())
          .toBe(money(2 * RATE));
        await expect
          .poll(() => charge(leaseFr.summary.balance_now).textContent())
          .toBe(money(startingBalance));
        await dialog.getByRole('button', { name: marketFr.send, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        // Sent, the new lease's page: pending, nothing debited yet.
        await business.waitForURL(/#\/leases\/[^/]+\/show/);
        await business.getByText(leasesFr.statuses.pending, { exact: true }).waitFor();
        await labeled(business, leasesFr.fields.start_date)
          .getByText(frenchUtcDay(start), { exact: true })
          .waitFor();
        await labeled(business, leasesFr.fields.end_date)
          .getByText(frenchUtcDay(end), { exact: true })
          .waitFor();
      },
    );

    await stage('a proposal debits nothing', business, async () => {
      await menu(business, raFr.page.dashboard);
      // Read afresh, not from what the page kept.
      await business.reload();
      await expect.poll(() => balance().textContent()).toBe(money(startingBalance));
    });

    await stage('the owner accepts it, told what the business pays', owner, async () => {
      await menu(owner, plural(leasesFr.name));
      await owner.waitForURL(/#\/leases/);
      const row = owner.getByRole('row').filter({ hasText: VAN });
      await row.getByText(leasesFr.statuses.pending, { exact: true }).waitFor();
      await row.getByRole('cell', { name: VAN, exact: true }).click();
      await owner.waitForURL(/#\/leases\/[^/]+\/show/);
      await owner.getByRole('button', { name: leaseFr.actions.accept, exact: true }).click();
      const dialog = owner.getByRole('dialog', {
        name: fill(leaseFr.actions.accept_title, { asset: VAN }),
      });
      await dialog
        .getByText(
          fill(leaseFr.actions.accept_content, {
            business: BUSINESS_NAME,
            total: money(RATE + DEPOSIT),
            first: money(RATE),
            deposit: money(DEPOSIT),
            asset: VAN,
            start: frenchUtcDay(start),
            end: frenchUtcDay(end),
          }),
        )
        .waitFor();
      await dialog.getByRole('button', { name: leaseFr.actions.accept, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await owner.getByText(leaseFr.actions.accepted).waitFor();
      await owner.getByText(leasesFr.statuses.active, { exact: true }).first().waitFor();
      // Accepted, it is no longer offered to accept.
      await expect
        .poll(() =>
          owner.getByRole('button', { name: leaseFr.actions.accept, exact: true }).count(),
        )
        .toBe(0);
    });

    await stage('the business’s wallet paid the first week and the deposit', business, async () => {
      await business.reload();
      await expect
        .poll(() => balance().textContent())
        .toBe(money(startingBalance - RATE - DEPOSIT));
      const row = (category: string) =>
        wallet.getByRole('row').filter({
          has: business.getByRole('cell', { name: startingWith(category) }),
        });
      await row(fr.flotte.wallet.categories.lease_charge)
        .getByText(`−${money(RATE)}`, { exact: true })
        .waitFor();
      await row(fr.flotte.wallet.categories.lease_deposit)
        .getByText(`−${money(DEPOSIT)}`, { exact: true })
        .waitFor();
    });

    await stage('the van’s page: leased, and the week’s earning', owner, async () => {
      await owner.getByRole('link', { name: VAN, exact: true }).click();
      await owner.waitForURL(/#\/assets\/[^/]+\/show/);
      await expectAssetStatus(owner, assetsFr.statuses.leased);
      const earnings = owner.getByRole('region', { name: fr.flotte.maintenance.money.title });
      for (const [caption, amount] of [
        [assetsFr.earnings.gross, RATE],
        [assetsFr.earnings.commission, COMMISSION],
        [assetsFr.earnings.net, RATE - COMMISSION],
      ] as const) {
        await expect.poll(() => figure(earnings, caption).textContent()).toBe(money(amount));
      }
    });

    expectCleanPages();
  });

  test('the manager’s dashboard counts the overdue maintenance and its link lists it', async () => {
    logs();
    // The scene: work on the bike that fell due by its odometer (a date in the past is refused
    // when the work is planned), and work due in two months.
    const ownerToken = await tokenOf(OWNER_EMAIL);
    const bike = await ownerAsset(ownerToken, BIKE);
    const { data: read } = await api<{ data: { odometer_km: number | null } }>(
      `/assets/${bike.id}`,
      { token: ownerToken },
    );
    const reading = (read.odometer_km ?? 0) + 1000;
    await api(`/assets/${bike.id}`, {
      method: 'PATCH',
      token: ownerToken,
      body: { odometer_km: reading },
    });
    const schedule = (title: string, due: { scheduled_at: string } | { due_odometer_km: number }) =>
      api('/maintenance', {
        method: 'POST',
        token: ownerToken,
        body: { asset_id: bike.id, kind: 'inspection', title, ...due },
      });
    const overdue = [`Freins ${run}`, `Éclairage ${run}`];
    const later = `Pneus ${run}`;
    await schedule(overdue[0]!, { due_odometer_km: reading - 500 });
    await schedule(overdue[1]!, { due_odometer_km: reading });
    await schedule(later, { scheduled_at: new Date(Date.now() + 60 * DAY_MS).toISOString() });

    const manager = await signIn(MANAGER_EMAIL);
    const panel = manager.getByRole('region', {
      name: operationsFr.maintenance.title,
      exact: true,
    });
    // Named by what it shows, "2 En retard" (label in name); the sentence is its description.
    const link = panel.getByRole('link', {
      name: `${overdue.length} ${operationsFr.maintenance.overdue_caption}`,
      exact: true,
    });

    await stage('the dashboard counts the overdue work', manager, async () => {
      await link.waitFor();
      // The whole sentence is its description.
      const described = await link.getAttribute('aria-describedby');
      expect(await manager.locator(`[id="${described}"]`).textContent()).toBe(
        counted(operationsFr.maintenance.overdue, overdue.length),
      );
    });

    await stage('its link opens the maintenance list on the overdue work', manager, async () => {
      await link.click();
      await manager.waitForURL(/#\/maintenance\?/);
      expect(decodeURIComponent(manager.url())).toContain('"due_level":"overdue"');
      // The filter is shown, and can be removed.
      await expect
        .poll(() =>
          manager
            .getByRole('combobox', { name: startingWith(maintenanceFr.fields.due_level) })
            .textContent(),
        )
        .toBe(maintenanceFr.due_levels.overdue);
      const table = manager.getByRole('table');
      for (const title of overdue) {
        const row = table.getByRole('row').filter({ hasText: title });
        await row.getByText(maintenanceFr.due_levels.overdue, { exact: true }).waitFor();
        await row.getByText(BIKE, { exact: true }).waitFor();
      }
      // Nothing else: the header and the two rows, not the work due later.
      await expect.poll(() => table.getByRole('row').count()).toBe(1 + overdue.length);
      expect(await table.getByRole('row').filter({ hasText: later }).count()).toBe(0);
    });

    expectCleanPages();
  });
});
