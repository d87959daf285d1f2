import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';

serveMockApi();

const TYPES = ["Types d'actifs", "Types d'entreprise", 'Types de colis'];
const MENUS: Record<Role, string[]> = {
  superadmin: [
    'Tableau de bord',
    'Demandes',
    'Actifs',
    'Utilisateurs',
    'Entreprises',
    'Instructions de recharge',
    ...TYPES,
  ],
  in_house_manager: ['Tableau de bord', 'Demandes', 'Actifs', 'Entreprises', ...TYPES],
  business: ['Tableau de bord', 'Demandes', 'Nouvelle demande', 'Actifs', 'Portefeuille', ...TYPES],
  b2b: ['Tableau de bord', 'Demandes', 'Nouvelle demande', 'Actifs', 'Portefeuille', ...TYPES],
  asset_owner: ['Tableau de bord', 'Demandes', 'Actifs', ...TYPES],
  // A driver works on its own screen (#/driver): the admin shows it its dashboard only.
  driver: ['Tableau de bord'],
};

const PANEL: Record<Role, string> = {
  superadmin: 'Entreprises à valider',
  in_house_manager: 'Affectations',
  business: 'Portefeuille',
  b2b: 'Demandes de transport',
  asset_owner: 'Mes actifs par statut',
  driver: 'Mes livraisons',
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
    const others = ['Utilisateurs', 'Entreprises', 'Portefeuille', 'Instructions de recharge'];
    for (const label of others.filter((l) => !MENUS[role].includes(l))) {
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
