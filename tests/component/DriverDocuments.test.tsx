/**
 * A driver's documents on its page (docs/compliance.md, "Screens"): the owner opens a driver
 * from the list and reads its documents in force (kind, number, last day, due level) in the same
 * scrolling table as the asset page's, then records one through the documents form preset with
 * the driver and offering a driver's kinds only; saved, it is back on the driver's page.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Document } from '../../contract/documents';
import { queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { list } from './support/api';
import { driverRecord } from './support/records';

serveMockApi();

const awa = driverRecord({ id: 'd-awa', name: 'Awa Diop' });

const licence: Document = {
  id: 'doc-1',
  subject: 'driver',
  asset_id: null,
  asset_name: null,
  driver_id: 'd-awa',
  driver_name: 'Awa Diop',
  owner_user_id: 'user-asset_owner',
  business_id: null,
  kind_id: 'k-lic',
  kind_code: 'driving_licence',
  kind_name: 'Permis de conduire',
  number: 'P-123456',
  issuer: null,
  valid_from: null,
  valid_to: '2025-01-31',
  file_url: null,
  notes: null,
  cost: null,
  currency: 'EUR',
  current: true,
  due_level: 'expired',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};
const medical: Document = {
  ...licence,
  id: 'doc-2',
  kind_id: 'k-med',
  kind_code: 'medical_certificate',
  kind_name: 'Certificat médical',
  number: 'M-9',
  valid_to: '2030-06-30',
  due_level: 'valid',
};

describe('a driver’s documents', () => {
  it('lists them on the driver’s page and records one preset with the driver', async () => {
    window.innerWidth = 390;
    window.dispatchEvent(new Event('resize'));
    signInAs('asset_owner');
    const posted: unknown[] = [];
    let saved = [licence];
    server.use(
      http.get('*/api/drivers', () => list([awa])),
      http.get('*/api/drivers/d-awa', () => HttpResponse.json({ data: awa })),
      http.get('*/api/documents', () => list(saved)),
      http.get('*/api/document-kinds', () =>
        list([{ id: 'k-med', code: 'medical_certificate', name: 'Certificat médical' }]),
      ),
      http.post('*/api/documents', async ({ request }) => {
        posted.push(await request.json());
        saved = [licence, medical];
        return HttpResponse.json({ data: medical }, { status: 201 });
      }),
    );
    renderAppAt('/drivers');

    await userEvent.click(await screen.findByRole('link', { name: 'Awa Diop' }));
    const section = await screen.findByRole('region', { name: 'Documents du chauffeur' });
    // The scrolling table: a region of its own, reachable from the keyboard.
    const table = await within(section).findByRole('region', { name: 'Documents' });
    expect(table).toHaveAttribute('tabindex', '0');
    const row = within(table).getByText('Permis de conduire').closest('tr')!;
    expect(within(row).getByText('P-123456')).toBeInTheDocument();
    expect(row.textContent).toMatch(/31 janv\. 2025/);
    expect(within(row).getByText('Expiré')).toBeInTheDocument();
    expect(queriesTo('/api/documents').at(-1)!.get('driver_id')).toBe('d-awa');

    await userEvent.click(within(section).getByRole('link', { name: 'Ajouter un document' }));
    const who = await screen.findByRole('combobox', { name: /Chauffeur/ });
    await vi.waitFor(() => expect(who).toHaveValue('Awa Diop'));
    await userEvent.click(screen.getByRole('combobox', { name: /Type de document/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Certificat médical' }));
    const subjects = queriesTo('/api/document-kinds').map((q) => q.get('subject'));
    expect(subjects).toContain('driver');
    expect(subjects).not.toContain('asset');
    await userEvent.type(screen.getByLabelText('Numéro'), 'M-9');
    await userEvent.type(screen.getByLabelText('Valable jusqu’au'), '2030-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await vi.waitFor(() =>
      expect(posted).toEqual([
        expect.objectContaining({
          driver_id: 'd-awa',
          kind_id: 'k-med',
          number: 'M-9',
          valid_to: '2030-06-30',
        }),
      ]),
    );
    expect(posted[0]).not.toHaveProperty('asset_id');
    // Back on the driver's page, with the new one.
    const back = await screen.findByRole('region', { name: 'Documents du chauffeur' });
    expect(await within(back).findByText('Certificat médical')).toBeInTheDocument();
    expect(within(back).getByText('Valide')).toBeInTheDocument();
  }, 90_000);
});
