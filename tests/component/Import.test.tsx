import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Asset } from '../../contract/asset';
import type { ImportPreview, ImportRowError } from '../../contract/import';
import { ASSET_IMPORT_COLUMNS } from '../../contract/import';
import { fr } from '../../src/i18n/fr';
import { templateCsv } from '../../src/resources/common/ImportTemplateButton';
import { renderAppAt, requests, server, signInAs, serveMockApi } from './support/app';
import { assetRecord } from './support/records';

serveMockApi();

// The live-status stream (another slice's) is not what these tests are about: answered empty.
beforeEach(() => {
  server.use(http.get('*/api/events', () => new HttpResponse(null, { status: 204 })));
});

const imported: Asset = assetRecord({
  id: 'a-9',
  name: 'Fourgon importé',
  registration: 'IM-001-AA',
});

/** The asset list: empty until the import has happened. */
function serveAssets(state: { imported: boolean }) {
  server.use(
    http.get('*/api/assets', () => {
      const rows = state.imported ? [imported] : [];
      return HttpResponse.json({
        data: rows,
        pagination: { total: rows.length, limit: 10, skip: 0 },
      });
    }),
  );
}

const csv =
  'name;asset_type;registration\nFourgon importé;Camionnette;IM-001-AA\nSans type;Sous-marin;\n';
const file = () => new File([csv], 'flotte.csv', { type: 'text/csv' });

const rows: ImportPreview['rows'] = [
  {
    row: 2,
    values: { name: 'Fourgon importé', asset_type: 'Camionnette', registration: 'IM-001-AA' },
  },
  { row: 3, values: { name: 'Sans type', asset_type: 'Sous-marin' } },
];
const preview = (errors: ImportRowError[]): ImportPreview => ({
  delimiter: ';',
  columns: ['name', 'asset_type', 'registration'],
  rows,
  errors,
});

async function openDialogAndChoose(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Importer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importer des actifs' });
  await user.upload(within(dialog).getByLabelText('Choisir un fichier CSV'), file());
  return dialog;
}

describe('asset import', () => {
  it("shows each row's errors in French and offers no import while one remains", async () => {
    signInAs('asset_owner');
    serveAssets({ imported: false });
    const sent: string[] = [];
    server.use(
      http.post('*/api/assets/import/preview', async ({ request }) => {
        sent.push(((await request.json()) as { csv: string }).csv);
        return HttpResponse.json({
          data: preview([
            { row: 3, field: 'asset_type', code: 'unknown_asset_type' },
            { row: 3, field: null, code: 'plan_limit_reached' },
          ]),
        });
      }),
    );
    const user = userEvent.setup();
    renderAppAt('/assets');
    // The list has settled on its empty state (its toolbar, shown while loading, is gone).
    await screen.findByText("Aucun actif pour l'instant.");
    const dialog = await openDialogAndChoose(user);

    const errors = await within(dialog).findByRole('table', { name: 'Erreurs' });
    const [, first, second] = within(errors).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', "Type d'actif", "Type d'actif inconnu ou inactif."]);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', 'toute la ligne', "Au-delà du nombre d'actifs permis par votre forfait."]);
    expect(within(dialog).getByText(/^2 erreurs : corrigez le fichier/)).toBeInTheDocument();
    // The file's rows as read, under translated column names.
    const table = within(dialog).getByRole('table', { name: 'Aperçu' });
    expect(
      within(table).getByRole('columnheader', { name: 'Immatriculation' }),
    ).toBeInTheDocument();
    expect(within(table).getByText('Sous-marin')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer 2 lignes' })).toBeDisabled();
    // The file went to the server as it is.
    expect(sent).toEqual([csv]);
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/api/assets/import'))).toBe(
      false,
    );
  });

  it('imports a clean file, then the list shows the new assets', async () => {
    signInAs('asset_owner');
    const state = { imported: false };
    serveAssets(state);
    server.use(
      http.post('*/api/assets/import/preview', () => HttpResponse.json({ data: preview([]) })),
      http.post('*/api/assets/import', () => {
        state.imported = true;
        return HttpResponse.json({ data: { created: 2, ids: ['a-9', 'a-10'] } }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderAppAt('/assets');
    // The empty state says what fills the page, for an owner.
    expect(await screen.findByText("Aucun actif pour l'instant.")).toBeInTheDocument();
    const dialog = await openDialogAndChoose(user);
    expect(
      await within(dialog).findByText('Aucune erreur : 2 lignes prêtes à importer.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importer 2 lignes' }));

    expect(await screen.findByText('2 actifs importés')).toBeInTheDocument();
    expect(await screen.findByText('Fourgon importé')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Importer des actifs' })).not.toBeInTheDocument(),
    );
  });

  it('shows the errors of a commit the server refuses (it checks again), nothing else', async () => {
    signInAs('business');
    serveAssets({ imported: false });
    server.use(
      http.post('*/api/assets/import/preview', () => HttpResponse.json({ data: preview([]) })),
      http.post('*/api/assets/import', () =>
        HttpResponse.json(
          {
            statusCode: 409,
            code: 'plan_limit_reached',
            message: 'The file has errors: nothing was imported.',
            rows: [{ row: 3, field: null, code: 'plan_limit_reached' }],
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAppAt('/assets');
    await screen.findByText("Aucun actif pour l'instant.");
    const dialog = await openDialogAndChoose(user);
    await user.click(await within(dialog).findByRole('button', { name: 'Importer 2 lignes' }));
    const errors = await within(dialog).findByRole('table', { name: 'Erreurs' });
    expect(
      within(errors).getByText("Au-delà du nombre d'actifs permis par votre forfait."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importer 2 lignes' })).toBeDisabled();
  });

  it('offers the template and the import of asset types to the superadmin only', async () => {
    signInAs('superadmin');
    server.use(
      http.get('*/api/asset-type', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 10, skip: 0 } }),
      ),
    );
    const user = userEvent.setup();
    renderAppAt('/asset-type');
    expect(await screen.findByText("Aucun type d'actif pour l'instant.")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: "Importer des types d'actifs" });
    expect(
      within(dialog).getByRole('button', { name: 'Télécharger le modèle' }),
    ).toBeInTheDocument();
  });

  it('lets the superadmin import assets for the owner it names first (as the table allows)', async () => {
    signInAs('superadmin');
    serveAssets({ imported: false });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/users', () =>
        HttpResponse.json({
          data: [{ id: 'user-owner-2', name: 'Awa Propriétaire', role: 'asset_owner' }],
          pagination: { total: 1, limit: 25, skip: 0 },
        }),
      ),
      http.get('*/api/business', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 25, skip: 0 } }),
      ),
      http.post('*/api/assets/import/preview', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: preview([]) });
      }),
    );
    const user = userEvent.setup();
    renderAppAt('/assets');
    await screen.findByText("Aucun actif pour l'instant.");
    await user.click(await screen.findByRole('button', { name: 'Importer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importer des actifs' });
    // No file before whose assets they are.
    expect(within(dialog).getByLabelText('Choisir un fichier CSV')).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Propriétaire' }));
    await user.click(await screen.findByRole('option', { name: 'Awa Propriétaire' }));
    const input = within(dialog).getByLabelText('Choisir un fichier CSV');
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, file());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ csv, owner_user_id: 'user-owner-2', business_id: null });
    expect(await within(dialog).findByRole('button', { name: 'Importer 2 lignes' })).toBeEnabled();
  });

  it('shows no import to a role that may not create assets', async () => {
    signInAs('in_house_manager');
    serveAssets({ imported: true });
    renderAppAt('/assets');
    expect(await screen.findByText('Fourgon importé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importer' })).not.toBeInTheDocument();
  });
});

describe('the import template', () => {
  it("has the stable column names, then an example row in the user's language", () => {
    const translate = (key: string) =>
      key.split('.').reduce<unknown>((at, k) => (at as Record<string, unknown>)[k], fr) as string;
    const text = templateCsv('assets', 'fr', translate);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, example, rest] = text.slice(1).split('\r\n');
    expect(header).toBe(ASSET_IMPORT_COLUMNS.join(';'));
    expect(example).toContain('Fourgon 12;Camionnette;AB-123-CD');
    // A cell holding the separator is quoted, so the file reads back as two rows.
    expect(example).toContain('"Hayon élévateur ; à remplacer par vos actifs"');
    expect(rest).toBe('');
  });
});
