/**
 * Issue 32: the driver's screen "works on a slow 3G profile with the offline outbox". A phone on
 * Chromium's slow 3G (network emulation through CDP, as DevTools' preset) signs in, lands on the
 * driver's light entry (driver.html) and finds its delivery; the network drops, the driver takes
 * a step, which waits on the phone; the slow network comes back and the step reaches the server.
 * One real server with the full demo (its driver Mehdi); nothing is mocked. No timing is
 * asserted: the test waits for what the driver sees, as long as a slow network takes.
 */
import { describe, expect, test } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { escape, fill } from './text';
import { PHONE } from './phone';
import { journeySuite, signInWithForm } from './suite';

const OWNER_EMAIL = 'owner@flotte.demo';
const BUSINESS_EMAIL = 'business@flotte.demo';
const DRIVER_EMAIL = 'chauffeur@flotte.demo';

/** DevTools' "Slow 3G": 2 s of latency, about 400 kbit/s each way. */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: 50_000,
  uploadThroughput: 50_000,
};
const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/** A slow network takes its time: what the driver waits for, waited for this long at most. */
const SLOW = { timeout: 120_000 };

const driverFr = fr.flotte.driver;
const firstForm = (message: string) => message.split('||||')[0]!.trim();

interface Listed<T> {
  data: T[];
}
interface One<T> {
  data: T;
}

/** The page's network, as Chromium emulates it (its loads, its fetches, `navigator.onLine`). */
async function emulate(cdp: CDPSession, conditions: typeof SLOW_3G | typeof OFFLINE) {
  await cdp.send('Network.emulateNetworkConditions', conditions);
}

describe("the driver's screen on a slow 3G network, with its offline outbox", () => {
  const journey = journeySuite({ env: { FLOTTE_DEMO: 'full' } });
  const { api, tokenOf } = journey;

  test('loads on slow 3G, takes a step offline, sends it when the network is back', async () => {
    journey.reportFailures();
    const origin = journey.url();
    const owner = await tokenOf(OWNER_EMAIL);
    const business = await tokenOf(BUSINESS_EMAIL);
    const driver = await tokenOf(DRIVER_EMAIL);

    // A delivery of the demo company for Mehdi, on an asset of its own (the demo's are in
    // whatever state the day of the first start left them); what the demo left him open ends
    // first, as a driver drives one vehicle at a time (docs/rounds.md).
    const mehdi = (
      await api<Listed<{ id: string; email: string }>>('/drivers?limit=100', {
        token: owner,
      })
    ).data.find((d) => d.email === DRIVER_EMAIL)!;
    const [type] = (
      await api<Listed<{ asset_type_id: string }>>('/assets?limit=1', { token: owner })
    ).data;
    const asset = (
      await api<One<{ id: string; asset_type_id: string }>>('/assets', {
        method: 'POST',
        token: owner,
        body: {
          name: 'Fourgon du réseau lent',
          asset_type_id: type!.asset_type_id,
          default_driver_id: mehdi.id,
        },
      })
    ).data;
    const his = await api<Listed<{ id: string; status: string }>>('/driver-dispatches?limit=100', {
      token: driver,
    });
    for (const open of his.data.filter(
      (d) => d.status === 'assigned' || d.status === 'in_transit',
    )) {
      await api(`/asset-dispatch/${open.id}/steps`, {
        method: 'POST',
        expected: 200,
        token: driver,
        body: {
          id: crypto.randomUUID(),
          step: 'failed',
          at: new Date().toISOString(),
          reason: 'absent',
        },
      });
    }
    const request = (
      await api<One<{ id: string; reference: string }>>('/business-dispatches', {
        method: 'POST',
        token: business,
        body: {
          asset_type_id: asset.asset_type_id,
          pickup_address: '3 place de la République, 75003 Paris',
          pickup_lat: 48.8674,
          pickup_lng: 2.3636,
          dropoff_address: '40 rue de la Roquette, 75011 Paris',
          dropoff_lat: 48.8549,
          dropoff_lng: 2.3739,
          recipient_name: 'Louise Martin',
        },
      })
    ).data;
    const dispatch = (
      await api<One<{ id: string; status: string }>>('/asset-dispatch', {
        method: 'POST',
        token: owner,
        body: { request_id: request.id, asset_id: asset.id },
      })
    ).data;
    expect(dispatch.status).toBe('assigned');
    const arrivedAtPickup = async () =>
      (
        await api<One<{ arrived_pickup_at: string | null }>>(`/asset-dispatch/${dispatch.id}`, {
          token: owner,
        })
      ).data.arrived_pickup_at;

    // The phone, on slow 3G from its first load: the sign-in page, then its own screen.
    const phone: Page = await journey.visitor(PHONE);
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Network.enable');
    await emulate(cdp, SLOW_3G);
    const card = phone.getByRole('article', {
      name: fill(driverFr.card.reference, { reference: request.reference }),
      exact: true,
    });
    const step = (name: keyof typeof driverFr.step) =>
      card.getByRole('button', { name: driverFr.step[name], exact: true });
    const banner = phone.getByRole('status').filter({ hasText: driverFr.outbox.offline_empty });

    await journey.stage(
      'on slow 3G, the driver signs in and finds its delivery',
      phone,
      async () => {
        await signInWithForm(phone, origin, DRIVER_EMAIL);
        await phone.waitForURL(/\/driver\.html#\/driver$/, SLOW);
        await card.waitFor(SLOW);
        await card.getByText(driverFr.status.assigned, { exact: true }).waitFor(SLOW);
        await step('arrived_pickup').waitFor(SLOW);
      },
    );

    await journey.stage(
      'left open untouched, the screen loads its dialogs in the background',
      phone,
      async () => {
        // A few seconds after the page's load, one after the other (src/pages/driver/dialogs.ts):
        // the proof sheet's chunk is fetched once the failure's and the stop's have loaded.
        await expect
          .poll(
            () =>
              phone.evaluate(() =>
                performance
                  .getEntriesByType('resource')
                  .some((entry) => /\/assets\/ProofSheet-[^/]+\.js$/.test(entry.name)),
              ),
            SLOW,
          )
          .toBe(true);
      },
    );

    await journey.stage('offline, the step waits on the phone', phone, async () => {
      await emulate(cdp, OFFLINE);
      await banner.getByText(driverFr.outbox.offline_empty, { exact: true }).waitFor(SLOW);
      // Loaded before the network dropped, a dialog opens offline (and closes, nothing taken).
      await step('failed').tap();
      const failure = phone.getByRole('dialog', { name: driverFr.fail.title, exact: true });
      await failure.waitFor(SLOW);
      await failure.getByRole('button', { name: driverFr.fail.cancel, exact: true }).tap();
      await failure.waitFor({ state: 'detached', ...SLOW });
      expect(await phone.getByText(driverFr.notify.unavailable, { exact: true }).count()).toBe(0);
      await step('arrived_pickup').tap();
      await banner
        .getByText(fill(firstForm(driverFr.outbox.offline), { smart_count: 1 }), { exact: true })
        .waitFor(SLOW);
      // Shown taken, waiting to be sent; nothing reached the server.
      await step('arrived_pickup').waitFor({ state: 'detached', ...SLOW });
      await card.getByText(driverFr.card.waiting, { exact: true }).waitFor(SLOW);
      expect(await arrivedAtPickup()).toBeNull();
    });

    await journey.stage('back on slow 3G, the step is sent', phone, async () => {
      await emulate(cdp, SLOW_3G);
      await expect.poll(arrivedAtPickup, SLOW).not.toBeNull();
      await expect.poll(() => banner.count(), SLOW).toBe(0);
      await expect
        .poll(() => card.getByText(driverFr.card.waiting, { exact: true }).count(), SLOW)
        .toBe(0);
    });

    // The outbox tried the step while offline (how it learns it must wait, docs/drivers.md):
    // those failed loads, and only those, are expected.
    journey.expectCleanPages([
      new RegExp(
        `^console: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \\(${escape(origin)}` +
          `/api/(asset-dispatch/${dispatch.id}/(steps|positions)|driver-dispatches.*|rounds.*)\\)$`,
      ),
    ]);
  });
});
