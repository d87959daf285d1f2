import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Driver } from '../../contract/driver';
import { queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError, list } from './support/api';
import { serveBusinessBasics } from './support/business';
import { assetRecord, driverRecord } from './support/records';
import { disableAfterConfirming } from './support/confirm';

serveMockApi();

// signInAs('asset_owner') signs in `user-asset_owner`, who employs these drivers.
const awa = driverRecord({
  id: 'd-awa',
  name: 'Awa Diop',
  last_login_at: '2025-03-02T08:00:00.000Z',
});
const paul = driverRecord({ id: 'd-paul', name: 'Paul Martin', phone: '+33 7 00 00 00 01' });
const nina = driverRecord({ id: 'd-nina', name: 'Nina Roux', disabled: true });

/** GET /drivers and PATCH /drivers/{id}: answers the bodies patched, in order. */
function serveDrivers(rows: Driver[]) {
  let current = rows;
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/drivers', () => list(current)),
    http.get('*/api/drivers/:id', ({ params }) =>
      HttpResponse.json({ data: current.find((d) => d.id === params.id) }),
    ),
    http.patch('*/api/drivers/:id', async ({ request, params }) => {
      const body = (await request.json()) as Partial<Driver>;
      patches.push({ id: params.id, ...body });
      current = current.map((d) => (d.id === params.id ? { ...d, ...body } : d));
      return HttpResponse.json({ data: current.find((d) => d.id === params.id) });
    }),
  );
  return patches;
}

const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const menuEntries = () =>
  within(screen.getAllByRole('menu')[0]!)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());

describe('drivers', () => {
  it('lists an owner’s drivers with phone, status and last sign-in, and filters them', async () => {
    signInAs('asset_owner');
    serveDrivers([awa, paul, nina]);
    renderAppAt('/drivers');

    expect(await screen.findByText('Paul Martin')).toBeInTheDocument();
    expect(menuEntries()).toContain('Chauffeurs');
    expect(within(row('Paul Martin')).getByText('+33 7 00 00 00 01')).toBeInTheDocument();
    expect(within(row('Paul Martin')).getByText('Actif')).toBeInTheDocument();
    expect(within(row('Paul Martin')).getByText('Jamais')).toBeInTheDocument();
    expect(within(row('Awa Diop')).queryByText('Jamais')).not.toBeInTheDocument();
    expect(within(row('Nina Roux')).getByText('Désactivé')).toBeInTheDocument();
    // Each row's buttons name the driver they act on.
    expect(
      await within(row('Nina Roux')).findByRole('button', { name: 'Réactiver Nina Roux' }),
    ).toBeInTheDocument();
    expect(
      within(row('Awa Diop')).getByRole('link', { name: 'Modifier Awa Diop' }),
    ).toBeInTheDocument();

    // The status filter asks the API for the disabled ones.
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Désactivé' }));
    await waitFor(() =>
      expect(queriesTo('/api/drivers').some((q) => q.get('disabled') === 'true')).toBe(true),
    );
    // And the search, by what is typed.
    await userEvent.type(screen.getByPlaceholderText('Rechercher'), 'Awa');
    await waitFor(() =>
      expect(queriesTo('/api/drivers').some((q) => q.get('q') === 'Awa')).toBe(true),
    );
  });

  it('invites a driver by name, e-mail and phone, and says the invitation was sent', async () => {
    signInAs('asset_owner');
    serveDrivers([awa]);
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/drivers', async ({ request }) => {
        const body = (await request.json()) as Partial<Driver>;
        posted.push(body);
        return HttpResponse.json(
          { data: driverRecord({ id: 'd-new', name: String(body.name) }) },
          { status: 201 },
        );
      }),
    );
    renderAppAt('/drivers');

    await userEvent.click(await screen.findByRole('link', { name: 'Inviter un chauffeur' }));
    const invite = await screen.findByRole('button', { name: 'Inviter un chauffeur' });
    // Nothing is sent while a field is missing.
    await userEvent.click(invite);
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBeGreaterThan(0);
    expect(posted).toEqual([]);

    await userEvent.type(screen.getByLabelText(/^Nom/), 'Moussa Keita');
    await userEvent.type(screen.getByLabelText(/Adresse e-mail/), 'moussa@acme.test');
    await userEvent.type(screen.getByLabelText(/Téléphone/), '+221 77 123 45 67');
    await userEvent.click(invite);

    expect(await screen.findByText('Invitation envoyée à moussa@acme.test.')).toBeInTheDocument();
    expect(posted).toEqual([
      { name: 'Moussa Keita', email: 'moussa@acme.test', phone: '+221 77 123 45 67' },
    ]);
  });

  it('puts an address in use on its field', async () => {
    signInAs('asset_owner');
    serveDrivers([]);
    server.use(http.post('*/api/drivers', () => apiError(409, 'email_taken')));
    renderAppAt('/drivers/create');

    await userEvent.type(await screen.findByLabelText(/^Nom/), 'Moussa Keita');
    const email = screen.getByLabelText(/Adresse e-mail/);
    await userEvent.type(email, 'awa@acme.test');
    await userEvent.type(screen.getByLabelText(/Téléphone/), '+221 77 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Inviter un chauffeur' }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
  });

  it('disables a driver only after confirming', async () => {
    signInAs('asset_owner');
    const patches = serveDrivers([awa, paul]);
    renderAppAt('/drivers');

    await disableAfterConfirming('Paul Martin', 'd-paul', patches);
  });

  it('renames a driver and changes its phone, sending only what changed', async () => {
    signInAs('asset_owner');
    const patches = serveDrivers([awa]);
    renderAppAt('/drivers');

    await userEvent.click(await screen.findByRole('link', { name: 'Modifier Awa Diop' }));
    const name = await screen.findByLabelText(/^Nom/);
    await waitFor(() => expect(name).toHaveValue('Awa Diop'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Awa Diop-Ba');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(patches).toEqual([{ id: 'd-awa', name: 'Awa Diop-Ba' }]));
    expect(await screen.findByText('Awa Diop-Ba')).toBeInTheDocument();
  });

  it('lets a business manage its in-house drivers', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveDrivers([
      driverRecord({ id: 'd-in', name: 'Ibrahim Sow', employer_user_id: null, business_id: null }),
    ]);
    renderAppAt('/drivers');

    expect(await screen.findByText('Ibrahim Sow')).toBeInTheDocument();
    expect(menuEntries()).toContain('Chauffeurs');
    expect(screen.getByRole('link', { name: 'Inviter un chauffeur' })).toBeInTheDocument();
  });

  it('shows the manager every driver with its employer, and no button', async () => {
    signInAs('in_house_manager');
    serveDrivers([awa, nina]);
    renderAppAt('/drivers');

    expect(await screen.findByText('Awa Diop')).toBeInTheDocument();
    expect(within(row('Awa Diop')).getByText('Test asset_owner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inviter un chauffeur' })).not.toBeInTheDocument();
    expect(within(row('Awa Diop')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(row('Awa Diop')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('hides the buttons of a driver the owner does not employ', async () => {
    signInAs('asset_owner');
    serveDrivers([
      awa,
      driverRecord({ id: 'd-other', name: 'Autre', employer_user_id: 'u-other' }),
    ]);
    renderAppAt('/drivers');

    expect(await screen.findByText('Autre')).toBeInTheDocument();
    expect(
      await within(row('Awa Diop')).findByRole('button', { name: 'Désactiver Awa Diop' }),
    ).toBeInTheDocument();
    expect(within(row('Autre')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a B2B client no drivers: no menu entry, the page refused', async () => {
    signInAs('b2b');
    serveBusinessBasics();
    // react-admin's list still asks once before it leaves; the server refuses too.
    server.use(http.get('*/api/drivers', () => apiError(403, 'forbidden')));
    renderAppAt('/drivers');

    expect(
      await screen.findByText("Vous n'avez pas les droits d'accès à cette page"),
    ).toBeInTheDocument();
    expect(menuEntries()).not.toContain('Chauffeurs');
    expect(screen.queryByText('Awa Diop')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Inviter un chauffeur' })).not.toBeInTheDocument();
  });
});

describe('an asset’s default driver', () => {
  it('is chosen among the owner’s active drivers on the asset form, and shown on its page', async () => {
    signInAs('asset_owner');
    let asset = assetRecord({ default_driver_id: 'd-awa', default_driver_name: 'Awa Diop' });
    const patches: unknown[] = [];
    serveDrivers([awa, paul]);
    server.use(
      http.get('*/api/assets/a-1', () => HttpResponse.json({ data: asset })),
      http.patch('*/api/assets/a-1', async ({ request }) => {
        const body = (await request.json()) as { default_driver_id: string | null };
        patches.push(body);
        asset = { ...asset, ...body, default_driver_name: 'Paul Martin' };
        return HttpResponse.json({ data: asset });
      }),
      http.get('*/api/asset-type', () => list([{ id: 'at-1', name: 'Camionnette', active: true }])),
      http.get('*/api/asset-dispatch/by-asset/a-1', () => list([])),
      http.get('*/api/earnings', () => HttpResponse.json({ data: null }, { status: 404 })),
      http.get('*/api/maintenance', () => list([])),
    );
    renderAppAt('/assets/a-1');

    const select = await screen.findByRole('combobox', { name: 'Chauffeur par défaut' });
    await waitFor(() => expect(select).toHaveTextContent('Awa Diop'));
    // Only active drivers are offered (the current one is read by its id).
    const lists = queriesTo('/api/drivers').filter((q) => !q.has('id'));
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((q) => q.get('disabled') === 'false')).toBe(true);
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Paul Martin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(patches).toEqual([{ default_driver_id: 'd-paul' }]));
    const page = await screen.findByText('Chauffeur par défaut');
    expect(within(page.parentElement!.parentElement!).getByText('Paul Martin')).toBeInTheDocument();
  });
});
