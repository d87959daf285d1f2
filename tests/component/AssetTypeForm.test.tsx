import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AssetType } from '../../contract/asset-type';
import { renderAppAt, requests, server, signInAs, serveMockApi } from './support/app';
import { apiError } from './support/api';
import { expectDeleteRefused, refuseDeletes } from './support/confirm';

serveMockApi();

const saved: AssetType = {
  id: 'at-9',
  name: 'Fourgon',
  description: null,
  active: true,
  capacity_kg: 1200,
  base_price: 4550,
  currency: 'EUR',
  average_speed_kmh: 30,
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
};

// react-admin logs every failed data call; these tests fail calls on purpose.
const quietDataErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

const posts = () =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/asset-type');

const fieldError = (label: RegExp) => {
  const input = screen.getByLabelText(label);
  const describedBy = input.getAttribute('aria-describedby');
  return describedBy ? document.getElementById(describedBy.split(' ')[0]!)?.textContent : null;
};

describe('asset type create form', () => {
  it('shows translated field errors on an empty submit and sends nothing', async () => {
    signInAs('superadmin');
    renderAppAt('/asset-type/create');

    const name = await screen.findByLabelText(/Nom/);
    const price = screen.getByLabelText(/Prix de base/);
    await userEvent.clear(price);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findAllByText('Ce champ est obligatoire.')).toHaveLength(2);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(fieldError(/Nom/)).toBe('Ce champ est obligatoire.');
    expect(fieldError(/Prix de base/)).toBe('Ce champ est obligatoire.');
    expect(posts()).toHaveLength(0);
  });

  it('sends the price in minor units and the other fields as typed', async () => {
    signInAs('superadmin');
    let body: unknown;
    server.use(
      http.post('*/api/asset-type', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: saved }, { status: 201 });
      }),
      http.get('*/api/asset-type', () =>
        HttpResponse.json({ data: [saved], pagination: { total: 1, limit: 10, skip: 0 } }),
      ),
    );
    renderAppAt('/asset-type/create');

    await userEvent.type(await screen.findByLabelText(/Nom/), 'Fourgon');
    const price = screen.getByLabelText(/Prix de base/);
    await userEvent.clear(price);
    await userEvent.type(price, '45.5');
    await userEvent.type(screen.getByLabelText(/Capacité/), '1200');
    // The average speed (ETAs without a routing service): 30 km/h unless changed.
    const speed = screen.getByLabelText(/Vitesse moyenne \(km\/h\)/);
    expect(speed).toHaveValue('30');
    expect(
      screen.getByText('Pour l’heure d’arrivée estimée sans service d’itinéraire'),
    ).toBeInTheDocument();
    await userEvent.clear(speed);
    await userEvent.type(speed, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Back on the list, which shows the saved row.
    expect((await screen.findByText('Fourgon')).closest('tr')).not.toBeNull();
    expect(body).toMatchObject({
      name: 'Fourgon',
      base_price: 4550,
      capacity_kg: 1200,
      currency: 'EUR',
      active: true,
      average_speed_kmh: 50,
    });
  });

  it('puts a 409 name_taken on the name field', async () => {
    quietDataErrors();
    signInAs('superadmin');
    server.use(
      http.post('*/api/asset-type', () =>
        apiError(409, 'name_taken', { message: 'Name already used' }),
      ),
    );
    renderAppAt('/asset-type/create');

    await userEvent.type(await screen.findByLabelText(/Nom/), 'Fourgon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const taken = 'Ce nom est déjà utilisé : choisissez-en un autre.';
    expect(await screen.findAllByText(taken)).not.toHaveLength(0);
    expect(fieldError(/Nom/)).toBe(taken);
    expect(window.location.hash).toBe('#/asset-type/create');
  });

  it('puts the server field details of a 400 on their fields, naming the limit', async () => {
    quietDataErrors();
    signInAs('superadmin');
    server.use(
      http.post('*/api/asset-type', () =>
        apiError(400, 'validation_failed', {
          message: 'Invalid body',
          details: [
            { path: 'description', message: 'flotte.validation.too_long', args: { max: 1000 } },
          ],
        }),
      ),
    );
    renderAppAt('/asset-type/create');

    await userEvent.type(await screen.findByLabelText(/Nom/), 'Fourgon');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const tooLong = 'Trop long : 1000 caractères au plus.';
    expect(await screen.findByText(tooLong)).toBeInTheDocument();
    expect(fieldError(/Description/)).toBe(tooLong);
  });
});

describe('asset type edit form', () => {
  it('asks before deleting, and reports a type still in use', async () => {
    quietDataErrors();
    signInAs('superadmin');
    server.use(http.get('*/api/asset-type/at-9', () => HttpResponse.json({ data: saved })));
    const deletes = refuseDeletes('*/api/asset-type/at-9', () =>
      apiError(409, 'asset_type_in_use', { message: 'In use' }),
    );
    renderAppAt('/asset-type/at-9');

    expect(await screen.findByDisplayValue('Fourgon')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    // Nothing is deleted before the user confirms.
    const dialog = await screen.findByRole('dialog');
    expect(deletes()).toBe(0);
    // Named choices, never a bare "Confirmer" / "Annuler".
    expect(within(dialog).getByRole('button', { name: "Garder le type d'actif" })).toBeEnabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Supprimer le type d'actif" }),
    );

    await expectDeleteRefused(
      'Ce type est utilisé par des actifs : désactivez-le plutôt que de le supprimer.',
      deletes,
      '#/asset-type/at-9',
    );
  });
});
