import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../contract/users';
import { renderAppAt, server, serveMockApi, signInAs, queriesTo } from './support/app';

serveMockApi();

const mira: AdminUser = {
  id: 'u-mira',
  email: 'mira@flotte.test',
  name: 'Mira Manager',
  phone: null,
  role: 'in_house_manager',
  business_id: null,
  business_name: null,
  status: 'active',
  created_at: '2025-02-01T10:00:00.000Z',
  last_login_at: null,
};
const bea: AdminUser = {
  ...mira,
  id: 'u-bea',
  email: 'bea@acme.test',
  name: 'Bea Business',
  role: 'business',
  business_id: 'b-acme',
  business_name: 'Acme',
  status: 'unverified',
};

const listCalls = () => queriesTo('/api/users');

describe('users (superadmin)', () => {
  it('lists users with translated role and status, filtered by role and status', async () => {
    server.use(
      http.get('*/api/users', ({ request }) => {
        const role = new URL(request.url).searchParams.get('role');
        const data = role ? [mira, bea].filter((u) => u.role === role) : [mira, bea];
        return HttpResponse.json({ data, pagination: { total: data.length, limit: 10, skip: 0 } });
      }),
    );
    signInAs('superadmin');
    renderAppAt('/users');
    expect(await screen.findByText('Bea Business')).toBeInTheDocument();
    expect(screen.getByText('Non vérifié')).toBeInTheDocument();
    expect(screen.getByText('Acme')).toBeInTheDocument();
    expect(screen.getAllByText('Responsable interne').length).toBeGreaterThan(0);

    await userEvent.click(screen.getByLabelText('Rôle'));
    await userEvent.click(await screen.findByRole('option', { name: 'Responsable interne' }));
    await waitFor(() => expect(screen.queryByText('Bea Business')).not.toBeInTheDocument());
    expect(listCalls().at(-1)?.get('role')).toBe('in_house_manager');

    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Désactivé' }));
    await waitFor(() => expect(listCalls().at(-1)?.get('status')).toBe('disabled'));
  });

  it('disables a user only after confirming', async () => {
    let current = mira;
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/users', () =>
        HttpResponse.json({ data: [current], pagination: { total: 1, limit: 10, skip: 0 } }),
      ),
      http.get('*/api/users/u-mira', () => HttpResponse.json({ data: current })),
      http.patch('*/api/users/u-mira', async ({ request }) => {
        const body = (await request.json()) as { disabled: boolean };
        patches.push(body);
        current = { ...current, status: body.disabled ? 'disabled' : 'active' };
        return HttpResponse.json({ data: current });
      }),
    );
    signInAs('superadmin');
    renderAppAt('/users/u-mira/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Désactiver' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Désactiver Mira Manager ?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laisser le compte actif' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Désactiver' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Désactiver' }),
    );
    expect(await screen.findByText('Utilisateur désactivé.')).toBeInTheDocument();
    expect(patches).toEqual([{ disabled: true }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Réactiver' })).toBeInTheDocument(),
    );
  });

  it('is not offered to an in-house manager', async () => {
    signInAs('in_house_manager');
    renderAppAt('/');
    expect(await screen.findByRole('region', { name: 'Entreprises' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Utilisateurs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Utilisateurs' })).not.toBeInTheDocument();
  });
});
