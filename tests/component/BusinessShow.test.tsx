import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusinessSettings } from '../../contract/business-settings';
import type { Request } from '../../contract/request';
import type { StaffMember } from '../../contract/staff';
import type { Subscription } from '../../contract/subscription';
import type { WalletHistoryPoint, WalletMetrics, WalletTransaction } from '../../contract/wallet';
import { plain, renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import { proSubscription } from './support/business';
import { acme, page, serveBusinesses } from './support/business-fixtures';
import { requestRecord } from './support/records';

serveMockApi();

const settings: BusinessSettings = {
  business_id: 'b-2',
  currency: 'EUR',
  currency_locked: true,
  timezone: 'Europe/Paris',
  country: 'FR',
  default_language: 'en',
  require_recipient_phone: true,
  default_package_type_id: 'pt-1',
  low_balance_threshold: 2000,
  notification_emails: ['ops@acme.test', 'boss@acme.test'],
  recipient_notices: ['assigned', 'in_transit', 'delivered', 'cancelled', 'eta_soon', 'failed'],
  proof_required: [],
  auto_dispatch: false,
  saved: true,
  updated_at: '2025-02-01T10:00:00.000Z',
};

const live: Subscription = { ...proSubscription, id: 's-2', business_id: 'b-2' };
const ended: Subscription = {
  ...live,
  id: 's-1',
  plan_id: 'p-starter',
  plan_code: 'starter',
  plan_name: 'Starter',
  status: 'cancelled',
  price: 1900,
  ended_at: '2025-03-01T00:00:00.000Z',
};

const bea: StaffMember = {
  id: 'u-bea',
  email: 'bea@acme.test',
  name: 'Bea Martin',
  phone: null,
  role: 'business',
  business_id: 'b-2',
  business_name: 'Acme Logistique',
  status: 'invited',
  created_at: '2025-01-10T09:00:00.000Z',
  last_login_at: null,
};

const delivery: Request = requestRecord({
  business_id: 'b-2',
  business_name: 'Acme Logistique',
  requested_by: 'u-bea',
  pickup_address: '1 rue du Port',
  dropoff_address: '9 avenue Foch',
  price: 4500,
  created_at: '2025-03-02T09:00:00.000Z',
  updated_at: '2025-03-02T09:00:00.000Z',
});

const metrics: WalletMetrics = {
  business_id: 'b-2',
  currency: 'EUR',
  balance: 12000,
  total_credited: 20000,
  total_debited: 8000,
  credit_count: 2,
  debit_count: 3,
  transaction_count: 5,
};
const history: WalletHistoryPoint[] = [
  { date: '2025-03-01', balance: 0 },
  { date: '2025-03-02', balance: 15000 },
  { date: '2025-03-03', balance: 12000 },
];
const topUpRow: WalletTransaction = {
  id: 't-1',
  wallet_id: 'w-1',
  type: 'credit',
  category: 'top_up',
  amount: 15000,
  balance_after: 15000,
  reference: 'Virement 42',
  request_id: null,
  request_reference: null,
  lease_id: null,
  created_by: 'user-superadmin',
  created_at: '2025-03-02T10:00:00.000Z',
};
const chargeRow: WalletTransaction = {
  ...topUpRow,
  id: 't-0',
  type: 'debit',
  category: 'request_charge',
  amount: 3000,
  balance_after: 12000,
  reference: 'request:r-42',
  request_id: 'r-42',
  request_reference: 'FLT-2025-000042',
  created_at: '2025-03-03T10:00:00.000Z',
};

const queryOf = (path: string) =>
  requests.map((r) => new URL(r.url)).find((u) => u.pathname === path)?.searchParams;

describe('a business page', () => {
  it('shows the profile, and the superadmin its actions', async () => {
    serveBusinesses([acme]);
    signInAs('superadmin');
    renderAppAt('/business/b-2/show');

    expect(await screen.findByText('contact@acme.test')).toBeInTheDocument();
    expect(screen.getByText('Standard')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Suspendre Acme Logistique' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Modifier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Portefeuille' })).toBeInTheDocument();
  });

  it('reads the settings of the business', async () => {
    serveBusinesses([acme]);
    server.use(
      http.get('*/api/business-settings/b-2', () => HttpResponse.json({ data: settings })),
      http.get('*/api/request-package-types', () =>
        page([{ id: 'pt-1', name: 'Palette', description: null, active: true }]),
      ),
    );
    signInAs('superadmin');
    renderAppAt('/business/b-2/show/settings');

    expect(await screen.findByText('Europe/Paris')).toBeInTheDocument();
    const field = (label: string) =>
      plain(screen.getByText(label).closest('.ra-field')?.textContent);
    expect(field('Langue des e-mails')).toBe('Langue des e-mailsEnglish');
    expect(field('Fuseau horaire')).toBe('Fuseau horaireEurope/Paris');
    expect(screen.getByText('ops@acme.test, boss@acme.test')).toBeInTheDocument();
    expect(plain(screen.getByText(/20,00/).textContent)).toBe('20,00 €');
    expect(await screen.findByText('Palette')).toBeInTheDocument();
    expect(screen.getByText('Oui')).toBeInTheDocument();
    expect(screen.queryByText(/valeurs par défaut/)).not.toBeInTheDocument();
  });

  it('says when the settings are the defaults', async () => {
    serveBusinesses([acme]);
    server.use(
      http.get('*/api/business-settings/b-2', () =>
        HttpResponse.json({
          data: {
            ...settings,
            saved: false,
            default_package_type_id: null,
            notification_emails: [],
            updated_at: null,
          },
        }),
      ),
    );
    signInAs('superadmin');
    renderAppAt('/business/b-2/show/settings');
    expect(await screen.findByText(/voici les valeurs par défaut/)).toBeInTheDocument();
  });

  it('shows the live subscription and the history', async () => {
    serveBusinesses([acme]);
    server.use(http.get('*/api/business/subscriptions', () => page([live, ended])));
    signInAs('superadmin');
    renderAppAt('/business/b-2/show/subscription');

    const summary = await screen.findByText(/Forfait Pro à/);
    expect(plain(summary.textContent)).toBe(
      'Forfait Pro à 59,00 € par mois, renouvelé le 01/04/2025.',
    );
    const old = screen.getByText('Starter').closest('tr')!;
    expect(within(old).getByText('Terminé')).toBeInTheDocument();
    expect(plain(old.textContent)).toContain('19,00 €');
    expect(queryOf('/api/business/subscriptions')?.get('business_id')).toBe('b-2');
  });

  it('lists the staff with their status and last sign-in', async () => {
    serveBusinesses([acme]);
    server.use(http.get('*/api/business/staff', () => page([bea])));
    signInAs('superadmin');
    renderAppAt('/business/b-2/show/staff');

    const row = (await screen.findByText('Bea Martin')).closest('tr')!;
    expect(within(row).getByText('bea@acme.test')).toBeInTheDocument();
    expect(within(row).getByText('Invité')).toBeInTheDocument();
    expect(within(row).getByText('Jamais')).toBeInTheDocument();
    expect(queryOf('/api/business/staff')?.get('business_id')).toBe('b-2');
  });

  it("lists the business's requests, and a row opens the request", async () => {
    serveBusinesses([acme]);
    server.use(
      http.get('*/api/business-dispatches', () => page([delivery])),
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: delivery })),
    );
    signInAs('superadmin');
    renderAppAt('/business/b-2/show/requests');

    const row = (await screen.findByText('1 rue du Port')).closest('tr')!;
    expect(within(row).getByText('En attente')).toBeInTheDocument();
    const query = queryOf('/api/business-dispatches');
    expect(query?.get('business_id')).toBe('b-2');
    expect(query?.get('sort')).toBe('created_at');
    await userEvent.click(row);
    await waitFor(() => expect(window.location.hash).toBe('#/business-dispatches/r-1/show'));
  });

  it('shows the wallet: metrics, the chart with its figures as text, the ledger, a top-up', async () => {
    serveBusinesses([acme]);
    let balance = metrics.balance;
    const topUps: unknown[] = [];
    server.use(
      http.get('*/api/superadmin/business/b-2/wallet-metrics', () =>
        HttpResponse.json({ data: { ...metrics, balance } }),
      ),
      http.get('*/api/superadmin/business/b-2/wallet-history', () =>
        HttpResponse.json({ data: history }),
      ),
      http.get('*/api/superadmin/business/b-2/transactions', () => page([chargeRow, topUpRow])),
      http.post('*/api/superadmin/business/b-2/wallet/top-up', async ({ request }) => {
        const body = (await request.json()) as { amount: number };
        topUps.push(body);
        balance += body.amount;
        return HttpResponse.json(
          { data: { ...topUpRow, id: 't-2', amount: body.amount, balance_after: balance } },
          { status: 201 },
        );
      }),
    );
    signInAs('superadmin');
    renderAppAt('/business/b-2/show/wallet');

    expect(plain((await screen.findByTestId('wallet-balance')).textContent)).toBe('120,00 €');
    expect(plain(screen.getByTestId('wallet-total_debited').textContent)).toBe('80,00 €');
    // The chart's text alternative: a summary it is described by, and a table of every day.
    const figure = await screen.findByRole('figure', { name: /derniers jours/ });
    expect(figure).toHaveAccessibleDescription(
      /de 0,00\s€ à 120,00\s€ \(au plus bas 0,00\s€, au plus haut 150,00\s€\)/,
    );
    const days = within(figure).getByRole('table', { name: 'Solde par jour' });
    expect(within(days).getAllByRole('row')).toHaveLength(4);
    expect(plain(days.textContent)).toContain('2 mars 2025150,00 €');
    expect(queryOf('/api/superadmin/business/b-2/wallet-history')?.get('days')).toBe('90');
    // The ledger.
    const ledger = screen.getByRole('table', { name: 'Mouvements' });
    expect(plain(ledger.textContent)).toContain('Virement 42');
    expect(plain(ledger.textContent)).toContain('+150,00 €');
    // A delivery's charge names its request by its reference and links to the request's page.
    const charge = await within(ledger).findByRole('link', { name: /^Demande FLT-2025-000042/ });
    expect(charge).toHaveAttribute('href', '#/business-dispatches/r-42/show');
    expect(plain(ledger.textContent)).not.toContain('request:');

    // An amount the form cannot read is refused there: no dialog, nothing sent.
    const amount = screen.getByRole('textbox', { name: /Montant/ });
    await userEvent.type(amount, '12,3,4');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(
      await screen.findByText(/^Nombre illisible : écrivez-le comme 1\s234,56\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A top-up of 50,00 typed the French way sends 5000 (minor units) after the confirmation.
    await userEvent.clear(amount);
    await userEvent.type(amount, '50,00');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    const dialog = await screen.findByRole('dialog');
    expect(plain(within(dialog).getByText(/seront crédités/).textContent)).toBe(
      '50,00 € seront crédités au portefeuille d’Acme Logistique.',
    );
    expect(topUps).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Créditer le portefeuille' }));
    await waitFor(() => expect(topUps).toEqual([{ amount: 5000 }]));
    expect(await screen.findByText('Portefeuille rechargé.')).toBeInTheDocument();
    await waitFor(() =>
      expect(plain(screen.getByTestId('wallet-balance').textContent)).toBe('170,00 €'),
    );
  });

  it('gives the manager the same page, read-only and without the wallet', async () => {
    serveBusinesses([acme]);
    signInAs('in_house_manager');
    renderAppAt('/business/b-2/show');

    expect(await screen.findByText('contact@acme.test')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Équipe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liste' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Portefeuille' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Suspendre/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  });
});
