/**
 * The fleet report's figures read as a person reads them (issue 33): the period in words under
 * the field ("novembre 2026"), a totals row from the rows' own numbers, and the asset page's
 * chart titled for its asset with its months in words.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { assetFinanceMonth, type AssetFinanceMonth } from '../../contract/fleet-report';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { assetRecord } from './support/records';
import { reportRow } from './support/fleet-report';

serveMockApi();

const page = <T,>(rows: T[], total = rows.length) =>
  HttpResponse.json({ data: rows, pagination: { total, limit: 10, skip: 0 } });

const van = reportRow({ id: 'a-1', asset_id: 'a-1', asset_name: 'Van', period: '2026-11' });
const truck = reportRow({
  id: 'a-2',
  asset_id: 'a-2',
  asset_name: 'Camion',
  period: '2026-11',
  revenue: 123_456,
  cost: 100_001,
  profit: 23_455,
  km: 1_600,
  cost_per_km: 62.5,
  profit_per_km: 14.66,
});

const reportOf = (rows: ReturnType<typeof reportRow>[], total?: number) => [
  http.get('*/api/fleet-report', () => page(rows, total)),
  http.get('*/api/asset-type', () => page([])),
];

describe('the fleet report', () => {
  it('names its period in words under the field', async () => {
    signInAs('asset_owner');
    server.use(...reportOf([van]));
    renderAppAt(`/fleet-report?filter=${encodeURIComponent('{"period":"2026-11"}')}`);
    // The first render of the file loads the app's screens: slow on a loaded machine.
    await screen.findByText('Van', {}, { timeout: 30_000 });
    const field = await screen.findByLabelText('Période');
    expect(field).toHaveValue('2026-11');
    expect(field).toHaveAccessibleDescription('novembre 2026');
  });

  it('adds the rows up in a totals row, per km from the summed cost and km', async () => {
    signInAs('asset_owner');
    server.use(...reportOf([van, truck]));
    renderAppAt(`/fleet-report?filter=${encodeURIComponent('{"period":"2026-11"}')}`);
    await screen.findByText('Camion');
    const total = screen.getByRole('rowheader', { name: 'Total' }).closest('tr')!;
    const cells = within(total)
      .getAllByRole('cell')
      .map((c) => plain(c.textContent));
    // 600,00 + 1 234,56 earned; 500,00 + 1 000,01 spent; 100,00 + 234,55 profit; 2 000 km.
    expect(cells).toEqual([
      '1 834,56 €',
      '1 500,01 €',
      '334,55 €',
      '2 000',
      '0,75 € /km',
      '0,17 € /km',
    ]);
  });

  it('says when its totals are those of the rows shown only', async () => {
    signInAs('asset_owner');
    server.use(...reportOf([van, truck], 12));
    renderAppAt(`/fleet-report?filter=${encodeURIComponent('{"period":"2026-11"}')}`);
    await screen.findByRole('rowheader', { name: 'Total des 2 lignes affichées' });
  });

  it('shows no totals row under a single row', async () => {
    signInAs('asset_owner');
    server.use(...reportOf([van]));
    renderAppAt(`/fleet-report?filter=${encodeURIComponent('{"period":"2026-11"}')}`);
    await screen.findByText('Van');
    expect(screen.queryByRole('rowheader', { name: /^Total/ })).toBeNull();
  });
});

describe('an asset’s cost and profit by month', () => {
  it('is titled for the asset, its months in words', async () => {
    signInAs('asset_owner');
    const asset = assetRecord({ odometer_km: 50000 });
    /** A month of the asset: the report row's sums, without the asset's fields. */
    const month = (period: string): AssetFinanceMonth =>
      assetFinanceMonth.parse(reportRow({ period }));
    server.use(
      http.get('*/api/assets/a-1', () => HttpResponse.json({ data: asset })),
      http.get('*/api/documents', () => page([])),
      http.get('*/api/compliance/assets', () =>
        HttpResponse.json({ data: [{ asset_id: 'a-1', compliant: true, reasons: [] }] }),
      ),
      http.get('*/api/fleet-report/asset/a-1', () =>
        HttpResponse.json({ data: [month('2026-10'), month('2026-11')] }),
      ),
      http.get('*/api/asset-dispatch/by-asset/a-1', () => page([])),
      http.get('*/api/maintenance', () => page([])),
      http.get('*/api/fuel', () => page([])),
      http.get('*/api/earnings', () => HttpResponse.json({ data: null }, { status: 404 })),
    );
    renderAppAt('/assets/a-1/show');
    const title = `Revenus et coûts de ${asset.name} par mois`;
    const figure = await screen.findByRole('figure', { name: title });
    const table = within(figure).getByRole('region', { name: title });
    expect(plain(table.textContent)).toContain('octobre 2026');
    expect(plain(table.textContent)).toContain('novembre 2026');
  });
});
