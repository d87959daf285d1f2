/**
 * A failed inspection whose repair was cancelled (docs/compliance.md, "Inspections"): the asset
 * page says no repair is open and offers to open another; opened, the page reads the asset's
 * compliance again and the reason says the repair is pending, without the button.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComplianceReason } from '../../contract/documents';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { list } from './support/api';
import { assetRecord } from './support/records';

serveMockApi();

const truck = assetRecord({});
const failed = (title: string | null): ComplianceReason => ({
  code: 'inspection_failed',
  blocking: true,
  kind_code: null,
  kind_name: null,
  record_id: 'x-1',
  date: '2025-01-14T08:00:00Z',
  title,
});

describe('a cancelled repair', () => {
  it('the asset page offers to open another, then shows it pending', async () => {
    signInAs('asset_owner');
    let repair: string | null = null;
    const opened: string[] = [];
    server.use(
      http.get('*/api/assets/a-1', () => HttpResponse.json({ data: truck })),
      http.get('*/api/compliance/assets', () =>
        HttpResponse.json({
          data: [{ asset_id: 'a-1', compliant: false, reasons: [failed(repair)] }],
        }),
      ),
      http.post('*/api/inspections/:id/repair', ({ params }) => {
        opened.push(String(params.id));
        repair = 'Freins';
        return HttpResponse.json({ data: { id: params.id, maintenance_id: 'm-2' } });
      }),
      http.get('*/api/documents', () => list([])),
      http.get('*/api/fuel', () => list([])),
      http.get('*/api/fleet-report/asset/a-1', () => HttpResponse.json({ data: [] })),
      http.get('*/api/asset-dispatch/by-asset/a-1', () => list([])),
      http.get('*/api/maintenance', () => list([])),
      http.get('*/api/earnings', () => HttpResponse.json({ data: null }, { status: 404 })),
    );
    renderAppAt('/assets/a-1/show');

    const section = await screen.findByRole('region', { name: 'Documents et conformité' });
    expect(await within(section).findByText(/aucune réparation ouverte/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Ouvrir une réparation' }));

    await vi.waitFor(() => expect(opened).toEqual(['x-1']));
    expect(await within(section).findByText(/réparation en attente/)).toBeInTheDocument();
    expect(
      within(section).queryByRole('button', { name: 'Ouvrir une réparation' }),
    ).not.toBeInTheDocument();
  }, 60_000);
});
