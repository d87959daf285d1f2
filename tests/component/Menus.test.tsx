import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';

serveMockApi();

const MENUS: Record<Role, string[]> = {
  superadmin: ['Tableau de bord', 'Utilisateurs', 'Entreprises', "Types d'actifs"],
  in_house_manager: ['Tableau de bord', 'Entreprises', "Types d'actifs"],
  business: ['Tableau de bord', "Types d'actifs"],
  b2b: ['Tableau de bord', "Types d'actifs"],
  asset_owner: ['Tableau de bord', "Types d'actifs"],
};

const PANEL: Record<Role, string> = {
  superadmin: 'Validations',
  in_house_manager: 'Affectations',
  business: 'Portefeuille',
  b2b: 'Demandes de transport',
  asset_owner: 'Mes actifs',
};

describe('menus and dashboards per role', () => {
  it.each(Object.keys(MENUS) as Role[])('%s sees its own menu and dashboard', async (role) => {
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    signInAs(role);
    renderAppAt('/');
    expect(await screen.findByRole('region', { name: PANEL[role] })).toBeInTheDocument();
    const menu = screen.getAllByRole('menu')[0] ?? document.body;
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
    for (const label of MENUS[role]) expect(entries).toContain(label);
    for (const label of ['Utilisateurs', 'Entreprises'].filter((l) => !MENUS[role].includes(l))) {
      expect(entries).not.toContain(label);
    }
  });

  it('a business user of a business awaiting approval is told so', async () => {
    const user = signInAs('business');
    localStorage.setItem('flotte.user', JSON.stringify({ ...user, business_active: false }));
    renderAppAt('/');
    expect(
      await screen.findByText(/Votre entreprise attend la validation de Flotte/),
    ).toBeInTheDocument();
  });
});
