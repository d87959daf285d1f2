import { http, HttpResponse } from 'msw';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LeasePreference } from '../../contract/lease';
import { plain, renderAppAt, server, serveMockApi, signInAs, queriesTo } from './support/app';
import { recordPosts } from './support/posts';
import { serveBusinessBasics, standard, wallet } from './support/business';
import {
  apiError,
  dayFromToday,
  list,
  pendingLease,
  truckOffer,
  vanTypeOffer,
} from './support/lease-fixtures';
import { typeDate } from './support/pickers';

serveMockApi();

const fill = (input: HTMLElement, text: string) =>
  fireEvent.change(input, { target: { value: text } });

/** The market as a business of `balance` in its wallet reads it. */
function serveMarket(offers: LeasePreference[], balance = 100_000) {
  serveBusinessBasics(standard);
  server.use(
    http.get('*/api/lease-preferences', () => list(offers)),
    http.get('*/api/wallet', () => HttpResponse.json({ data: wallet(balance) })),
    http.get('*/api/asset-type', () => list([{ id: 'at-2', name: 'Fourgon', active: true }])),
  );
}

const marketQueries = () => queriesTo('/api/lease-preferences');

/** Opens the proposal dialog of the offer whose heading is `target`. */
/**
 * The business on the market of the van-type offer; POST /leases answers the pending lease.
 * Answers the bodies posted, in order.
 */
function proposeVanTypeOffer() {
  signInAs('business');
  serveMarket([vanTypeOffer]);
  return recordPosts('*/api/leases', pendingLease);
}

async function openProposal(target: string) {
  await userEvent.click(
    await screen.findByRole('button', { name: `Proposer une location : ${target}` }),
  );
  return screen.findByRole('dialog');
}

/** Proposes a lease of `target` from `start` to `end` days from today, as sent: the dialog. */
async function propose(target: string, start: number, end: number) {
  const dialog = await openProposal(target);
  await typeDate(/^Début/, dayFromToday(start), dialog);
  await typeDate(/^Fin/, dayFromToday(end), dialog);
  await userEvent.click(within(dialog).getByText('Envoyer la proposition'));
  return dialog;
}

describe('the lease market', () => {
  it('shows each offer with its owner and terms, and filters by what the business needs', async () => {
    signInAs('business');
    serveMarket([truckOffer, vanTypeOffer]);
    renderAppAt('/lease-market');

    const truck = await screen.findByRole('article', { name: 'Camion bleu' });
    expect(plain(truck.textContent)).toContain('Proposée par Moussa Diop');
    expect(plain(truck.textContent)).toContain('120,00 € / semaine');
    expect(plain(truck.textContent)).toContain('De 3 à 30 jours');
    expect(plain(truck.textContent)).toContain('300,00 €');
    expect(within(truck).getByText('Thiès')).toBeInTheDocument();
    const van = screen.getByRole('article', { name: 'Tout actif « Fourgon »' });
    expect(plain(van.textContent)).toContain('2 actifs disponibles');
    expect(plain(van.textContent)).toContain('Toutes régions');

    fill(screen.getByLabelText('Région'), 'Dakar');
    fill(screen.getByLabelText(/Tarif maximal par période \(EUR\)/), '150');
    await typeDate('Besoin à partir du', '2030-05-01');
    await typeDate("Besoin jusqu'au", '2030-05-20');
    await vi.waitFor(() => {
      const last = marketQueries().at(-1);
      expect(last?.get('region')).toBe('Dakar');
      // Major units typed, minor units sent (the wallet's currency).
      expect(last?.get('max_rate')).toBe('15000');
      expect(last?.get('from')).toBe('2030-05-01');
      expect(last?.get('to')).toBe('2030-05-20');
    });
  }, 60_000);

  it('says when nothing matches the search', async () => {
    signInAs('business');
    serveMarket([]);
    renderAppAt('/lease-market?filter=%7B%22region%22%3A%22Lille%22%7D');
    expect(
      await screen.findByText(
        'Aucune offre ne correspond à ces critères : élargissez la recherche.',
      ),
    ).toBeInTheDocument();
  }, 60_000);

  it('proposes a lease of one of the owner’s available assets, saying what acceptance costs', async () => {
    const posted = proposeVanTypeOffer();
    server.use(http.get('*/api/leases/l-1', () => HttpResponse.json({ data: pendingLease })));
    renderAppAt('/lease-market');

    const dialog = await openProposal('Tout actif « Fourgon »');
    await userEvent.click(within(dialog).getByLabelText(/^Actif/));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Fourgon 7 (FG-707)', 'Fourgon 8']);
    await userEvent.click(screen.getByText('Fourgon 8'));
    // Read once: a test that runs across midnight types and expects the same days.
    const [start, end] = [dayFromToday(2), dayFromToday(5)];
    await typeDate(/^Début/, start, dialog);
    await typeDate(/^Fin/, end, dialog);

    expect(plain(within(dialog).getByTestId('charge-first').textContent)).toBe('50,00 €');
    expect(plain(within(dialog).getByTestId('charge-deposit').textContent)).toBe('100,00 €');
    expect(plain(within(dialog).getByTestId('charge-total').textContent)).toBe('150,00 €');
    // 4 days at a daily rate: 4 periods.
    expect(plain(within(dialog).getByTestId('charge-lease-total').textContent)).toBe('200,00 €');
    expect(within(dialog).getByText(/Toute la location \(4 périodes\)/)).toBeInTheDocument();
    expect(plain(within(dialog).getByTestId('charge-balance').textContent)).toBe('1 000,00 €');

    await userEvent.click(within(dialog).getByText('Envoyer la proposition'));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      preference_id: 'lp-2',
      asset_id: 'a-8',
      start_date: start,
      end_date: end,
      notes: null,
    });
    // The new lease opens, pending.
    expect(await screen.findByText('En attente')).toBeInTheDocument();
  }, 60_000);

  it('checks the dates against the terms before sending', async () => {
    const posted = proposeVanTypeOffer();
    renderAppAt('/lease-market');

    const dialog = await propose('Tout actif « Fourgon »', 3, 3);

    expect(
      await within(dialog).findByText('Au moins 2 jours pour cette offre.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  }, 60_000);

  it('puts the server’s refusals on the fields they are about, or says them', async () => {
    signInAs('business');
    serveMarket([truckOffer]);
    let answer = apiError(400, 'validation_failed', {
      details: [{ path: 'end_date', message: 'flotte.leases.validation.too_short' }],
    });
    server.use(http.post('*/api/leases', () => answer));
    renderAppAt('/lease-market');

    // An offer on one asset: that asset is the only choice, already picked.
    const dialog = await propose('Camion bleu', 2, 10);
    expect(
      await within(dialog).findByText("Cette durée est plus courte que le minimum de l'offre."),
    ).toBeInTheDocument();

    answer = apiError(403, 'business_inactive');
    await userEvent.click(within(dialog).getByText('Envoyer la proposition'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Votre entreprise n'est pas active/,
    );

    answer = apiError(409, 'asset_unavailable');
    await userEvent.click(within(dialog).getByText('Envoyer la proposition'));
    expect(await within(dialog).findByText(/Cet actif n'est plus disponible/)).toBeInTheDocument();
  }, 60_000);

  it('does not offer to send what the wallet could not pay', async () => {
    signInAs('business');
    serveMarket([truckOffer], 1000);
    renderAppAt('/lease-market');

    const dialog = await openProposal('Camion bleu');
    expect(
      await within(dialog).findByText(/Votre solde ne couvre pas ce montant/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Envoyer la proposition' })).toBeDisabled();
  }, 60_000);

  it('is the business staff’s page: an owner opening it is told so', async () => {
    signInAs('asset_owner');
    renderAppAt('/lease-market');
    expect(await screen.findByText("Vous n'avez pas le droit de faire cela.")).toBeInTheDocument();
    expect(marketQueries()).toEqual([]);
  }, 60_000);
});
