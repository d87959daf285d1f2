import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Business } from '../../contract/business';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { acme, apiError, page, serveBusinesses, waiting } from './support/business-fixtures';
import { recordPosts, saveForm } from './support/posts';
import { expectDeleteRefused, refuseDeletes } from './support/confirm';

serveMockApi();

const partner: Business = { ...waiting, id: 'b-wl', name: 'Partenaire WL', active: true };

describe('creating a business', () => {
  it('sends the profile, the kind, the parent of a B2B client and the first staff account', async () => {
    serveBusinesses([partner]);
    server.use(
      http.get('*/api/business-types', () =>
        page([{ id: 'bt-1', name: 'Transport', description: null, active: true }]),
      ),
    );
    const posted = recordPosts('*/api/business', { ...acme, id: 'b-new', name: 'Kaya' });
    signInAs('superadmin');
    renderAppAt('/business/create');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Kaya');
    await userEvent.type(screen.getByRole('textbox', { name: 'Pays' }), 'CI');
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Client B2B' }));
    await userEvent.click(
      await screen.findByRole('combobox', { name: 'Entreprise marque blanche' }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Partenaire WL' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom complet' }), 'Awa Koné');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'awa@kaya.test');

    expect(await saveForm(posted)).toMatchObject({
      name: 'Kaya',
      country: 'CI',
      kind: 'b2b',
      parent_business_id: 'b-wl',
      active: true,
      staff: { name: 'Awa Koné', email: 'awa@kaya.test', locale: 'fr' },
    });
    expect(
      await screen.findByText(
        'Entreprise créée ; son premier compte a reçu une invitation par e-mail.',
      ),
    ).toBeInTheDocument();
    // Many inputs typed into on a shared 2-core machine: more room than the default.
  }, 60_000);

  it('checks the staff account before sending anything', async () => {
    serveBusinesses([]);
    server.use(http.get('*/api/business-types', () => page([])));
    const posted = recordPosts('*/api/business', acme);
    signInAs('superadmin');
    renderAppAt('/business/create');

    await userEvent.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Kaya');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBeGreaterThan(0);
    expect(posted).toEqual([]);
  });

  it('puts a server field error of the staff account on its input', async () => {
    serveBusinesses([]);
    server.use(
      http.get('*/api/business-types', () => page([])),
      http.post('*/api/business', () =>
        apiError(400, 'validation_failed', {
          message: 'bad',
          details: [{ path: 'staff.email', message: 'flotte.validation.email' }],
        }),
      ),
    );
    signInAs('superadmin');
    renderAppAt('/business/create');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Nom' }), 'Kaya');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nom complet' }), 'Awa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Adresse e-mail' }), 'awa@kaya.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const email = screen.getByRole('textbox', { name: 'Adresse e-mail' });
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.'));
  });
});

describe('editing and deleting a business', () => {
  it('sends only the fields changed', async () => {
    serveBusinesses([acme]);
    let patched: unknown;
    server.use(
      http.get('*/api/business-types', () => page([])),
      http.patch('*/api/business/b-2', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ data: { ...acme, kind: 'whitelabel' } });
      }),
    );
    signInAs('superadmin');
    renderAppAt('/business/b-2');

    const type = await screen.findByRole('combobox', { name: 'Type' });
    await userEvent.click(type);
    const options = await screen.findAllByRole('option');
    // A standard business may become white-label, never a B2B client.
    expect(options.map((o) => o.textContent)).toEqual(['Standard', 'Marque blanche']);
    await userEvent.click(screen.getByRole('option', { name: 'Marque blanche' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patched).toEqual({ kind: 'whitelabel' }));
  });

  it("keeps a B2B client's kind and parent when its profile is edited", async () => {
    const client: Business = {
      ...acme,
      id: 'b-3',
      name: 'Client Kaya',
      kind: 'b2b',
      parent_business_id: 'b-wl',
      parent_business_name: 'Partenaire WL',
    };
    serveBusinesses([client, partner]);
    let patched: unknown;
    server.use(
      http.get('*/api/business-types', () => page([])),
      http.patch('*/api/business/b-3', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ data: { ...client, ...(patched as object) } });
      }),
    );
    signInAs('superadmin');
    renderAppAt('/business/b-3');

    expect(await screen.findByText('Un client B2B le reste.')).toBeInTheDocument();
    const parent = await screen.findByRole('combobox', { name: 'Entreprise marque blanche' });
    await waitFor(() => expect(parent).toHaveValue('Partenaire WL'));
    const name = screen.getByRole('textbox', { name: 'Nom' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Kaya');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patched).toEqual({ name: 'Kaya' }));
  });

  it.each([
    ['business_has_funds', "Le portefeuille de cette entreprise n'est pas vide"],
    ['business_has_open_requests', 'Cette entreprise a des demandes en cours'],
    ['business_has_clients', 'Cette entreprise a des clients B2B'],
  ])('shows a refused delete (%s) translated, and stays', async (code, text) => {
    serveBusinesses([acme]);
    server.use(http.get('*/api/business-types', () => page([])));
    const deletes = refuseDeletes('*/api/business/b-2', () => apiError(409, code));
    signInAs('superadmin');
    renderAppAt('/business/b-2');

    await userEvent.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Supprimer « Acme Logistique » ?')).toBeInTheDocument();
    expect(within(dialog).getByText(/historique .* est conservé/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: "Garder l'entreprise" })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: "Supprimer l'entreprise" }));

    await expectDeleteRefused(new RegExp(text), deletes, '#/business/b-2');
  });
});
