/**
 * Issue 21's paths in the browser (docs/compliance.md), on the demo company (FLOTTE_DEMO=full):
 * an owner records an asset's insurance certificate, its file (a real PDF) picked in the form,
 * and reads its due level on the asset's page; its driver, on a phone, fills the pre-trip
 * inspection with a failed critical item and the asset goes out of service; the owner's fleet
 * report shows the asset's cost per km as the API computes it. One real server, Chromium, a
 * browser context per person. The API only sets the scene: a fresh asset of the owner (so that
 * no seeded document, fill or inspection stands in for the test's), driven by the owner's driver.
 *
 * The tests share the asset and run in order: (a) its document, (b) its inspection, (c) its
 * fuel (entered through the API after the inspection's odometer) in the report.
 */
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { fr } from '../../src/i18n/fr';
import { formatMoney } from '../../src/resources/common/money';
import { DEMO_PASSWORD } from './harness';
import { raFr } from './catalogs';
import { escape, fill, startingWith, wholeText } from './text';
import { PHONE } from './phone';
import { chosenIn } from './fields';
import { journeySuite } from './suite';

const OWNER_EMAIL = 'owner@flotte.demo';
const DRIVER_EMAIL = 'chauffeur@flotte.demo';
const DRIVER_NAME = 'Mehdi Roussel';

const assetsFr = fr.resources.assets;
const documentsFr = fr.resources.documents;
const complianceFr = fr.flotte.compliance;
const inspectionFr = fr.flotte.inspection;
const answersFr = fr.resources.inspections.answers;
const reportFr = fr.flotte.fleet_report;
const reportFieldsFr = fr.resources['fleet-report'].fields;

const DAY_MS = 86_400_000;
/** The insurance ends in 10 days: within the platform's 30 "expiring" days (the default). */
const EXPIRES_IN_DAYS = 10;
/** The fresh asset's odometer, the inspection's reading, then two fills. */
const ODOMETER = 10_000;
const INSPECTION_ODOMETER = 10_050;
const FILLS = [
  { odometer_km: 10_100, quantity: 12.5, total_price: 2_310 },
  { odometer_km: 10_600, quantity: 41.2, total_price: 7_620 },
] as const;

/** A UTC calendar day, `YYYY-MM-DD` (documents' days are UTC days). */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** A day as the asset's page writes it ("6 déc. 2026"). */
const frenchDay = (day: string) =>
  new Intl.DateTimeFormat('fr', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** A small real PDF (one blank page), its cross-reference table at the right offsets. */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface Listed<T> {
  data: T[];
}
interface One<T> {
  data: T;
}
interface Asset {
  id: string;
  name: string;
  status: string;
  asset_type_id: string;
  odometer_km: number | null;
  default_driver_id: string | null;
}
interface DocumentRecord {
  id: string;
  asset_id: string | null;
  kind_code: string;
  valid_to: string | null;
  due_level: string | null;
  current: boolean;
  file_url: string | null;
}
interface ChecklistItem {
  id: string;
  label: string;
  critical: boolean;
}
interface Compliance {
  asset_id: string;
  compliant: boolean;
  reasons: { code: string; blocking: boolean; date: string | null }[];
}
interface FuelRecord {
  id: string;
  distance_km: number | null;
  total_price: number;
}
interface ReportRow {
  asset_id: string;
  asset_name: string;
  currency: string;
  cost: number;
  fuel_cost: number;
  km: number;
  cost_per_km: number | null;
}

describe('compliance: documents, pre-trip inspection, cost per km', () => {
  const journey = journeySuite({ env: { FLOTTE_DEMO: 'full' } });
  const { api, tokenOf } = journey;
  const run = Date.now().toString(36);
  const ASSET_NAME = `Fourgon conformité ${run}`;

  /**
   * The scene, once for the file: a fresh van of the owner (no document, fill or inspection
   * yet) whose default driver is Mehdi, and the owner signed in on a laptop.
   */
  let scene:
    Promise<{ ownerToken: string; driverToken: string; asset: Asset; owner: Page }> | undefined;
  const setUp = () =>
    (scene ??= (async () => {
      const ownerToken = await tokenOf(OWNER_EMAIL);
      const driverToken = await tokenOf(DRIVER_EMAIL);
      const drivers = await api<Listed<{ id: string; email: string; name: string }>>(
        '/drivers?limit=100',
        { token: ownerToken },
      );
      const mehdi = drivers.data.find((d) => d.email === DRIVER_EMAIL);
      expect(mehdi?.name).toBe(DRIVER_NAME);
      const owned = await api<Listed<Asset>>('/assets?limit=100', { token: ownerToken });
      expect(owned.data.length).toBeGreaterThan(0);
      const asset = (
        await api<One<Asset>>('/assets', {
          method: 'POST',
          token: ownerToken,
          body: {
            name: ASSET_NAME,
            asset_type_id: owned.data[0]!.asset_type_id,
            odometer_km: ODOMETER,
            default_driver_id: mehdi!.id,
          },
        })
      ).data;
      expect(asset.status).toBe('available');
      const owner = await journey.signIn(OWNER_EMAIL);
      return { ownerToken, driverToken, asset, owner };
    })());

  /** The asset's page, read afresh from the server (not react-admin's cache). */
  async function openAsset(p: Page, asset: Asset) {
    await p.goto(`${journey.url()}/#/assets/${asset.id}/show`);
    await p.reload();
    await p.getByText(ASSET_NAME, { exact: true }).first().waitFor();
  }

  /** The asset page's status, as react-admin's `Labeled` shows it under its label. */
  const statusField = (p: Page) =>
    p
      .locator('.RaLabeled-label')
      .filter({ hasText: wholeText(assetsFr.fields.status) })
      .locator('xpath=..');

  test('(a) the owner records an insurance certificate with its file and sees it expiring', async () => {
    journey.reportFailures();
    const { ownerToken, asset, owner } = await setUp();
    const validTo = utcDay(Date.now() + EXPIRES_IN_DAYS * DAY_MS);
    const validFrom = utcDay(Date.now() + (EXPIRES_IN_DAYS - 365) * DAY_MS);
    const number = `POL-${run}`;

    await journey.stage('the asset page offers to add a document', owner, async () => {
      await openAsset(owner, asset);
      await owner.getByRole('link', { name: complianceFr.add_document, exact: true }).click();
      await owner.waitForURL(/#\/documents\/create\?asset_id=/);
    });

    await journey.stage('the insurance, its validity and its PDF, saved', owner, async () => {
      // The asset is preset from its page.
      await expect.poll(chosenIn(owner, documentsFr.fields.asset_id)).toBe(ASSET_NAME);
      await owner.getByRole('combobox', { name: startingWith(documentsFr.fields.kind_id) }).click();
      // The built-in kind, named as the app translates it (and as the migration seeds it).
      await owner.getByRole('option', { name: complianceFr.kinds.insurance, exact: true }).click();
      await owner
        .getByRole('textbox', { name: documentsFr.fields.number, exact: true })
        .fill(number);
      await owner
        .getByRole('textbox', { name: documentsFr.fields.issuer, exact: true })
        .fill('AXA');
      await owner.getByLabel(documentsFr.fields.valid_from, { exact: true }).fill(validFrom);
      await owner.getByLabel(documentsFr.fields.valid_to, { exact: true }).fill(validTo);
      // The drop zone (its file input is hidden), clicked as a user would.
      const [chooser] = await Promise.all([
        owner.waitForEvent('filechooser'),
        owner.getByTestId('dropzone').filter({ hasText: raFr.input.file.upload_single }).click(),
      ]);
      await chooser.setFiles({
        name: 'attestation-assurance.pdf',
        mimeType: 'application/pdf',
        buffer: tinyPdf(),
      });
      await owner.getByText('attestation-assurance.pdf', { exact: true }).waitFor();
      const uploaded = owner.waitForResponse(
        (r) => r.url().endsWith('/api/upload') && r.request().method() === 'POST',
      );
      const created = owner.waitForResponse(
        (r) => r.url().endsWith('/api/documents') && r.request().method() === 'POST',
      );
      await owner.getByRole('button', { name: raFr.action.save, exact: true }).click();
      expect((await uploaded).status()).toBe(201);
      expect((await created).status()).toBe(201);
      // Saved, the app goes back to the asset's page.
      await owner.waitForURL(new RegExp(`#/assets/${escape(asset.id)}/show$`));
    });

    await journey.stage('the asset page shows it in force, expiring', owner, async () => {
      const section = owner
        .getByRole('row')
        .filter({ hasText: complianceFr.kinds.insurance })
        .filter({ hasText: number });
      await section.waitFor();
      await section.getByText(frenchDay(validTo), { exact: true }).waitFor();
      await section.getByText(complianceFr.due_levels.expiring, { exact: true }).waitFor();
    });

    await journey.stage('the API agrees, and serves the file', owner, async () => {
      const docs = await api<Listed<DocumentRecord>>(`/documents?asset_id=${asset.id}`, {
        token: ownerToken,
      });
      expect(docs.data).toHaveLength(1);
      const doc = docs.data[0]!;
      expect(doc).toMatchObject({
        kind_code: 'insurance',
        valid_to: validTo,
        due_level: 'expiring',
        current: true,
      });
      expect(doc.file_url).toMatch(/^\/api\/uploads\/[\w-]+\.pdf$/);
      // Private (issue 31): served to the readers of its document, 404 signed out.
      const signedOut = await fetch(`${journey.url()}${doc.file_url}`);
      expect(signedOut.status).toBe(404);
      const served = await fetch(`${journey.url()}${doc.file_url}`, {
        headers: { authorization: `Bearer ${ownerToken}` },
      });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^application\/pdf/);
      expect(Buffer.from(await served.arrayBuffer()).equals(tinyPdf())).toBe(true);
    });

    await journey.stage('the documents list, filtered on expiring, has it', owner, async () => {
      const filter = encodeURIComponent(JSON.stringify({ due_level: 'expiring', q: number }));
      await owner.goto(`${journey.url()}/#/documents?filter=${filter}`);
      const row = owner.getByRole('row').filter({ hasText: number });
      await row.getByText(ASSET_NAME, { exact: true }).waitFor();
      await row.getByText(complianceFr.due_levels.expiring, { exact: true }).waitFor();
    });
  });

  test('(b) the driver fails a critical item on a phone: the asset goes out of service', async () => {
    journey.reportFailures();
    const { ownerToken, driverToken, asset, owner } = await setUp();
    const checklist = (
      await api<Listed<ChecklistItem>>(`/inspections/checklist?asset_id=${asset.id}`, {
        token: driverToken,
      })
    ).data;
    const failing = checklist.find((item) => item.critical);
    expect(failing, 'a critical item in the checklist').toBeDefined();
    const defect = 'Plaquettes usées, bruit au freinage';

    const phone = await journey.signIn(DRIVER_EMAIL, DEMO_PASSWORD, PHONE);

    await journey.stage('the driver opens the pre-trip inspection of its van', phone, async () => {
      await phone.goto(`${journey.url()}/#/inspections/create?asset_id=${asset.id}`);
      const form = phone.getByRole('form', { name: inspectionFr.title, exact: true });
      await form.waitFor();
      for (const item of checklist) {
        await phone.getByRole('group', { name: item.label, exact: true }).waitFor();
      }
      await phone.getByText(inspectionFr.answer_all, { exact: true }).waitFor();
      expect(
        await phone.getByRole('button', { name: inspectionFr.submit, exact: true }).isDisabled(),
      ).toBe(true);
      // One column on a phone: nothing wider than the screen.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
    });

    await journey.stage(
      'every item answered, one critical defect, the odometer',
      phone,
      async () => {
        for (const item of checklist) {
          const group = phone.getByRole('group', { name: item.label, exact: true });
          const answer = item.id === failing!.id ? answersFr.fail : answersFr.pass;
          const button = group.getByRole('button', { name: answer, exact: true });
          await button.tap();
          await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
        }
        await phone
          .getByRole('textbox', { name: fill(inspectionFr.note, { item: failing!.label }) })
          .fill(defect);
        await phone
          .getByRole('textbox', { name: fr.resources.inspections.fields.odometer_km, exact: true })
          .fill(String(INSPECTION_ODOMETER));
        await expect
          .poll(() => phone.getByText(inspectionFr.answer_all, { exact: true }).count())
          .toBe(0);
        const sent = phone.waitForResponse(
          (r) => r.url().endsWith('/api/inspections') && r.request().method() === 'POST',
        );
        await phone.getByRole('button', { name: inspectionFr.submit, exact: true }).tap();
        expect((await sent).status()).toBe(201);
        await phone
          .getByRole('status')
          .filter({ hasText: wholeText(inspectionFr.failed_out_of_service) })
          .waitFor();
      },
    );

    await journey.stage('the API: out of service, repair open, not compliant', phone, async () => {
      const now = (await api<One<Asset>>(`/assets/${asset.id}`, { token: ownerToken })).data;
      expect(now.status).toBe('in_maintenance');
      expect(now.odometer_km).toBe(INSPECTION_ODOMETER);
      const work = await api<
        Listed<{ asset_id: string; kind: string; status: string; title: string }>
      >(`/maintenance?asset_id=${asset.id}`, { token: ownerToken });
      const repair = work.data.filter((m) => m.asset_id === asset.id && m.kind === 'corrective');
      expect(repair).toHaveLength(1);
      expect(repair[0]!.status).toBe('in_progress');
      expect(repair[0]!.title).toContain(failing!.label);
      const compliance = await api<Listed<Compliance>>(`/compliance/assets?id=${asset.id}`, {
        token: ownerToken,
      });
      const reasons = compliance.data.find((c) => c.asset_id === asset.id);
      expect(reasons?.compliant).toBe(false);
      expect(reasons?.reasons).toContainEqual(
        expect.objectContaining({ code: 'inspection_failed', blocking: true }),
      );
    });

    await journey.stage('the owner’s asset page: in maintenance, and why', owner, async () => {
      await openAsset(owner, asset);
      const field = statusField(owner);
      await field.waitFor();
      await expect
        .poll(() => field.textContent())
        .toBe(`${assetsFr.fields.status}${assetsFr.statuses.in_maintenance}`);
      const why = owner.getByRole('status').filter({ hasText: complianceFr.not_compliant });
      await why.waitFor();
      const failedText = complianceFr.reasons.inspection_failed;
      await why
        .getByText(
          new RegExp(
            `^${escape(failedText.split('%{date}')[0]!)}.+${escape(failedText.split('%{date}')[1]!)}$`,
          ),
        )
        .waitFor();
    });

    await journey.stage('the owner’s list shows it in maintenance', owner, async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: ASSET_NAME }));
      await owner.goto(`${journey.url()}/#/assets?filter=${filter}`);
      const row = owner.getByRole('row').filter({ hasText: ASSET_NAME });
      await row.getByText(assetsFr.statuses.in_maintenance, { exact: true }).waitFor();
    });
  });

  test('(c) the fleet report shows the asset’s cost per km, as the API computes it', async () => {
    journey.reportFailures();
    const { ownerToken, asset, owner } = await setUp();
    const period = new Date().toISOString().slice(0, 7);

    let expected!: ReportRow;
    await journey.stage('setup: two fills of the van this month', owner, async () => {
      const fills: FuelRecord[] = [];
      for (const [i, entry] of FILLS.entries()) {
        fills.push(
          (
            await api<One<FuelRecord>>('/fuel', {
              method: 'POST',
              token: ownerToken,
              body: {
                asset_id: asset.id,
                // Minutes ago, in order: this UTC month.
                filled_at: new Date(Date.now() - (FILLS.length - i) * 60_000).toISOString(),
                unit: 'l',
                full_fill: true,
                station: 'TotalEnergies Rungis',
                ...entry,
              },
            })
          ).data,
        );
      }
      const report = await api<Listed<ReportRow>>(
        `/fleet-report?period=${period}&q=${encodeURIComponent(ASSET_NAME)}`,
        { token: ownerToken },
      );
      const rows = report.data.filter((r) => r.asset_id === asset.id);
      expect(rows).toHaveLength(1);
      expected = rows[0]!;
      // The fills' prices and kilometres, and cost per km their quotient (minor units per km).
      expect(expected.fuel_cost).toBe(FILLS.reduce((sum, f) => sum + f.total_price, 0));
      expect(expected.km).toBe(fills.reduce((sum, f) => sum + (f.distance_km ?? 0), 0));
      expect(expected.km).toBeGreaterThan(0);
      expect(expected.cost_per_km).not.toBeNull();
      expect(expected.cost_per_km!).toBeCloseTo(expected.cost / expected.km, 2);
    });

    await journey.stage('the owner’s fleet report has the van’s row', owner, async () => {
      await owner
        .getByRole('menuitem', { name: fr.resources['fleet-report'].name, exact: true })
        .click();
      await owner.waitForURL(/#\/fleet-report/);
      await owner.getByText(reportFr.title, { exact: true }).first().waitFor();
      // The menu opens the report unfiltered: the server's period is this month; the owner
      // says so, and searches for the van.
      await owner.getByRole('textbox', { name: startingWith(reportFr.period) }).fill(period);
      await owner.getByRole('textbox', { name: raFr.action.search }).fill(ASSET_NAME);
      await owner.getByRole('row').filter({ hasText: ASSET_NAME }).waitFor();
      await expect.poll(() => owner.getByRole('row').count()).toBe(2);
    });

    await journey.stage('its cost per km is the API’s', owner, async () => {
      const headers = await owner.getByRole('columnheader').allTextContents();
      const column = headers.findIndex((h) => h.trim() === reportFieldsFr.cost_per_km);
      expect(
        column,
        `a "${reportFieldsFr.cost_per_km}" column in ${headers}`,
      ).toBeGreaterThanOrEqual(0);
      const cell = owner
        .getByRole('row')
        .filter({ hasText: ASSET_NAME })
        .getByRole('cell')
        .nth(column);
      const perKm = fill(reportFr.per_km, {
        value: formatMoney(Math.round(expected.cost_per_km!), expected.currency, 'fr'),
      });
      await expect.poll(() => cell.textContent()).toBe(perKm);
      // And its kilometres.
      const kmColumn = headers.findIndex((h) => h.trim() === reportFieldsFr.km);
      await expect
        .poll(async () =>
          (
            await owner
              .getByRole('row')
              .filter({ hasText: ASSET_NAME })
              .getByRole('cell')
              .nth(kmColumn)
              .textContent()
          )?.replace(/\D/g, ''),
        )
        .toBe(String(expected.km));
    });

    journey.expectCleanPages();
  });
});
