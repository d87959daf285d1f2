import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Subscription } from '../../contract/subscription';
import { plain, renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import {
  acme,
  apiError,
  list,
  pro,
  proSubscription,
  serveBusinessBasics,
  starter,
  wallet,
  whiteLabelPlan,
} from './support/business';

serveMockApi();

const endedStarter: Subscription = {
  ...proSubscription,
  id: 's-starter',
  plan_id: 'p-starter',
  plan_code: 'starter',
  plan_name: 'Starter',
  status: 'cancelled',
  price: 1900,
  current_period_start: '2025-02-01T00:00:00.000Z',
  current_period_end: '2025-03-01T00:00:00.000Z',
  ended_at: '2025-03-01T00:00:00.000Z',
};

const calls = (method: string, path: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);

function serveSubscriptionPage({
  balance = 20000,
  subscriptions = [proSubscription, endedStarter],
}: { balance?: number; subscriptions?: Subscription[] } = {}) {
  server.use(
    http.get('*/api/plans', () => list([starter, pro, whiteLabelPlan])),
    http.get('*/api/business/subscriptions', () => list(subscriptions)),
    http.get('*/api/wallet', () => HttpResponse.json({ data: wallet(balance) })),
  );
}

const planCard = (name: string) => screen.getByRole('region', { name });

describe('subscription page', () => {
  it('shows the live subscription and its renewal, the plans with it marked, and the history', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSubscriptionPage();
    renderAppAt('/subscription');

    const current = await screen.findByRole('region', { name: 'Abonnement en cours' });
    expect(await within(current).findByText('Pro')).toBeInTheDocument();
    expect(within(current).getByText('Actif')).toBeInTheDocument();
    expect(plain(current.textContent)).toContain(
      'Renouvellement le 1 avril 2025 : 59,00 € seront débités du portefeuille.',
    );
    expect(
      within(current).getByRole('switch', { name: 'Renouvellement automatique' }),
    ).toBeChecked();

    await screen.findByRole('region', { name: 'Marque blanche' });
    const proCard = planCard('Pro');
    expect(within(proCard).getByText('Forfait actuel')).toBeInTheDocument();
    expect(within(proCard).queryByRole('button')).not.toBeInTheDocument();
    const wl = planCard('Marque blanche');
    expect(plain(wl.textContent)).toContain('149,00 € / mois');
    expect(within(wl).getByText('Actifs illimités')).toBeInTheDocument();
    expect(within(wl).getByText('Marque blanche incluse')).toBeInTheDocument();
    expect(plain(wl.textContent)).toContain('Commission sur les livraisons : 8 %');
    expect(within(planCard('Starter')).getByText("Jusqu'à 5 actifs")).toBeInTheDocument();
    expect(
      within(planCard('Starter')).getByRole('button', { name: 'Choisir ce forfait' }),
    ).toBeEnabled();

    const history = screen.getByRole('table', { name: 'Historique' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(plain(rows[2]?.textContent)).toContain('StarterTerminé19,00 €');
    const plansCall = new URL(calls('GET', '/plans')[0]!.url);
    expect(plansCall.searchParams.get('sort')).toBe('monthly_price');
  });

  it('subscribes only after a confirmation that shows the debit and the balance after', async () => {
    signInAs('business');
    serveBusinessBasics();
    const posted: unknown[] = [];
    let subscribed = false;
    server.use(
      http.get('*/api/plans', () => list([starter, pro, whiteLabelPlan])),
      http.get('*/api/business/subscriptions', () =>
        list(
          subscribed
            ? [
                {
                  ...proSubscription,
                  id: 's-wl',
                  plan_id: 'p-wl',
                  plan_name: 'Marque blanche',
                  price: 14900,
                },
                { ...proSubscription, status: 'cancelled' as const },
              ]
            : [proSubscription],
        ),
      ),
      http.get('*/api/wallet', () =>
        HttpResponse.json({ data: wallet(subscribed ? 5100 : 20000) }),
      ),
      http.post('*/api/business/subscribe', async ({ request }) => {
        posted.push(await request.json());
        subscribed = true;
        return HttpResponse.json({ data: { ...proSubscription, id: 's-wl' } }, { status: 201 });
      }),
      http.get('*/api/business-customization', () =>
        HttpResponse.json({ data: { branding: null, editable: true } }),
      ),
    );
    renderAppAt('/subscription');

    await screen.findByRole('region', { name: 'Marque blanche' });
    await userEvent.click(
      within(planCard('Marque blanche')).getByRole('button', { name: 'Choisir ce forfait' }),
    );
    let dialog = await screen.findByRole('dialog', {
      name: "S'abonner au forfait Marque blanche ?",
    });
    expect(plain((await within(dialog).findByTestId('subscribe-debit')).textContent)).toBe(
      '149,00 €',
    );
    expect(plain(within(dialog).getByTestId('subscribe-balance-now').textContent)).toBe('200,00 €');
    expect(plain(within(dialog).getByTestId('subscribe-balance-after').textContent)).toBe(
      '51,00 €',
    );
    expect(
      within(dialog).getByText('Votre forfait Pro prendra fin dès maintenant.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([]);

    await userEvent.click(
      within(planCard('Marque blanche')).getByRole('button', { name: 'Choisir ce forfait' }),
    );
    dialog = await screen.findByRole('dialog');
    const walletReads = calls('GET', '/wallet').length;
    const listReads = calls('GET', '/business/subscriptions').length;
    await userEvent.click(
      await within(dialog).findByRole('button', { name: "Payer et s'abonner" }),
    );

    expect(
      await screen.findByText('Vous êtes abonné au forfait Marque blanche.'),
    ).toBeInTheDocument();
    expect(posted).toEqual([{ plan_id: 'p-wl' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The wallet and the subscriptions are read again: the page shows the new plan.
    await waitFor(() => expect(calls('GET', '/wallet').length).toBeGreaterThan(walletReads));
    expect(calls('GET', '/business/subscriptions').length).toBeGreaterThan(listReads);
    const current = screen.getByRole('region', { name: 'Abonnement en cours' });
    expect(await within(current).findByText('Marque blanche')).toBeInTheDocument();
    expect(within(planCard('Marque blanche')).getByText('Forfait actuel')).toBeInTheDocument();
  });

  it('says a refusal in the dialog, translated, and changes nothing', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSubscriptionPage();
    const refusals = [apiError(402, 'insufficient_funds'), apiError(409, 'plan_limit_reached')];
    server.use(http.post('*/api/business/subscribe', () => refusals.shift()!));
    renderAppAt('/subscription');

    await screen.findByRole('region', { name: 'Starter' });
    await userEvent.click(
      within(planCard('Starter')).getByRole('button', { name: 'Choisir ce forfait' }),
    );
    const dialog = await screen.findByRole('dialog');
    const listReads = calls('GET', '/business/subscriptions').length;
    const pay = await within(dialog).findByRole('button', { name: "Payer et s'abonner" });
    await userEvent.click(pay);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Solde insuffisant : rechargez le portefeuille ou choisissez un prix plus bas.',
    );
    await userEvent.click(pay);
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'La limite de votre forfait est atteinte',
      ),
    );
    expect(calls('POST', '/business/subscribe')).toHaveLength(2);
    expect(calls('GET', '/business/subscriptions')).toHaveLength(listReads);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    const current = screen.getByRole('region', { name: 'Abonnement en cours' });
    expect(within(current).getByText('Pro')).toBeInTheDocument();
  });

  it('says a balance too low before paying, and does not let it pay', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSubscriptionPage({ balance: 1000, subscriptions: [] });
    renderAppAt('/subscription');

    expect(
      await screen.findByText(/Aucun abonnement en cours : l'offre gratuite/),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Pro' });
    await userEvent.click(
      within(planCard('Pro')).getByRole('button', { name: 'Choisir ce forfait' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Solde insuffisant/)).toBeInTheDocument();
    expect(plain(within(dialog).getByTestId('subscribe-balance-after').textContent)).toBe(
      '-49,00 €',
    );
    expect(within(dialog).getByRole('button', { name: "Payer et s'abonner" })).toBeDisabled();
  });

  it('stops the renewal with the switch', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveSubscriptionPage();
    const patches: unknown[] = [];
    server.use(
      http.patch('*/api/business/subscriptions/s-pro', async ({ request }) => {
        const body = (await request.json()) as { auto_renew: boolean };
        patches.push(body);
        return HttpResponse.json({ data: { ...proSubscription, ...body } });
      }),
    );
    renderAppAt('/subscription');

    const toggle = await screen.findByRole('switch', { name: 'Renouvellement automatique' });
    await userEvent.click(toggle);
    expect(await screen.findByText('Renouvellement automatique désactivé.')).toBeInTheDocument();
    expect(patches).toEqual([{ auto_renew: false }]);
    const current = screen.getByRole('region', { name: 'Abonnement en cours' });
    await waitFor(() =>
      expect(plain(current.textContent)).toContain(
        'Prend fin le 1 avril 2025, sans renouvellement.',
      ),
    );
  });

  it('an inactive business sees why it cannot subscribe', async () => {
    signInAs('business');
    serveBusinessBasics({ ...acme, active: false });
    serveSubscriptionPage();
    renderAppAt('/subscription');

    expect(await screen.findByText(/Votre entreprise n'est pas active/)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Starter' });
    await waitFor(() =>
      expect(
        within(planCard('Starter')).getByRole('button', { name: 'Choisir ce forfait' }),
      ).toBeDisabled(),
    );
    expect(screen.getByRole('switch', { name: 'Renouvellement automatique' })).toBeDisabled();
  });
});
