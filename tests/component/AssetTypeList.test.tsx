import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../contract/asset-type';
import { plain, renderAppAt, requests, server, signInAs, serveMockApi } from './support/app';
import { readOnlyRow } from './support/lists';

serveMockApi();

const truck: AssetType = {
  id: 'at-1',
  name: 'Camion 19 t',
  description: 'Porteur',
  active: true,
  capacity_kg: 19000,
  base_price: 125000,
  currency: 'EUR',
  average_speed_kmh: 30,
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};
const moto: AssetType = {
  ...truck,
  id: 'at-2',
  name: 'Moto',
  active: false,
  capacity_kg: 30,
  base_price: 2500,
  currency: 'XOF',
};

function serveAssetTypes(rows: AssetType[], total = rows.length) {
  server.use(
    http.get('*/api/asset-type', () =>
      HttpResponse.json({ data: rows, pagination: { total, limit: 10, skip: 0 } }),
    ),
  );
}

const listRequest = () => {
  const request = requests.find((r) => new URL(r.url).pathname === '/api/asset-type');
  if (!request) throw new Error('the list was not requested');
  return new URL(request.url).searchParams;
};

describe('asset type list', () => {
  it('shows the rows the API answers, with money in the currency and the UI language', async () => {
    signInAs('superadmin');
    serveAssetTypes([truck, moto], 12);
    renderAppAt('/asset-type');

    const truckRow = (await screen.findByText('Camion 19 t')).closest('tr')!;
    expect(plain(truckRow.textContent)).toContain('1 250,00 €');
    const motoRow = screen.getByText('Moto').closest('tr')!;
    expect(plain(motoRow.textContent)).toContain('2 500 F CFA');
    // Translated headers, and the total from `pagination.total`.
    expect(screen.getByRole('columnheader', { name: /Prix de base/ })).toBeInTheDocument();
    expect(screen.getByText(/1-10 sur 12/)).toBeInTheDocument();

    // 10 a page from the first row, sorted by name.
    const query = listRequest();
    expect(query.get('limit')).toBe('10');
    expect(query.get('skip')).toBe('0');
    expect(query.get('sort')).toBe('name');
    expect(query.get('order')).toBe('asc');
  });

  it('gives the superadmin create, row selection for bulk delete, and row click to edit', async () => {
    signInAs('superadmin');
    serveAssetTypes([truck]);
    server.use(http.get('*/api/asset-type/at-1', () => HttpResponse.json({ data: truck })));
    renderAppAt('/asset-type');

    const row = (await screen.findByText('Camion 19 t')).closest('tr')!;
    expect(await screen.findByRole('link', { name: 'Créer' })).toBeInTheDocument();
    expect(within(row).getByRole('checkbox')).toBeInTheDocument();
    expect(row).toHaveClass('RaDataTable-clickableRow');

    await userEvent.click(within(row).getByText('Camion 19 t'));
    expect(await screen.findByDisplayValue('Camion 19 t')).toBeInTheDocument();
    expect(window.location.hash).toBe('#/asset-type/at-1');
  });

  it('shows no create, delete or edit to a role that may only read', async () => {
    signInAs('asset_owner');
    serveAssetTypes([truck]);
    renderAppAt('/asset-type');

    const row = await readOnlyRow('Camion 19 t');
    expect(screen.queryByRole('checkbox', { name: /Tout sélectionner/i })).not.toBeInTheDocument();
    expect(row).not.toHaveClass('RaDataTable-clickableRow');
  });

  it('shows the translated empty state, without the invitation to create for a reader', async () => {
    signInAs('business');
    serveAssetTypes([]);
    renderAppAt('/asset-type');

    expect(await screen.findByText("Aucun type d'actif pour l'instant.")).toBeInTheDocument();
    expect(screen.queryByText('Voulez-vous en créer un ?')).not.toBeInTheDocument();
  });
});
