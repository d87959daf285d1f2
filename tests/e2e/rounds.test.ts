/**
 * Issue 29's "Done when", in the browser: a planner's day on the lived-in demo (FLOTTE_DEMO=full,
 * server/demo/planning-day.ts). Nadia Lambert, an owner, opens the planner on today, which
 * holds 30 unplanned drop-offs and her 3 vans; "Optimiser" builds three rounds; she moves one
 * request to another round and publishes them; Yanis Girard, her driver, follows his round on a
 * 390-px phone and serves its first stop; a request that comes afterwards is inserted with its
 * cost and the new times; a recipient's tracking page shows her window and the stops before
 * hers. The day is the demo's own (its owner, type, vans and drivers): no other file reads it.
 * Dates are today's in Paris, as the demo's; times are Paris's clock (docs/rounds.md).
 */
import { describe, expect, test } from 'vitest';
import type { Locator } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { clockIn, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { windowClock } from '../../contract/promised-window';
import { PLANNING_OWNER, PLANNING_TYPE, PLANNING_VANS } from '../../server/demo/planning-day';
import { DEMO_PASSWORD } from './harness';
import { PHONE as HAND_HELD } from './phone';
import { journeySuite, stage } from './suite';
import { escape, fill, plural, startingWith } from './text';

const BUSINESS_EMAIL = 'business@flotte.demo';

const plannerFr = fr.flotte.planner;
const driverFr = fr.flotte.driver;
const roundFr = fr.flotte.driver_round;
const trackingFr = fr.flotte.tracking;

/** Yanis drives the first van; his phone is at the depot. */
const YANIS = PLANNING_VANS[0]!;
const vanNamed = (name: string) => PLANNING_VANS.find((v) => v.van === name)!;
const PHONE = {
  ...HAND_HELD,
  permissions: ['geolocation'],
  geolocation: { latitude: 48.9138, longitude: 2.3568, accuracy: 10 },
};

interface Listed<T> {
  data: T[];
}
interface One<T> {
  data: T;
}
interface Stop {
  request_id: string;
  reference: string;
  kind: 'pickup' | 'dropoff';
  dispatch_id: string | null;
}
interface Round {
  id: string;
  asset_name: string;
  status: string;
  max_load_kg: number;
  stops: Stop[];
}
interface Tracking {
  data: {
    round: {
      window_from: string;
      window_until: string;
      time_zone: string;
      stops_before: number;
    } | null;
  };
}

/** A `one |||| other` message's form for `count`, filled (with `values` too). */
const counted = (message: string, count: number, values: Record<string, string> = {}) =>
  fill(count === 1 ? message.split('||||')[0]!.trim() : plural(message), {
    ...values,
    smart_count: count,
  });

/** A message's text before its first placeholder. */
const head = (message: string) => message.split('%{')[0]!;
/** A message as a whole-text pattern, each placeholder a group. */
const pattern = (message: string) =>
  new RegExp(`^${escape(message).replace(/%\\\{\w+\\\}/g, '(.+?)')}$`);

const roundTitle = (van: (typeof PLANNING_VANS)[number]) =>
  fill(plannerFr.round_title, { asset: van.van, driver: van.driver });

describe("a planner's day: optimise, move, publish, follow, insert, track", () => {
  const journey = journeySuite({ env: { FLOTTE_DEMO: 'full' } });
  const { api, tokenOf } = journey;

  test('thirty drop-offs over three vans, from the planner to the recipient', async () => {
    journey.reportFailures();
    const origin = journey.url();
    const today = dayIn(DEFAULT_TIME_ZONE, new Date());
    const owner = await tokenOf(PLANNING_OWNER.email);
    const business = await tokenOf(BUSINESS_EMAIL);
    const dayRounds = async () =>
      (await api<Listed<Round>>(`/rounds?date=${today}&limit=100`, { token: owner })).data;
    const roundOf = async (van: string) => (await dayRounds()).find((r) => r.asset_name === van)!;

    // ── The planner ─────────────────────────────────────────────────────────────────────
    const planner = await journey.signIn(PLANNING_OWNER.email);
    const card = (van: (typeof PLANNING_VANS)[number]) =>
      planner.getByRole('region', { name: roundTitle(van), exact: true });
    /** The references of a round card's stops, in their order on screen. */
    const referencesIn = (region: Locator) =>
      region
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((r) => r.querySelector('td:nth-child(2)')!.textContent));
    /** The planner's screen on today (read afresh: the screen opens on tomorrow). */
    const openDay = async () => {
      await planner.goto(`${origin}/#/planner`);
      await planner.reload();
      await planner
        .getByRole('heading', { level: 2, name: plannerFr.title, exact: true })
        .waitFor();
      await planner.getByLabel(plannerFr.date, { exact: true }).fill(today);
    };

    await journey.stage('the planner opens today: 30 requests, 3 vans', planner, async () => {
      await openDay();
      await planner.getByText(counted(plannerFr.requests_count, 30), { exact: true }).waitFor();
      const vans = planner.getByRole('region', { name: plannerFr.assets_title, exact: true });
      for (const van of PLANNING_VANS) {
        await vans.getByText(`${van.van} · ${van.driver}`, { exact: true }).waitFor();
      }
      await expect.poll(() => vans.getByRole('listitem').count()).toBe(3);
      await expect.poll(() => vans.getByText(plannerFr.compliant, { exact: true }).count()).toBe(3);
    });

    await journey.stage('"Optimiser" builds three rounds with their stops', planner, async () => {
      await planner.getByRole('button', { name: plannerFr.optimise, exact: true }).click();
      await planner.getByText(counted(plannerFr.optimised, 3), { exact: true }).waitFor();
      await planner.getByText(plannerFr.requests_empty, { exact: true }).waitFor();
      let stops = 0;
      for (const van of PLANNING_VANS) {
        const round = card(van);
        await round.getByText(plannerFr.statuses.draft, { exact: true }).waitFor();
        // Its load against the van's payload, never over it, its return time and distance.
        const facts = await round.getByText(startingWith(head(plannerFr.load))).textContent();
        const [load, end, distance] = (facts ?? '').split(' · ');
        const [carried, payload] = pattern(plannerFr.load).exec(load!)!.slice(1).map(Number);
        expect(payload).toBe(PLANNING_TYPE.capacity_kg);
        expect(carried).toBeGreaterThan(0);
        expect(carried).toBeLessThanOrEqual(PLANNING_TYPE.capacity_kg);
        expect(end).toMatch(pattern(plannerFr.planned_end));
        expect(distance).toMatch(pattern(plannerFr.distance));
        stops += (await referencesIn(round)).length;
      }
      // Every request in one round, none left out.
      expect(stops).toBe(30);
      expect(await planner.getByRole('heading', { name: plannerFr.unplaced_title }).count()).toBe(
        0,
      );
    });

    let moved = '';
    let roomiest = '';
    await journey.stage('the planner moves a request to another round', planner, async () => {
      // Into the round with the most room, from another: the move keeps within the payload.
      const drafts = (await dayRounds()).sort((a, b) => a.max_load_kg - b.max_load_kg);
      roomiest = drafts[0]!.asset_name;
      const target = vanNamed(roomiest);
      const [from, to] = [card(vanNamed(drafts[2]!.asset_name)), card(target)];
      const before = { from: await referencesIn(from), to: await referencesIn(to) };
      moved = /FLT-\d{4}-\d{6}/.exec(before.from[0]!)![0];
      // The keyboard's and screen reader's way: the stop's "Déplacer … vers" menu.
      await from
        .getByRole('combobox', { name: fill(plannerFr.move_to, { reference: moved }) })
        .click();
      await planner.getByRole('option', { name: target.van, exact: true }).click();
      await expect
        .poll(async () => (await referencesIn(to)).some((r) => r?.includes(moved)))
        .toBe(true);
      await expect
        .poll(async () => (await referencesIn(from)).some((r) => r?.includes(moved)))
        .toBe(false);
      expect((await referencesIn(to)).length).toBe(before.to.length + 1);
      expect((await referencesIn(from)).length).toBe(before.from.length - 1);
    });

    await journey.stage('the planner publishes the three rounds', planner, async () => {
      for (const van of PLANNING_VANS) {
        const round = card(van);
        await round.getByRole('button', { name: plannerFr.publish, exact: true }).click();
        const dialog = planner.getByRole('dialog', {
          name: fill(plannerFr.publish_title, { asset: van.van }),
        });
        await dialog.getByRole('button', { name: plannerFr.publish, exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await round.getByText(plannerFr.statuses.published, { exact: true }).waitFor();
      }
      const published = await dayRounds();
      expect(published.map((r) => r.status).sort()).toEqual([
        'published',
        'published',
        'published',
      ]);
      const into = published.find((r) => r.asset_name === roomiest);
      expect(into!.stops.map((s) => s.reference)).toContain(moved);
    });

    // ── The driver, on his phone ────────────────────────────────────────────────────────
    const round = await roundOf(YANIS.van);
    const phone = await journey.signIn(YANIS.email, DEMO_PASSWORD, PHONE);
    const stopCard = (position: number, stop: Stop) =>
      phone.getByRole('article', {
        name: fill(roundFr.stop_title, {
          position,
          kind: roundFr.kind[stop.kind],
          reference: stop.reference,
        }),
        exact: true,
      });
    const first = stopCard(1, round.stops[0]!);

    await journey.stage('the driver finds his round, its stops in order', phone, async () => {
      await phone.waitForURL(/#\/driver$/);
      await phone.getByRole('heading', { level: 2, name: roundFr.heading, exact: true }).waitFor();
      await phone
        .getByText(counted(roundFr.summary, round.stops.length, { asset: YANIS.van }), {
          exact: true,
        })
        .waitFor();
      const list = phone.getByRole('list', { name: roundFr.stops, exact: true });
      await expect.poll(() => list.locator(':scope > li').count()).toBe(round.stops.length);
      // The planner's order, stop by stop.
      for (const [i, stop] of round.stops.entries()) {
        await expect(stopCard(i + 1, stop).count()).resolves.toBe(1);
      }
      await first.getByText(roundFr.next, { exact: true }).waitFor();
      // A phone's layout: the page is no wider than the screen.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });

    await journey.stage('the driver serves the first stop, the next comes up', phone, async () => {
      const tap = async (step: keyof typeof driverFr.step) => {
        const sent = phone.waitForResponse(
          (r) => r.url().endsWith('/steps') && r.request().method() === 'POST',
        );
        await first.getByRole('button', { name: driverFr.step[step], exact: true }).tap();
        expect((await sent).status()).toBe(200);
      };
      // Loaded at the depot, then at the door.
      await tap('picked_up');
      await tap('arrived');
      await first.getByRole('button', { name: driverFr.step.delivered, exact: true }).tap();
      const sheet = phone.getByRole('dialog', { name: driverFr.proof.title, exact: true });
      await sheet.waitFor();
      // Transports Durand asks for the recipient's name and signature.
      await sheet.getByLabel(startingWith(driverFr.proof.name)).fill('Julie Marchal');
      const pad = sheet.getByRole('img', { name: driverFr.proof.signature_pad, exact: true });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await phone.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
      await phone.mouse.down();
      for (const [x, y] of [
        [0.35, 0.3],
        [0.55, 0.7],
        [0.8, 0.4],
      ] as const) {
        await phone.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
      }
      await phone.mouse.up();
      const delivered = phone.waitForResponse(
        (r) => r.url().endsWith('/steps') && r.request().method() === 'POST',
      );
      await sheet.getByRole('button', { name: driverFr.proof.confirm, exact: true }).tap();
      expect((await delivered).status()).toBe(200);
      await sheet.waitFor({ state: 'detached' });
      await first.getByText(roundFr.served, { exact: true }).waitFor();
      await stopCard(2, round.stops[1]!).getByText(roundFr.next, { exact: true }).waitFor();
      expect((await roundOf(YANIS.van)).status).toBe('in_progress');
    });

    // ── A request that comes afterwards ─────────────────────────────────────────────────
    let late!: { id: string; reference: string };
    await stage('setup: Transports Durand asks for one more drop-off today', async () => {
      const vans = await api<Listed<{ asset_type_id: string }>>('/assets?limit=10', {
        token: owner,
      });
      late = (
        await api<One<{ id: string; reference: string }>>('/business-dispatches', {
          method: 'POST',
          token: business,
          body: {
            asset_type_id: vans.data[0]!.asset_type_id,
            pickup_address: '12 rue de Rivoli, 75004 Paris',
            pickup_lat: 48.8556,
            pickup_lng: 2.359,
            dropoff_address: '15 boulevard Voltaire, 75011 Paris',
            dropoff_lat: 48.8655,
            dropoff_lng: 2.367,
            dropoff_from: clockIn(DEFAULT_TIME_ZONE, today, '08:00').toISOString(),
            dropoff_until: clockIn(DEFAULT_TIME_ZONE, today, '18:00').toISOString(),
            weight_kg: 15,
            recipient_name: 'Claire Moreau',
          },
        })
      ).data;
    });

    await journey.stage(
      '"Insérer": its cost and the new times, then in a round',
      planner,
      async () => {
        await openDay();
        await planner
          .getByRole('button', {
            name: fill(plannerFr.insert.open_label, { reference: late.reference }),
            exact: true,
          })
          .click();
        const dialog = planner.getByRole('dialog', {
          name: fill(plannerFr.insert.title, { reference: late.reference }),
        });
        const cost = await dialog
          .getByRole('status')
          .filter({ hasText: startingWith(head(plannerFr.insert.cost)) })
          .textContent();
        // Which van, how many minutes and kilometres more.
        const [van, minutes, km] = pattern(plannerFr.insert.cost)
          .exec(cost ?? '')!
          .slice(1);
        expect(Number(minutes)).toBeGreaterThanOrEqual(0);
        expect(Number(km)).toBeGreaterThanOrEqual(0);
        expect(PLANNING_VANS.map((v) => v.van)).toContain(van);
        // Its pickup and drop-off are new; the stops after them have a before and an after.
        await expect
          .poll(() => dialog.getByRole('cell', { name: plannerFr.insert.new, exact: true }).count())
          .toBe(2);
        await dialog.getByRole('button', { name: plannerFr.insert.confirm, exact: true }).click();
        await planner.getByText(plannerFr.insert.done, { exact: true }).waitFor();
        const into = card(vanNamed(van!));
        await expect
          .poll(async () => (await referencesIn(into)).filter((r) => r?.includes(late.reference)))
          .toHaveLength(2);
      },
    );

    // ── The recipient ───────────────────────────────────────────────────────────────────
    await stage('the recipient of a later stop reads her window', async () => {
      const now = await roundOf(YANIS.van);
      // A drop-off of the plan at least fourth among the stops still to serve.
      const served = now.stops[0]!.request_id;
      const waiting = now.stops.filter((s) => s.request_id !== served);
      const before = waiting.findIndex(
        (s, i) => i >= 3 && s.kind === 'dropoff' && s.request_id !== late.id,
      );
      const hers = waiting[before]!;
      const request = await api<One<{ tracking_token: string }>>(
        `/business-dispatches/${hers.request_id}`,
        { token: business },
      );
      const token = request.data.tracking_token;
      const answer = (await api<Tracking>(`/tracking/${token}`)).data;
      expect(answer.round?.stops_before).toBe(before);

      const recipient = await journey.visitor({ locale: 'fr-FR' });
      await journey.stage('her tracking page', recipient, async () => {
        await recipient.goto(`${origin}/#/t/${token}`);
        const section = recipient.getByRole('region', {
          name: trackingFr.round_heading,
          exact: true,
        });
        await section
          .getByText(
            fill(trackingFr.round_window, {
              from: windowClock(answer.round!.window_from, 'fr', answer.round!.time_zone),
              until: windowClock(answer.round!.window_until, 'fr', answer.round!.time_zone),
            }),
            { exact: true },
          )
          .waitFor();
        await section
          .getByText(fill(trackingFr.round_stops_before.other, { count: before }), {
            exact: true,
          })
          .waitFor();
      });
    });

    journey.expectCleanPages();
  });
});
