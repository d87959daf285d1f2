import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Asset } from '../../contract/asset';
import type { EarningsSummary } from '../../contract/earnings';
import type { Role } from '../../contract/roles';
import { plain, renderAppAt, requests, server, signInAs, serveMockApi } from './support/app';
import { assetRecord, earningsMonth, earningsSummary } from './support/records';
import { apiError } from './support/api';
import { readOnlyRow } from './support/lists';

serveMockApi();

const truck: Asset = assetRecord({
  make: 'Renault',
  model: 'Master',
  year: 2020,
  capacity_kg: 1200,
  odometer_km: 50000,
  photo_url: '/api/uploads/00000000-0000-4000-8000-000000000000.png',
});

function serveAssets(rows: Asset[]) {
  server.use(
    http.get('*/api/assets', () =>
      HttpResponse.json({ data: rows, pagination: { total: rows.length, limit: 10, skip: 0 } }),
    ),
  );
}

/** The assets list (the truck in it), signed in as `role`. */
function openAssets(role: Role) {
  signInAs(role);
  serveAssets([truck]);
  renderAppAt('/assets');
}

describe('assets list', () => {
  it('shows an owner its assets with translated columns and statuses, and create', async () => {
    openAssets('asset_owner');

    const row = (await screen.findByText('Camion bleu')).closest('tr')!;
    expect(plain(row.textContent)).toContain('AB-123-CD');
    expect(plain(row.textContent)).toContain('Disponible');
    expect(plain(row.textContent)).toContain('1 200');
    for (const header of ['Nom', 'Type', 'Immatriculation', 'Marque', 'Statut']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(await screen.findByRole('link', { name: 'Créer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
  });

  it('asks for confirmation before a bulk delete, then deletes', async () => {
    signInAs('asset_owner');
    serveAssets([truck]);
    const deleted: string[] = [];
    server.use(
      http.delete('*/api/assets/:id', ({ params }) => {
        deleted.push(String(params.id));
        return HttpResponse.json({ data: truck });
      }),
    );
    renderAppAt('/assets');

    const row = (await screen.findByText('Camion bleu')).closest('tr')!;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(deleted).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Garder la sélection' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer la sélection' }));
    await vi.waitFor(() => expect(deleted).toEqual(['a-1']));
  });

  it('shows the manager no create and no row selection', async () => {
    openAssets('in_house_manager');

    await readOnlyRow('Camion bleu');
  });

  it('shows an empty list, and no crash, when the list cannot load', async () => {
    signInAs('asset_owner');
    server.use(http.get('*/api/assets', () => apiError(500, 'internal', { message: 'boom' })));
    renderAppAt('/assets');
    // react-admin's list error state: the translated error, no rows.
    expect(
      (await screen.findAllByText('Une erreur est survenue. Réessayez plus tard.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Camion bleu')).not.toBeInTheDocument();
  });
});

describe('asset page', () => {
  it('charts the monthly net earnings from the answer, with the figures in a table', async () => {
    signInAs('asset_owner');
    const summary: EarningsSummary = earningsSummary([
      earningsMonth('2025-01', 10000, 1),
      earningsMonth('2025-02', 20000, 2),
    ]);

    server.use(
      http.get('*/api/assets/a-1', () => HttpResponse.json({ data: truck })),
      http.get('*/api/asset-dispatch/by-asset/a-1', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 25, skip: 0 } }),
      ),
      http.get('*/api/earnings', () => HttpResponse.json({ data: summary })),
      // The maintenance section (tests/component/AssetMaintenance.test.tsx): none here.
      http.get('*/api/maintenance', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 10, skip: 0 } }),
      ),
    );
    renderAppAt('/assets/a-1/show');

    const chart = await screen.findByRole('figure', { name: /Revenus nets/ });
    expect(chart).toHaveAccessibleDescription(/270,00\s€ de revenus nets/);
    const table = within(chart).getByRole('table', { name: 'Revenus et maintenance par mois' });
    expect(plain(table.textContent)).toContain('180,00 €');
    expect(
      plain(screen.getByRole('region', { name: 'Revenus et maintenance' }).textContent),
    ).toContain('270,00 €');
    expect(screen.getByText("Cet actif n'a encore servi aucune demande.")).toBeInTheDocument();
    const earnings = requests.find((r) => new URL(r.url).pathname === '/api/earnings')!;
    expect(new URL(earnings.url).searchParams.get('id')).toBe('a-1');
  });
});
