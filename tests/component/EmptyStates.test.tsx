import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Asset } from '../../contract/asset';
import type { Role } from '../../contract/roles';
import { StorageKeys } from '../../src/providers/storage';
import { renderAppAt, server, signInAs, serveMockApi } from './support/app';
import { assetRecord } from './support/records';

serveMockApi();

// Every list answers empty; the other calls of a page (its business, live status) are not
// what these tests look at and answer empty too.
beforeEach(() => {
  server.use(
    http.get('*/api/events', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/*', () =>
      HttpResponse.json({ data: [], pagination: { total: 0, limit: 10, skip: 0 } }),
    ),
  );
});

interface Case {
  role: Role;
  path: string;
  title: string;
  text: RegExp;
  /** The way there, for this role: the create link, or none. */
  create: string | null;
  importer?: boolean;
}

const cases: Case[] = [
  {
    role: 'asset_owner',
    path: '/business-dispatches',
    title: "Aucune demande pour l'instant.",
    text: /^Les demandes ouvertes que vos types d'actifs peuvent servir apparaîtront ici/,
    create: null,
  },
  {
    role: 'business',
    path: '/business-dispatches',
    title: "Aucune demande pour l'instant.",
    text: /^Vos demandes de transport apparaîtront ici\. Créez-en une/,
    create: 'Créer',
  },
  {
    role: 'in_house_manager',
    path: '/business-dispatches',
    title: "Aucune demande pour l'instant.",
    text: /^Les demandes des entreprises apparaîtront ici/,
    create: null,
  },
  {
    role: 'asset_owner',
    path: '/assets',
    title: "Aucun actif pour l'instant.",
    text: /^Vos véhicules et équipements apparaîtront ici/,
    create: 'Créer',
    importer: true,
  },
  {
    role: 'business',
    path: '/assets',
    title: "Aucun actif pour l'instant.",
    text: /^Les actifs de votre flotte interne apparaîtront ici/,
    create: 'Créer',
    importer: true,
  },
  {
    role: 'b2b',
    path: '/assets',
    title: "Aucun actif pour l'instant.",
    text: /^Les actifs de votre entreprise, et ceux affectés à vos demandes/,
    create: null,
  },
  {
    role: 'superadmin',
    path: '/plans',
    title: "Aucun forfait pour l'instant.",
    text: /^Les forfaits d'abonnement proposés aux entreprises apparaîtront ici\. Créez-en un/,
    create: 'Créer',
  },
  {
    role: 'business',
    path: '/plans',
    title: "Aucun forfait pour l'instant.",
    text: /^Les forfaits auxquels votre entreprise peut s’abonner/,
    create: null,
  },
  {
    role: 'business',
    path: '/staff',
    title: "Aucun membre de l'équipe pour l'instant.",
    text: /^Les membres de votre équipe apparaîtront ici\. Invitez-en un/,
    create: 'Inviter un collègue',
  },
  {
    role: 'superadmin',
    path: '/users',
    title: "Aucun utilisateur pour l'instant.",
    text: /^Les comptes de la plateforme apparaîtront ici\. Créez un compte d'opérateur/,
    create: 'Créer',
  },
];

describe('empty lists say, for the role looking, what fills them and how', () => {
  it.each(cases)('$role on $path', async ({ role, path, title, text, create, importer }) => {
    signInAs(role);
    renderAppAt(path);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    // Never react-admin's generic invitation (wrong gender, and offered to those who cannot),
    // nor our neutral fallback for it.
    expect(
      screen.queryByText(/Pas encore de|Voulez-vous en créer|Rien pour l'instant|Commencez avec/),
    ).not.toBeInTheDocument();
    if (create) expect(screen.getByRole('link', { name: create })).toBeInTheDocument();
    else expect(screen.queryByRole('link', { name: /^Créer|Inviter/ })).not.toBeInTheDocument();
    const importButton = screen.queryByRole('button', { name: 'Importer' });
    if (importer) expect(importButton).toBeInTheDocument();
    else expect(importButton).not.toBeInTheDocument();
  });

  it('speaks English to an English user (an owner’s requests)', async () => {
    localStorage.setItem(StorageKeys.language, 'en');
    signInAs('asset_owner');
    renderAppAt('/business-dispatches');
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    expect(
      screen.getByText(/^The open requests your asset types can serve will appear here/),
    ).toBeInTheDocument();
    localStorage.removeItem(StorageKeys.language);
  });
});

describe('pages without an image close up', () => {
  const asset: Asset = assetRecord({
    owner_user_id: null,
    business_id: 'b-1',
    name: 'Camion sans photo',
    make: 'Renault',
    model: 'Master',
    year: 2020,
    capacity_kg: 1200,
  });

  it("keeps no empty photo column on an asset's page without a photo", async () => {
    server.use(http.get('*/api/assets/a-1', () => HttpResponse.json({ data: asset })));
    signInAs('b2b');
    const { container } = renderAppAt('/assets/a-1/show');
    expect(await screen.findAllByText('Camion sans photo')).not.toHaveLength(0);
    expect(container.querySelector('img')).toBeNull();
    // The photo's column was an empty grid cell a third of the page wide.
    expect(container.querySelectorAll('.MuiGrid-root:empty')).toHaveLength(0);
  });
});
