/**
 * Issue 22's request story in the real app, in French: a request created, dispatched,
 * reassigned, in transit and delivered through the API; then its page shows its reference,
 * package type and a timeline of every move; the requests list exports a CSV a person reads
 * (translated headers, `;`, decimal commas, the reference, no id without its name); the
 * business's wallet card links the delivery's charge to the request.
 */
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { fr } from '../../src/i18n/fr';
import { DEMO_PASSWORD } from './harness';
import { browserSuite, signInWithForm } from './suite';
import { raFr } from './catalogs';

const requestsFr = fr.resources['business-dispatches'];
const kinds = fr.flotte.timeline.kinds;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PRICE = 25000; // 250,00 €
const nameOf = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.name;

describe('a request’s story, its export and its ledger line', () => {
  const suite = browserSuite();

  async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
    const res = await fetch(`${suite.url()}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  }
  const tokenOf = async (email: string) => {
    const res = await fetch(`${suite.url()}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };

  test('page, timeline, export and ledger', async () => {
    const business = await tokenOf('business@flotte.demo');
    const owner = await tokenOf('owner@flotte.demo');
    const manager = await tokenOf('manager@flotte.demo');
    const types = await api<{ id: string; name: string }[]>('/asset-type?limit=100', business);
    const van = types.find((t) => t.name === 'Camionnette')!;
    const packages = await api<{ id: string; name: string }[]>(
      '/request-package-types?active=true&limit=100',
      business,
    );
    const parcel = packages[0]!;
    const request = await api<{ id: string; reference: string }>(
      '/business-dispatches',
      business,
      'POST',
      {
        asset_type_id: van.id,
        package_type_id: parcel.id,
        pickup_address: '12 rue de la Paix, Paris',
        dropoff_address: '3 place Bellecour, Lyon',
        weight_kg: 1,
        price: PRICE,
      },
    );
    const assets = await api<{ id: string; name: string }[]>('/assets?limit=100', owner);
    const master = assets.find((a) => a.name === 'Renault Master')!;
    const boxer = await api<{ id: string }>('/assets', owner, 'POST', {
      asset_type_id: van.id,
      name: 'Peugeot Boxer',
    });
    const dispatch = await api<{ id: string }>('/asset-dispatch', owner, 'POST', {
      request_id: request.id,
      asset_id: master.id,
    });
    await api('/asset-dispatch/reassign', manager, 'PATCH', {
      dispatch_id: dispatch.id,
      asset_id: boxer.id,
      reason: 'Panne moteur',
    });
    await api(`/asset-dispatch/${dispatch.id}`, owner, 'PATCH', { status: 'in_transit' });
    await api(`/asset-dispatch/${dispatch.id}`, owner, 'PATCH', { status: 'delivered' });
    expect(request.reference).toMatch(/^FLT-\d{4}-\d{6}$/);

    const page = await suite.newPage({ acceptDownloads: true });
    await signInWithForm(page, suite.url(), 'business@flotte.demo');

    // The request's page: reference, package type, every move with who made it.
    await page.goto(`${suite.url()}/#/business-dispatches/${request.id}/show`);
    await page.getByText(request.reference, { exact: true }).waitFor();
    await expect(page.getByText(parcel.name, { exact: true }).count()).resolves.toBeGreaterThan(0);
    const timeline = page.getByRole('region', { name: fr.flotte.timeline.title });
    const moves = timeline.getByRole('listitem');
    await moves.nth(4).waitFor();
    const texts = await moves.allInnerTexts();
    expect(texts).toHaveLength(5);
    expect(texts[0]).toContain(kinds.created);
    expect(texts[0]).toContain(nameOf('business'));
    expect(texts[1]).toContain(kinds.assigned.replace('%{asset}', 'Renault Master'));
    expect(texts[1]).toContain(nameOf('asset_owner'));
    expect(texts[2]).toContain(
      kinds.reassigned
        .replace('%{previous}', 'Renault Master')
        .replace('%{asset}', 'Peugeot Boxer'),
    );
    expect(texts[2]).toContain(nameOf('in_house_manager'));
    expect(texts[2]).toContain('Panne moteur');
    expect(texts[3]).toContain(kinds.in_transit);
    expect(texts[4]).toContain(kinds.delivered);
    expect(texts[4]).toContain(nameOf('asset_owner'));

    // The list's export, read from the download.
    await page.goto(`${suite.url()}/#/business-dispatches`);
    await page.getByText(request.reference, { exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: raFr.action.export }).click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(file.slice(1), {
      delimiter: ';',
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual(
      expect.arrayContaining([
        requestsFr.fields.reference,
        requestsFr.fields.status,
        requestsFr.fields.price,
      ]),
    );
    expect(header).not.toContain('business_id');
    const row = rows.find((r) => r.includes(request.reference))!;
    expect(row).toBeDefined();
    const cell = (name: string) => row[header!.indexOf(name)];
    expect(cell(requestsFr.fields.price)).toBe('250,00');
    expect(cell(requestsFr.fields.status)).toBe(requestsFr.statuses.delivered);
    expect(cell(requestsFr.fields.asset_type_name)).toBe('Camionnette');
    expect(cell(requestsFr.fields.created_at)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // No column holds only ids: the record's own is headed as the internal id (the readable
    // reference comes first), each other id column stands right after the name it identifies.
    header!.forEach((name, index) => {
      const values = rows.map((r) => r[index]).filter((v) => v !== '' && v !== undefined);
      if (name === fr.flotte.exports.internal_id) {
        expect(values.every((v) => UUID.test(v!))).toBe(true);
        return;
      }
      if (values.length > 0 && values.every((v) => UUID.test(v!))) {
        expect(name).toBe(`${header![index - 1]} ${fr.flotte.exports.id_suffix}`);
        expect(rows.every((r) => r[index] === '' || !UUID.test(r[index - 1]!))).toBe(true);
      }
    });

    // The dashboard's wallet card: the delivery's charge names the request and opens it.
    // Clicked once the dashboard has answered (its balance shown): the panels above the card
    // no longer move it under the pointer. A failure says where the click led.
    await page.goto(`${suite.url()}/#/`);
    await page.getByTestId('wallet-balance').waitFor();
    const link = page.getByRole('link', { name: new RegExp(`^Demande ${request.reference}`) });
    await expect(link.first().getAttribute('href')).resolves.toContain(
      `#/business-dispatches/${request.id}/show`,
    );
    await link.first().click();
    await page
      .waitForURL(new RegExp(`#/business-dispatches/${request.id}/show`))
      .catch((error: Error) => {
        throw new Error(`the ledger link led to ${page.url()}: ${error.message}`);
      });
    await page.getByText(request.reference, { exact: true }).waitFor();
  });
});
