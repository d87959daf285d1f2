import { delay, http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { canAccess } from '../../contract/permissions';
import type { PlatformIdentity } from '../../contract/platform-identity';
import { queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError } from './support/api';
import { serveBusinessBasics } from './support/business';

serveMockApi();

const identity: PlatformIdentity = {
  name: 'Flotte SAS',
  address: '10 rue de la Logistique, 75010 Paris',
  country: 'FR',
  siren: '912345675',
  vat_number: 'FR65912345675',
  legal_form: 'SAS',
  capital: '10 000 €',
  rcs: 'RCS Paris 912 345 675',
  email: 'facturation@flotte.demo',
  updated_at: '2026-11-25T10:00:00.000Z',
};

/** Serves the identity (after a short wait: the loading state shows) and records the PATCHes. */
function serveIdentity(answer?: () => Response) {
  const patches: unknown[] = [];
  server.use(
    http.get('*/api/platform-identity', async () => {
      await delay(50);
      return HttpResponse.json({ data: identity });
    }),
    http.patch('*/api/platform-identity', async ({ request }) => {
      const body = (await request.json()) as Partial<PlatformIdentity>;
      patches.push(body);
      return answer?.() ?? HttpResponse.json({ data: { ...identity, ...body } });
    }),
  );
  return patches;
}

describe('the platform’s legal identity (superadmin)', () => {
  it('loads, then saves only the fields changed', async () => {
    signInAs('superadmin');
    const patches = serveIdentity();
    renderAppAt('/platform-identity');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    const name = await screen.findByRole(
      'textbox',
      { name: 'Raison sociale' },
      { timeout: 20_000 },
    );
    expect(name).toHaveValue('Flotte SAS');
    await userEvent.clear(name);
    await userEvent.type(name, 'Flotte Logistique SA');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(patches).toEqual([{ name: 'Flotte Logistique SA' }]));
    expect(await screen.findByText('Identité enregistrée.')).toBeInTheDocument();
  }, 60_000);

  it('checks the SIREN as typed and sends nothing wrong', async () => {
    signInAs('superadmin');
    const patches = serveIdentity();
    renderAppAt('/platform-identity');
    const siren = await screen.findByRole('textbox', { name: 'SIREN' }, { timeout: 20_000 });
    await userEvent.clear(siren);
    await userEvent.type(siren, '552100555');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(siren).toHaveAccessibleDescription(
        'SIREN invalide : 9 chiffres dont la clé de contrôle est juste.',
      ),
    );
    expect(patches).toEqual([]);
  }, 60_000);

  it('puts the server’s field error on its input', async () => {
    signInAs('superadmin');
    serveIdentity(() =>
      apiError(400, 'validation_failed', {
        details: [{ path: 'email', message: 'flotte.validation.email' }],
      }),
    );
    renderAppAt('/platform-identity');
    const email = await screen.findByRole(
      'textbox',
      { name: 'E-mail de facturation' },
      { timeout: 20_000 },
    );
    await userEvent.clear(email);
    await userEvent.type(email, 'compta@flotte.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription('Adresse e-mail invalide.'));
  }, 60_000);
});

/** The entries of the app's menu, by their text. */
const menuEntries = () =>
  within(screen.getAllByRole('menu')[0]!)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());

describe('the platform’s legal identity as the permission table gives it', () => {
  it('the in-house manager reads it from his menu, read-only: no save', async () => {
    expect(canAccess('in_house_manager', { resource: 'platform-identity', action: 'show' })).toBe(
      true,
    );
    expect(canAccess('in_house_manager', { resource: 'platform-identity', action: 'edit' })).toBe(
      false,
    );
    signInAs('in_house_manager');
    const patches = serveIdentity();
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    renderAppAt('/platform-identity');
    const name = await screen.findByRole(
      'textbox',
      { name: 'Raison sociale' },
      { timeout: 20_000 },
    );
    expect(name).toHaveValue('Flotte SAS');
    for (const field of ['Raison sociale', 'SIREN', 'E-mail de facturation']) {
      expect(screen.getByRole('textbox', { name: field })).toHaveAttribute('readonly');
    }
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(menuEntries()).toContain('Identité de la plateforme');
    await userEvent.type(name, ' Groupe');
    expect(name).toHaveValue('Flotte SAS');
    expect(patches).toEqual([]);
  }, 60_000);

  it('a role the table gives nothing has no entry, and the page says it is not for it', async () => {
    expect(canAccess('business', { resource: 'platform-identity', action: 'show' })).toBe(false);
    signInAs('business');
    serveBusinessBasics();
    renderAppAt('/platform-identity');
    expect(
      await screen.findByText("Vous n'avez pas le droit de faire cela.", {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(menuEntries()).not.toContain('Identité de la plateforme');
    expect(queriesTo('/api/platform-identity')).toEqual([]);
  }, 60_000);
});
