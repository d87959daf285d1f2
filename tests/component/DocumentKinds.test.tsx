/**
 * The superadmin's document kinds and settings (docs/compliance.md): the expiring window, and a
 * kind's mandatory marks per asset type.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { recordPatches } from './support/posts';
import { apiError } from './support/api';
import { documentKindRecord } from './support/records';
import { accountFr } from '../../src/i18n/fr/account';

const FORBIDDEN = accountFr.flotte.errors.forbidden;

serveMockApi();

const insurance = documentKindRecord({ id: 'k-ins', code: 'insurance', name: 'Assurance' });

const page = <T,>(rows: T[]) =>
  HttpResponse.json({ data: rows, pagination: { total: rows.length, limit: 10, skip: 0 } });

/** The kinds list and the platform's settings (30 days), as every role reads them. */
const kindsAndSettings = () => [
  http.get('*/api/document-kinds', () => page([insurance])),
  http.get('*/api/compliance-settings', () =>
    HttpResponse.json({ data: { expiring_days: 30, updated_at: '2025-01-01T00:00:00Z' } }),
  ),
];

describe('document kinds', () => {
  it('a B2B user reads the platform’s deadlines without a save button', async () => {
    signInAs('b2b');
    server.use(...kindsAndSettings());
    renderAppAt('/document-kinds');
    const days = await screen.findByLabelText(/Jours avant la fin/);
    expect(days).toHaveAttribute('readonly');
    expect(screen.getByText(/Réglé par la plateforme/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
  });

  it('a refused save of the settings says why', async () => {
    signInAs('superadmin');
    server.use(
      ...kindsAndSettings(),
      http.patch('*/api/compliance-settings', () => apiError(403, 'forbidden')),
    );
    renderAppAt('/document-kinds');
    const days = await screen.findByLabelText(/Jours avant la fin/);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
    expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
  });

  it('the superadmin changes the expiring window, and makes a missing insurance block', async () => {
    signInAs('superadmin');
    const settings = recordPatches('*/api/compliance-settings', {
      expiring_days: 45,
      updated_at: '2025-01-02T00:00:00Z',
    });
    const patched = recordPatches('*/api/document-kinds/k-ins', insurance);
    server.use(
      http.get('*/api/document-kinds', () => page([insurance])),
      http.get('*/api/document-kinds/k-ins', () => HttpResponse.json({ data: insurance })),
      http.get('*/api/compliance-settings', () =>
        HttpResponse.json({ data: { expiring_days: 30, updated_at: '2025-01-01T00:00:00Z' } }),
      ),
      http.get('*/api/asset-type', () => page([{ id: 'at-1', name: 'Camionnette', active: true }])),
    );
    renderAppAt('/document-kinds');
    const days = await screen.findByLabelText(/Jours avant la fin/);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(screen.getAllByRole('button', { name: 'Enregistrer' })[0]!);
    await vi.waitFor(() => expect(settings).toEqual([{ expiring_days: 45 }]));

    await userEvent.click(await screen.findByText('Assurance'));
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter' }));
    const type = await screen.findByRole('combobox', { name: /Type d'actif/ });
    await userEvent.type(type, 'Cam');
    await userEvent.click(await screen.findByRole('option', { name: 'Camionnette' }));
    const row = type.closest('li')!;
    await userEvent.click(within(row).getByRole('switch', { name: 'Obligatoire' }));
    await userEvent.click(within(row).getByRole('switch', { name: 'Bloquant s’il manque' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(patched).toEqual([
        {
          asset_types: [{ asset_type_id: 'at-1', mandatory: true, missing_blocks: true }],
        },
      ]),
    );
  });
});
