/**
 * The README's dashboard screenshots (docs/dashboards.md): the e2e harness's server with demo
 * data and Debian's Chromium, a few known writes through the API so that the figures are not all
 * zero, then each demo role's dashboard at 1280×800 into docs/screenshots/dashboard-<role>.png.
 *
 *   npm run screenshots            (E2E_WEB_DIR: a build of one's own, as for the e2e tests)
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_ACCOUNTS } from '../server/db/seed';
import { fr } from '../src/i18n/fr';
import { DEMO_PASSWORD, ROOT, launchBrowser, startServer } from '../tests/e2e/harness';
import { startingWith } from '../tests/e2e/text';

const OUT = join(ROOT, 'docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };

type Json = Record<string, unknown>;

/** One API call as `token`; answers the body's `data`, or throws with the answer. */
async function api(base: string, token: string | null, method: string, path: string, body?: Json) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

async function token(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A top-up, four requests (one delivered by the owner's van, one on its way), some maintenance. */
export async function knownWrites(base: string) {
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const admin = await token(base, email('superadmin'));
  const business = await token(base, email('business'));
  const owner = await token(base, email('asset_owner'));
  const call = (t: string, method: string, path: string, body?: Json) =>
    api(base, t, method, path, body);

  const wallet = (await call(business, 'GET', '/wallet')) as { business_id: string };
  await call(admin, 'POST', `/superadmin/business/${wallet.business_id}/wallet/top-up`, {
    amount: 150_000,
  });
  const assets = (await call(owner, 'GET', '/assets?limit=100')) as {
    id: string;
    asset_type_id: string;
    status: string;
  }[];
  const [van, other] = assets;
  if (!van) throw new Error('the demo owner has no asset');
  const request = async () =>
    (
      (await call(business, 'POST', '/business-dispatches', {
        asset_type_id: van.asset_type_id,
        pickup_address: '12 rue de la Paix, Paris',
        dropoff_address: '3 place Bellecour, Lyon',
        recipient_name: 'Jeanne Martin',
        price: 18_900,
      })) as { id: string }
    ).id;
  const delivered = await request();
  const onItsWay = await request();
  await request();
  await request();
  const dispatch = async (requestId: string, assetId: string) =>
    (
      (await call(owner, 'POST', '/asset-dispatch', {
        request_id: requestId,
        asset_id: assetId,
      })) as {
        id: string;
      }
    ).id;
  const first = await dispatch(delivered, van.id);
  await call(owner, 'PATCH', `/asset-dispatch/${first}`, { status: 'in_transit' });
  await call(owner, 'PATCH', `/asset-dispatch/${first}`, { status: 'delivered' });
  if (other && other.asset_type_id === van.asset_type_id) await dispatch(onItsWay, other.id);
  else await dispatch(onItsWay, van.id);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  for (const asset of assets.slice(0, 2)) {
    await call(owner, 'POST', '/maintenance', {
      asset_id: asset.id,
      kind: 'preventive',
      title: 'Vidange et filtres',
      scheduled_at: inDays(asset === van ? 9 : 4),
    });
  }
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    await knownWrites(server.url);
    for (const account of DEMO_ACCOUNTS) {
      const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto(`${server.url}/#/login`);
      await page.getByRole('textbox', { name: fr.flotte.auth.email }).fill(account.email);
      await page.getByLabel(startingWith(fr.flotte.auth.password)).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      // Every panel's figures in: no progress bar left.
      await page.waitForLoadState('networkidle');
      await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
      const file = join(OUT, `dashboard-${account.role.replace(/_/g, '-')}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

// Run as a script (not when another script borrows knownWrites).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
