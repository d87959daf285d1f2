/**
 * Issue 12's bulk import through the real app: the demo owner downloads the template, chooses a
 * file with bad rows (the preview lists each error in French and offers no import), then a
 * good file, imports it, and the asset list shows the new assets. One real server with its
 * seeded demo data, Chromium; nothing mocked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fr } from '../../src/i18n/fr';
import { ASSET_IMPORT_COLUMNS } from '../../contract/import';
import { browserSuite, signInWithForm } from './suite';
import { fill } from './text';
import { raFr } from './catalogs';

const importFr = fr.flotte.import;
const counted = (message: string, count: number) => {
  const [one, many] = message.split('||||').map((form) => form.trim());
  return fill(count > 1 ? (many ?? one!) : one!, { smart_count: count });
};
const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

describe('bulk import of assets', () => {
  const suite = browserSuite();

  test('an owner previews a bad file, then imports a good one', async () => {
    const p = await suite.newPage({ locale: 'en-US', acceptDownloads: true });
    await signInWithForm(p, suite.url(), 'owner@flotte.demo');

    await p.goto(`${suite.url()}/#/assets`);
    await p.getByRole('button', { name: importFr.button, exact: true }).click();
    const dialog = p.getByRole('dialog', { name: importFr.title.assets });

    // The template: stable column names, then the French example row.
    const [download] = await Promise.all([
      p.waitForEvent('download'),
      dialog.getByRole('button', { name: importFr.template }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(importFr.template_file.assets);
    const template = readFileSync((await download.path())!, 'utf8');
    expect(template.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(ASSET_IMPORT_COLUMNS.join(';'));

    const input = dialog.getByLabel(importFr.choose);
    await input.setInputFiles(
      csvFile(
        'mauvais.csv',
        'name;asset_type;registration\nCamion navigateur;Camionnette;AB-123-CD\nSans type;Sous-marin;\n',
      ),
    );
    const errorTable = dialog.getByRole('table', { name: importFr.errors_title });
    await expect
      .poll(() => errorTable.getByRole('row').allInnerTexts())
      .toEqual([
        expect.stringContaining(importFr.row),
        `2\t${importFr.columns.registration}\t${importFr.errors.registration_taken}`,
        `3\t${importFr.columns.asset_type}\t${importFr.errors.unknown_asset_type}`,
      ]);
    await expect
      .poll(() => dialog.getByRole('button', { name: counted(importFr.commit, 2) }).isDisabled())
      .toBe(true);

    await input.setInputFiles(
      csvFile(
        'bon.csv',
        'name;asset_type;registration;capacity_kg\nCamion navigateur;Camionnette;NV-001-AA;"1 500"\nVélo navigateur;Vélo cargo;;120\n',
      ),
    );
    await dialog.getByText(counted(importFr.ready, 2)).waitFor();
    await dialog.getByRole('button', { name: counted(importFr.commit, 2) }).click();
    await p.getByText(counted(importFr.done.assets, 2)).waitFor();
    await p.getByRole('cell', { name: 'Camion navigateur' }).waitFor();
    await p.getByRole('cell', { name: 'Vélo navigateur' }).waitFor();
    expect(await dialog.count()).toBe(0);

    // CSV export still works on the list, and carries the imported rows.
    const [exported] = await Promise.all([
      p.waitForEvent('download'),
      p.getByRole('button', { name: raFr.action.export, exact: true }).click(),
    ]);
    const exportedText = readFileSync((await exported.path())!, 'utf8');
    expect(exportedText).toContain('Camion navigateur');
    expect(exportedText).toContain('NV-001-AA');
  });
});
