import { http } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeasePreference } from '../../contract/lease';
import type { Role } from '../../contract/roles';
import { plain, renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import { recordsOf } from './support/api';
import { recordPatches, recordPosts } from './support/posts';
import { apiError, list, truckOffer } from './support/lease-fixtures';

serveMockApi();

/** Puts `text` in an input in one change (typing it key by key re-renders the form each time). */
function fill(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
}

/** A chip of a chip list: its text, then Enter. */
function addChip(input: HTMLElement, text: string) {
  fill(input, text);
  fireEvent.keyDown(input, { key: 'Enter' });
}

const van = { id: 'at-2', name: 'Fourgon', active: true };
const truck = { id: 'a-1', name: 'Camion bleu', asset_type_id: 'at-1', status: 'available' };

function serveOffers(rows: LeasePreference[]) {
  server.use(
    ...recordsOf('lease-preferences', rows),
    http.get('*/api/assets', () => list([truck])),
    http.get('*/api/asset-type', () => list([van])),
  );
}

/** The offers list on `rows`, signed in as `role`. */
function openOffers(role: Role, rows: LeasePreference[]) {
  signInAs(role);
  serveOffers(rows);
  renderAppAt('/lease-preferences');
}

describe('an owner’s lease offers', () => {
  it('says what publishing terms does when there is none yet', async () => {
    openOffers('asset_owner', []);

    expect(
      await screen.findByText("Vous n'avez publié aucune condition de location."),
    ).toBeInTheDocument();
    expect(screen.getByText('Ce que voient les entreprises')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publier mes conditions' })).toHaveAttribute(
      'href',
      '#/lease-preferences/create',
    );
  }, 60_000);

  it('lists the terms in words: rate per period, durations, availability, regions', async () => {
    openOffers('asset_owner', [
      truckOffer,
      { ...truckOffer, id: 'lp-9', active: false, max_days: null },
    ]);

    const rows = (await screen.findAllByText('Camion bleu')).map((cell) => cell.closest('tr')!);
    expect(plain(rows[0]!.textContent)).toContain('120,00 € / semaine');
    expect(plain(rows[0]!.textContent)).toContain('300,00 €');
    expect(plain(rows[0]!.textContent)).toContain('De 3 à 30 jours');
    expect(plain(rows[0]!.textContent)).toContain('Sans limite de dates');
    expect(within(rows[0]!).getByText('Dakar')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Publiée')).toBeInTheDocument();
    expect(plain(rows[1]!.textContent)).toContain('Au moins 3 jours');
    expect(within(rows[1]!).getByText('Masquée')).toBeInTheDocument();
    // An owner's own list has no owner column.
    expect(screen.queryByRole('columnheader', { name: /Propriétaire/ })).not.toBeInTheDocument();
  }, 60_000);

  it('creates terms on an asset type: money in minor units, regions as a list', async () => {
    signInAs('asset_owner');
    serveOffers([]);
    const posted = recordPosts('*/api/lease-preferences', { ...truckOffer, id: 'lp-new' });
    renderAppAt('/lease-preferences/create');

    await userEvent.click(await screen.findByLabelText("N'importe lequel de mes actifs d'un type"));
    await userEvent.click(await screen.findByLabelText(/Type d'actif/));
    await userEvent.click(await screen.findByText('Fourgon'));
    fill(screen.getByLabelText(/Tarif par période/), '45,5');
    await userEvent.click(screen.getByLabelText(/^Période/));
    await userEvent.click(await screen.findByText('Par semaine'));
    fill(screen.getByLabelText(/Dépôt de garantie/), '300');
    fill(screen.getByLabelText(/Durée minimale/), '2');
    fill(screen.getByLabelText(/Durée maximale/), '10');
    const regions = screen.getByLabelText(/Régions/);
    addChip(regions, 'Dakar');
    addChip(regions, ' Thiès ');
    await userEvent.click(screen.getByText('Enregistrer'));

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      asset_type_id: 'at-2',
      rate: 4550,
      period: 'week',
      currency: 'EUR',
      deposit: 30000,
      min_days: 2,
      max_days: 10,
      available_from: null,
      available_to: null,
      regions: ['Dakar', 'Thiès'],
      notes: null,
      active: true,
    });
  }, 60_000);

  it('refuses a maximum below the minimum in the browser, and sends nothing', async () => {
    signInAs('asset_owner');
    serveOffers([]);
    const posted = recordPosts('*/api/lease-preferences', truckOffer);
    renderAppAt('/lease-preferences/create');

    await userEvent.click(await screen.findByLabelText(/^Actif/));
    await userEvent.click(await screen.findByText('Camion bleu'));
    fill(screen.getByLabelText(/Tarif par période/), '80');
    fill(screen.getByLabelText(/Durée minimale/), '5');
    fill(screen.getByLabelText(/Durée maximale/), '3');
    await userEvent.click(screen.getByText('Enregistrer'));

    expect(
      await screen.findByText('Le maximum ne peut pas être inférieur au minimum.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([]);
  }, 60_000);

  it('puts the server’s field errors on their inputs', async () => {
    signInAs('asset_owner');
    serveOffers([]);
    server.use(
      http.post('*/api/lease-preferences', () =>
        apiError(400, 'validation_failed', {
          details: [{ path: 'asset_id', message: 'flotte.leases.validation.asset_or_type' }],
        }),
      ),
    );
    renderAppAt('/lease-preferences/create');

    await userEvent.click(await screen.findByLabelText(/^Actif/));
    await userEvent.click(await screen.findByText('Camion bleu'));
    fill(screen.getByLabelText(/Tarif par période/), '80');
    await userEvent.click(screen.getByText('Enregistrer'));

    expect(
      await screen.findByText("Choisissez un de vos actifs ou un type d'actif."),
    ).toBeInTheDocument();
  }, 60_000);

  it('edits the terms, sending only what changed, in minor units', async () => {
    signInAs('asset_owner');
    serveOffers([truckOffer]);
    const patched = recordPatches('*/api/lease-preferences/lp-1', { ...truckOffer, rate: 15000 });
    renderAppAt('/lease-preferences/lp-1');

    // What the offer is on is shown, not editable.
    expect(await screen.findByText('Camion bleu')).toBeInTheDocument();
    const rate = await screen.findByLabelText(/Tarif par période/);
    await vi.waitFor(() => expect(rate).toHaveValue('120,00'));
    fill(rate, '150');
    await userEvent.click(screen.getByText('Enregistrer'));

    await vi.waitFor(() => expect(patched).toEqual([{ rate: 15000 }]));
  }, 60_000);

  it('shows the manager every owner’s offers, read only', async () => {
    openOffers('in_house_manager', [truckOffer]);

    const row = (await screen.findByText('Moussa Diop')).closest('tr')!;
    expect(plain(row.textContent)).toContain('120,00 € / semaine');
    expect(screen.queryByRole('link', { name: 'Créer' })).not.toBeInTheDocument();
    await userEvent.click(row);
    expect(requests.some((r) => r.url.endsWith('/lease-preferences/lp-1'))).toBe(false);
  }, 60_000);
});
