import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PackageType } from '../../contract/package-type';
import { renderAppAt, server, signInAs, serveMockApi } from './support/app';
import { list as page } from './support/api';
import { readOnlyRow } from './support/lists';

serveMockApi();

const parcel: PackageType = {
  id: 'pt-1',
  name: 'Colis',
  description: 'Jusqu’à 30 kg',
  active: true,
  max_weight_kg: 30,
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};

describe('business and package types', () => {
  it('lets the superadmin create a package type, checking the form first', async () => {
    signInAs('superadmin');
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/request-package-types', () => page([parcel])),
      http.post('*/api/request-package-types', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: { ...parcel, id: 'pt-2' } }, { status: 201 });
      }),
    );
    renderAppAt('/request-package-types/create');
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    await userEvent.click(save);
    expect(await screen.findByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Nom/), 'Palette');
    await userEvent.type(screen.getByLabelText(/Poids max/), '800');
    await userEvent.click(save);
    await vi.waitFor(() =>
      expect(posted).toEqual([{ name: 'Palette', active: true, max_weight_kg: 800 }]),
    );
  });

  it('shows business types read-only to a business', async () => {
    signInAs('business');
    server.use(
      http.get('*/api/business-types', () => page([{ ...parcel, id: 'bt-1', name: 'Transport' }])),
    );
    renderAppAt('/business-types');
    await readOnlyRow('Transport');
  });
});
