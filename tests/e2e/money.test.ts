/**
 * Money and quantities typed the way a person writes them (issue 22, items 1 and 2): in
 * French `50,00` credits fifty euros, `120,50` is 12 050 minor units, in English `1,234.56`
 * is 123 456; an amount the form cannot read is refused before any request leaves; a request
 * heavier than its package type allows shows the limit before saving and names it after.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { DEMO_EMAIL, DEMO_PASSWORD } from './harness';
import { browserSuite, signInWithForm } from './suite';

const BUSINESS = 'business@flotte.demo';
const OWNER = 'owner@flotte.demo';

describe('money and quantities typed the way the language writes them', () => {
  const { url, newPage } = browserSuite();

  async function api<T>(
    path: string,
    token: string,
    init: { method?: string; body?: unknown } = {},
  ) {
    const res = await fetch(`${url()}/api${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  }
  const tokenOf = async (email: string) => {
    const res = await fetch(`${url()}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { accessToken: string }).accessToken;
  };
  const balanceOf = async (token: string) =>
    (await api<{ data: { balance: number; business_id: string } }>('/wallet', token)).data;

  /** Work scheduled on one of the owner's assets, with no cost yet. */
  async function newWork(token: string, title: string) {
    const assets = await api<{ data: { id: string }[] }>('/assets?limit=1', token);
    const created = await api<{ data: { id: string } }>('/maintenance', token, {
      method: 'POST',
      body: {
        asset_id: assets.data[0]!.id,
        kind: 'preventive',
        title,
        scheduled_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      },
    });
    return created.data.id;
  }
  const costOf = async (token: string, id: string) =>
    (await api<{ data: { cost: number | null } }>(`/maintenance/${id}`, token)).data.cost;

  async function typeCost(page: Page, label: RegExp, text: string, save: string) {
    const cost = page.getByRole('textbox', { name: label });
    await cost.fill(text);
    await page.getByRole('button', { name: save, exact: true }).click();
  }

  it('credits exactly 50,00 € typed the French way, and refuses 12,3,4 before sending', async () => {
    const businessToken = await tokenOf(BUSINESS);
    const before = await balanceOf(businessToken);
    const page = await newPage();
    await signInWithForm(page, url(), DEMO_EMAIL, DEMO_PASSWORD);
    await page.goto(`${url()}/#/business/${before.business_id}/show/wallet`);
    const amount = page.getByRole('textbox', { name: /^Montant/ });
    const topUp = page.getByRole('button', { name: fr.flotte.wallet.top_up, exact: true });

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/wallet/top-up')) calls.push(request.url());
    });
    await amount.fill('12,3,4');
    await topUp.click();
    await page.getByText(/^Nombre illisible : écrivez-le comme 1\s234,56\.$/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(calls).toEqual([]);
    expect((await balanceOf(businessToken)).balance).toBe(before.balance);

    await amount.fill('50,00');
    await topUp.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: fr.flotte.wallet.confirm_button })
      .click();
    await page.getByText(fr.flotte.wallet.top_up_done).waitFor();
    expect((await balanceOf(businessToken)).balance).toBe(before.balance + 5000);
  });

  it('stores 120,50 typed as a maintenance cost as 12 050 minor units', async () => {
    const token = await tokenOf(OWNER);
    const id = await newWork(token, 'Vidange (e2e fr)');
    const page = await newPage();
    await signInWithForm(page, url(), OWNER);
    await page.goto(`${url()}/#/maintenance/${id}`);
    await typeCost(page, /^Coût estimé/, '120,50', 'Enregistrer');
    await expect.poll(() => costOf(token, id)).toBe(12050);
  });

  it('reads 1,234.56 in English as 123 456 minor units', async () => {
    const token = await tokenOf(OWNER);
    const id = await newWork(token, 'Oil change (e2e en)');
    const page = await newPage();
    await signInWithForm(page, url(), OWNER);
    await page.evaluate(() => localStorage.setItem('current-language', 'en'));
    await page.goto(`${url()}/#/maintenance/${id}`);
    await page.reload();
    await typeCost(page, /^Estimated cost/, '1,234.56', 'Save');
    await expect.poll(() => costOf(token, id)).toBe(123456);
  });

  it("shows the package type's maximum weight before saving, and names it when exceeded", async () => {
    const page = await newPage();
    await signInWithForm(page, url(), BUSINESS);
    await page.goto(`${url()}/#/business-dispatches/create`);
    await page.getByRole('combobox', { name: /^Type de colis/ }).click();
    await page.getByRole('option', { name: 'Colis', exact: true }).click();
    await page.getByText('Au plus 30 kg pour « Colis »', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: /^Poids/ }).fill('250');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page.getByText(/^Au plus 30 kg pour le type de colis « Colis »/).waitFor();
  });
});
