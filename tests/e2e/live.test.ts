/**
 * Live status in the real app (issue 12, docs/live.md): the demo business has its request's page
 * open; the owner, in another browser context, dispatches an asset to it; the business's page
 * shows the new status within 2 s, without a reload or any navigation, and says what changed.
 * Then the same with the two users on two servers sharing one PostgreSQL database (when
 * FLOTTE_E2E_DATABASE_URL names a server whose role may create databases).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import pg from 'pg';
import { fr } from '../../src/i18n/fr';
import {
  DEMO_PASSWORD,
  launchBrowser,
  reportOnFailure,
  startServer,
  watchPageErrors,
  type RunningServer,
} from './harness';
import { fill, startingWith } from './text';
import { raFr } from './catalogs';

const requestsFr = fr.resources['business-dispatches'];
const PICKUP = '12 rue des Lilas, Lyon';
const DROPOFF = '3 place Bellecour, Lyon';
/** The seed's van and its only Camionnette-type asset (server/seed.ts). */
const ASSET_TYPE = 'Camionnette';
const ASSET = 'Renault Master (AB-123-CD)';
/** The bound: the other user's page shows the change within 2 s. */
const LIVE_WITHIN_MS = 2000;

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];
const pageErrors: string[][] = [];
let acting: Page | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function signIn(url: string, email: string): Promise<Page> {
  const context = await browser!.newContext({ locale: 'fr-FR' });
  contexts.push(context);
  const p = await context.newPage();
  pageErrors.push(watchPageErrors(p));
  acting = p;
  await p.goto(`${url}/#/login`);
  await p.getByRole('textbox', { name: fr.flotte.auth.email }).fill(email);
  await p.getByLabel(startingWith(fr.flotte.auth.password)).fill(DEMO_PASSWORD);
  await p.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
  await p.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
  return p;
}

/** A pending van request of the demo business, created through the API; answers its id. */
async function createRequest(url: string): Promise<string> {
  const login = await fetch(`${url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'business@flotte.demo', password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  const types = (await (
    await fetch(`${url}/api/asset-type?q=${encodeURIComponent(ASSET_TYPE)}`, { headers: auth })
  ).json()) as { data: { id: string; name: string }[] };
  const type = types.data.find((t) => t.name === ASSET_TYPE)!;
  const res = await fetch(`${url}/api/business-dispatches`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({
      asset_type_id: type.id,
      pickup_address: PICKUP,
      dropoff_address: DROPOFF,
      recipient_name: 'Claire Moreau',
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/**
 * The journey: the business (on `businessUrl`) watches its request; the owner (on `ownerUrl`)
 * dispatches the van to it.
 */
async function dispatchSeenLive(businessUrl: string, ownerUrl: string) {
  const id = await createRequest(businessUrl);
  const business = await signIn(businessUrl, 'business@flotte.demo');
  await business.goto(`${businessUrl}/#/business-dispatches/${id}/show`);
  await business.getByText(requestsFr.statuses.pending, { exact: true }).waitFor();
  // Any reload or navigation from here on would lose this mark and count a navigation.
  await business.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 42));
  let navigations = 0;
  business.on('framenavigated', (frame) => {
    if (frame === business.mainFrame()) navigations++;
  });

  const owner = await signIn(ownerUrl, 'owner@flotte.demo');
  await owner.goto(`${ownerUrl}/#/business-dispatches/${id}/show`);
  await owner.getByText(requestsFr.statuses.pending, { exact: true }).waitFor();
  await owner.getByRole('button', { name: requestsFr.actions.dispatch, exact: true }).click();
  const dialog = owner.getByRole('dialog');
  await dialog.getByRole('combobox', { name: startingWith(requestsFr.actions.asset) }).click();
  await owner.getByRole('option', { name: startingWith(ASSET) }).click();
  await dialog
    .getByRole('button', { name: requestsFr.actions.dispatch_confirm, exact: true })
    .click();
  await dialog.waitFor({ state: 'detached' });
  await owner.getByText(requestsFr.statuses.assigned, { exact: true }).waitFor();

  acting = business;
  // Committed (the owner's page shows it): the business's page follows within the bound.
  await business
    .getByText(requestsFr.statuses.assigned, { exact: true })
    .waitFor({ timeout: LIVE_WITHIN_MS });
  // …and says what changed, in French.
  const notice = fill(fr.flotte.live.changed.requests, {
    label: `${PICKUP} → ${DROPOFF}`,
    status: requestsFr.statuses.assigned,
  });
  await business.getByText(notice, { exact: true }).waitFor();
  // The same page, never reloaded nor navigated.
  expect(await business.evaluate(() => (window as unknown as { liveMark?: number }).liveMark)).toBe(
    42,
  );
  expect(navigations).toBe(0);
  expect(business.url()).toBe(`${businessUrl}/#/business-dispatches/${id}/show`);
}

describe('live status', () => {
  test('one server: the business sees its request assigned without reloading', async () => {
    reportOnFailure(
      () => acting,
      () => pageErrors.flat(),
    );
    const server: RunningServer = await startServer();
    try {
      await dispatchSeenLive(server.url, server.url);
    } finally {
      await server.stop();
    }
  });

  const databaseUrl = process.env.FLOTTE_E2E_DATABASE_URL;
  test.runIf(databaseUrl)(
    'two servers on one PostgreSQL: the owner on one, the business on the other',
    async () => {
      reportOnFailure(
        () => acting,
        () => pageErrors.flat(),
      );
      const name = `flotte_e2e_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(databaseUrl!);
      url.pathname = `/${name}`;
      const env = { DATABASE_URL: url.toString() };
      const servers: RunningServer[] = [];
      try {
        // One after the other: the first migrates and seeds, the second finds it done.
        servers.push(await startServer({ env }));
        servers.push(await startServer({ env }));
        await dispatchSeenLive(servers[0]!.url, servers[1]!.url);
      } finally {
        for (const server of servers) await server.stop();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
