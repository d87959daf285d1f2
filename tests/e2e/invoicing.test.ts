/**
 * Issue 30's "Done when", in the browser, on the demo company (FLOTTE_DEMO=full, docs/money.md):
 * Transports Durand's staff sees the live quote change as the request form's fields change and
 * creates the request at that price; downloads one of its invoices, a PDF carrying its Factur-X
 * XML; the superadmin issues a month's invoices ("Émettre maintenant": Atlas Logistique's newest
 * month, which the demo leaves to the monthly job, off here) and builds, approves and downloads
 * a payout batch's SEPA file (pain.001).
 */
import { describe, expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { formatMoney } from '../../src/resources/common/money';
import { attachments } from '../fixtures/pdf-attachments';
import { raFr } from './catalogs';
import { journeySuite } from './suite';
import { fill, startingWith } from './text';

const BUSINESS = 'business@flotte.demo';
const ADMIN = 'admin@flotte.demo';
/** The platform's account the SEPA file pays from (FLOTTE_PAYOUT_*). */
const PLATFORM = { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', name: 'Flotte SAS' };

const fields = fr.resources['business-dispatches'].fields;
const invoicesFr = fr.flotte.invoices;
const batchesFr = fr.flotte.payouts.batches;

interface Listed<T> {
  data: T[];
}
interface One<T> {
  data: T;
}
interface Quote {
  id: string;
  price: number;
  currency: string;
  breakdown: { component: string; amount: number }[];
}
interface Invoice {
  id: string;
  number: string;
  kind: 'invoice' | 'credit_note';
  business_name: string;
  period_start: string;
  issue_date: string;
  total_gross: number;
}
interface Batch {
  id: string;
  status: 'draft' | 'approved' | 'paid';
  total: number;
  count: number;
  message_id: string;
}

/** The first day of the month before this one (UTC), `YYYY-MM-DD`: what "issue now" invoices. */
const previousMonthStart = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 10);
};

/** Accepts the react-admin confirmation open on `page`. */
const confirm = (page: Page) =>
  page.getByRole('dialog').getByRole('button', { name: raFr.action.confirm, exact: true }).click();

describe('money in the browser: quote, invoice, issue now, payout batch', () => {
  const journey = journeySuite({
    env: {
      FLOTTE_DEMO: 'full',
      // The monthly job would issue Atlas Logistique's month at start: the superadmin does here.
      FLOTTE_JOBS: 'off',
      FLOTTE_PAYOUT_IBAN: PLATFORM.iban,
      FLOTTE_PAYOUT_BIC: PLATFORM.bic,
      FLOTTE_PAYOUT_NAME: PLATFORM.name,
    },
  });
  const { api, tokenOf } = journey;

  test('a business orders at its quote and downloads an invoice; the superadmin invoices and pays out', async () => {
    journey.reportFailures();
    const business = await journey.signIn(BUSINESS);
    const businessToken = await tokenOf(BUSINESS);

    // ── The request, priced live ────────────────────────────────────────────────────────
    const quotes: Response[] = [];
    business.on('response', (r) => {
      const quoted = r.url().endsWith('/api/quotes') && r.request().method() === 'POST';
      if (quoted && r.status() === 201) quotes.push(r);
    });
    const shownPrice = business.getByTestId('live-quote-price');
    const lastQuote = async () => ((await quotes.at(-1)!.json()) as One<Quote>).data;
    let first!: Quote;
    await journey.stage(
      'the form shows a quote once the van and both points are set',
      business,
      async () => {
        await business.goto(`${journey.url()}/#/business-dispatches/create`);
        await business.getByRole('combobox', { name: startingWith(fields.asset_type_id) }).click();
        await business.getByRole('option', { name: 'Camionnette', exact: true }).click();
        // The points first (no geocoder here): the grid's price per km needs both, and a
        // quote asked without them would be refused.
        const lat = business.getByRole('spinbutton', { name: fr.flotte.map.picker.lat });
        const lng = business.getByRole('spinbutton', { name: fr.flotte.map.picker.lng });
        await lat.nth(0).fill('48.8556');
        await lng.nth(0).fill('2.359');
        await lat.nth(1).fill('48.8655');
        await lng.nth(1).fill('2.367');
        await business
          .getByRole('textbox', { name: startingWith(fields.pickup_address) })
          .fill('12 rue de Rivoli, 75004 Paris');
        await business
          .getByRole('textbox', { name: startingWith(fields.dropoff_address) })
          .fill('15 boulevard Voltaire, 75011 Paris');
        await shownPrice.waitFor();
        first = await lastQuote();
        // The platform's grid: a base and the distance, in euros.
        expect(first.currency).toBe('EUR');
        expect(first.breakdown.map((l) => l.component)).toContain('distance');
        await expect
          .poll(() => shownPrice.textContent())
          .toBe(formatMoney(first.price, 'EUR', 'fr-FR'));
      },
    );

    let quote!: Quote;
    await journey.stage('a heavier load changes the quote at once', business, async () => {
      // The van includes 500 kg, then 0,02 € per kg: 100 kg more is 2,00 € more.
      await business.getByRole('textbox', { name: startingWith(fields.weight_kg) }).fill('600');
      await expect
        .poll(() => shownPrice.textContent())
        .toBe(formatMoney(first.price + 200, 'EUR', 'fr-FR'));
      quote = await lastQuote();
      expect(quote.price).toBe(first.price + 200);
      expect(quote.breakdown).toContainEqual(
        expect.objectContaining({ component: 'weight', amount: 200 }),
      );
    });

    await journey.stage('the request is created at that very price', business, async () => {
      await business
        .getByRole('textbox', { name: startingWith(fields.recipient_name) })
        .fill('Claire Moreau');
      await business.getByRole('button', { name: raFr.action.save, exact: true }).click();
      await business.waitForURL(/#\/business-dispatches\/[^/]+\/show/);
      const id = /business-dispatches\/([^/]+)\/show/.exec(business.url())![1]!;
      const saved = await api<One<{ price: number; quote_id: string | null }>>(
        `/business-dispatches/${id}`,
        { token: businessToken },
      );
      expect(saved.data).toMatchObject({ price: quote.price, quote_id: quote.id });
      await business
        .getByText(formatMoney(quote.price, 'EUR', 'fr-FR'), { exact: true })
        .first()
        .waitFor();
    });

    // ── An invoice of the business, as a Factur-X PDF ───────────────────────────────────
    await journey.stage(
      'the business downloads an invoice: a PDF with its XML',
      business,
      async () => {
        const own = await api<Listed<Invoice>>('/invoices?kind=invoice&limit=100', {
          token: businessToken,
        });
        // The newest: on the list's first page (newest first).
        const invoice = own.data.sort((a, b) => b.issue_date.localeCompare(a.issue_date))[0]!;
        expect(invoice.business_name).toBe('Transports Durand');
        await business.goto(`${journey.url()}/#/invoices`);
        const pdf = business.waitForResponse((r) =>
          r.url().endsWith(`/invoices/${invoice.id}/factur-x.pdf`),
        );
        await business
          .getByRole('button', {
            name: fill(invoicesFr.download_pdf_of, { number: invoice.number }),
          })
          .click();
        const response = await pdf;
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        const bytes = await response.body();
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const xml = (await attachments(bytes)).get('factur-x.xml');
        expect(xml).toContain('urn:cen.eu:en16931:2017');
        expect(xml).toContain(invoice.number);
        expect(xml).toContain(
          `<ram:GrandTotalAmount>${(invoice.total_gross / 100).toFixed(2)}</ram:GrandTotalAmount>`,
        );
      },
    );

    // ── The superadmin: a month's invoices, then the owners' payouts ────────────────────
    const admin = await journey.signIn(ADMIN);
    const adminToken = await tokenOf(ADMIN);
    const month = previousMonthStart();
    const atlasOfMonth = async () =>
      (
        await api<Listed<Invoice>>('/invoices?kind=invoice&limit=100', { token: adminToken })
      ).data.filter((i) => i.business_name === 'Atlas Logistique' && i.period_start === month);

    await journey.stage(
      '"Émettre maintenant" issues the month not invoiced yet',
      admin,
      async () => {
        expect(await atlasOfMonth()).toEqual([]);
        await admin.goto(`${journey.url()}/#/invoices`);
        await admin.getByRole('button', { name: invoicesFr.issue_now, exact: true }).click();
        const dialog = admin.getByRole('dialog', { name: invoicesFr.issue_now });
        // The previous month and every business, unless told.
        await expect
          .poll(() =>
            dialog.getByRole('textbox', { name: startingWith(invoicesFr.month) }).inputValue(),
          )
          .toBe(month.slice(0, 7));
        await dialog.getByRole('button', { name: invoicesFr.issue_now, exact: true }).click();
        await admin
          .getByText(fill(invoicesFr.issue_confirm, { month: month.slice(0, 7) }))
          .waitFor();
        await confirm(admin);
        await admin.getByText(invoicesFr.issued, { exact: true }).waitFor();
        const issued = await atlasOfMonth();
        expect(issued).toHaveLength(1);
        await admin.getByRole('cell', { name: issued[0]!.number, exact: true }).waitFor();
      },
    );

    let batch!: Batch;
    await journey.stage('a payout batch is built and approved', admin, async () => {
      const before = await api<Listed<Batch>>('/payout-batches', { token: adminToken });
      await admin.goto(`${journey.url()}/#/payout-batches`);
      await admin.getByRole('button', { name: batchesFr.build, exact: true }).first().click();
      await confirm(admin);
      await admin.getByText(batchesFr.built, { exact: true }).waitFor();
      const after = await api<Listed<Batch>>('/payout-batches', { token: adminToken });
      const built = after.data.filter((b) => !before.data.some((o) => o.id === b.id));
      expect(built).toHaveLength(1);
      expect(built[0]).toMatchObject({ status: 'draft' });
      expect(built[0]!.total).toBeGreaterThan(0);
      await admin.getByRole('button', { name: batchesFr.approve, exact: true }).click();
      await admin
        .getByText(
          fill(batchesFr.approve_confirm, {
            count: built[0]!.count,
            total: formatMoney(built[0]!.total, 'EUR', 'fr-FR'),
          }),
        )
        .waitFor();
      await confirm(admin);
      await admin.getByText(batchesFr.approved, { exact: true }).waitFor();
      batch = (await api<One<Batch>>(`/payout-batches/${built[0]!.id}`, { token: adminToken }))
        .data;
      expect(batch.status).toBe('approved');
    });

    await journey.stage('its SEPA file is XML with the batch total', admin, async () => {
      const file = admin.waitForResponse((r) =>
        r.url().endsWith(`/payout-batches/${batch.id}/sepa.xml`),
      );
      await admin
        .getByRole('button', { name: fill(batchesFr.download_of, { id: batch.message_id }) })
        .click();
      const response = await file;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/xml/);
      const xml = await response.text();
      expect(xml).toMatch(/^<\?xml/);
      expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001');
      expect(xml).toContain(`<CtrlSum>${(batch.total / 100).toFixed(2)}</CtrlSum>`);
      expect(xml).toContain(`<NbOfTxs>${batch.count}</NbOfTxs>`);
      expect(xml).toContain(PLATFORM.iban);
    });

    journey.expectCleanPages();
  });
});
