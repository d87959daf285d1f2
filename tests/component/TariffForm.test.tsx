/**
 * The tariffs form (src/resources/tariffs, docs/money.md "Tariffs and quotes"): the superadmin
 * creates a grid with a postcode zone, amounts typed in euros and sent in cents, the zone's
 * prefixes as a list; a wrong or missing field is said in French on its input, nothing sent.
 */
import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AssetType } from '../../contract/asset-type';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { list } from './support/api';
import { recordPosts, saveForm } from './support/posts';

serveMockApi();

const VAN: AssetType = {
  id: '5b0a3c1e-8a4f-4a4e-9d36-0c2f5f1c9e11',
  name: 'Camionnette',
  description: null,
  active: true,
  capacity_kg: 1200,
  base_price: 8900,
  currency: 'EUR',
  average_speed_kmh: 30,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The superadmin on the new tariff form, the asset types and businesses served. */
function openCreate() {
  signInAs('superadmin');
  server.use(
    http.get('*/api/asset-type', () => list([VAN])),
    http.get('*/api/business', () => list([])),
    http.get('*/api/tariffs', () => list([])),
  );
  renderAppAt('/tariffs/create');
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });

/** Types `text` in place of what the input shows (an amount shows 0,00 by default). */
async function retype(name: RegExp, text: string) {
  await userEvent.clear(box(name));
  await userEvent.type(box(name), text);
}

describe('the tariffs form (superadmin)', () => {
  it('creates a grid with a postcode zone: euros sent as cents, prefixes as a list', async () => {
    const posted = recordPosts('*/api/tariffs', { id: 't-new' });
    openCreate();

    await userEvent.type(
      await screen.findByRole('textbox', { name: /^Nom/ }, { timeout: 45_000 }),
      'Grille Île-de-France',
    );
    await userEvent.click(screen.getByRole('combobox', { name: /^Type d’actif/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Camionnette' }));
    await retype(/^Base/, '89,00');
    await retype(/^Par km/, '0,90');
    await retype(/^Minimum/, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Zone/ }), 'Paris');
    await userEvent.type(box(/^Codes postaux/), '75, 92100');
    await retype(/^Base de la zone/, '79,50');

    expect(await saveForm(posted)).toMatchObject({
      name: 'Grille Île-de-France',
      asset_type_id: VAN.id,
      currency: 'EUR',
      business_id: null,
      base: 8900,
      per_km: 90,
      minimum: 2500,
      zones: [{ name: 'Paris', postcodes: ['75', '92100'], base: 7950 }],
      active: true,
    });
  }, 180_000);

  it('says each wrong field in French on its input, and sends nothing', async () => {
    const posted = recordPosts('*/api/tariffs', { id: 't-new' });
    openCreate();

    await screen.findByRole('textbox', { name: /^Nom/ }, { timeout: 45_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter' }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Zone/ }), 'Paris');
    await userEvent.type(box(/^Codes postaux/), '75-01');
    await retype(/^Base de la zone/, '79,50');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() =>
      expect(box(/^Nom/)).toHaveAccessibleDescription('Ce champ est obligatoire.'),
    );
    expect(box(/^Base\b(?! de la zone)/)).toHaveAttribute('aria-invalid', 'true');
    expect(box(/^Codes postaux/)).toHaveAccessibleDescription('Valeur invalide.');
    expect(screen.getByRole('combobox', { name: /^Type d’actif/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posted).toEqual([]);
  }, 180_000);
});
