/**
 * The owner's, business's and superadmin's dashboards (docs/dashboards.md) against recorded
 * answers of their one call: each figure shown, each link's target list and filter, the
 * charts' text alternatives, the loading, error and empty states.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type {
  BusinessDashboard,
  OwnerDashboard,
  SuperadminDashboard,
} from '../../contract/dashboards';
import { plain, renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import { figures as managerFigures } from './support/operations-fixtures';
import { apiError } from './support/api';
import { filterOf, retryFigures } from './support/dashboards';
import { emptyOwnerFigures } from './support/owner-dashboard';

serveMockApi();

const MONTHS = [
  '2024-04',
  '2024-05',
  '2024-06',
  '2024-07',
  '2024-08',
  '2024-09',
  '2024-10',
  '2024-11',
  '2024-12',
  '2025-01',
  '2025-02',
  '2025-03',
];

const ownerFigures: OwnerDashboard = {
  ...emptyOwnerFigures(MONTHS),
  assets_by_status: { available: 3, dispatched: 1, in_maintenance: 0, leased: 2, inactive: 1 },
  earnings: [
    {
      currency: 'EUR',
      months: MONTHS.map((month, i) => ({
        month,
        gross: i === 11 ? 50_000 : i === 10 ? 20_000 : 0,
        net: i === 11 ? 45_000 : i === 10 ? 18_000 : 0,
        count: i >= 10 ? 2 : 0,
      })),
    },
  ],
  requests_open: 4,
  maintenance_scheduled: 2,
  next_maintenance: {
    id: 'm-1',
    title: 'Vidange',
    asset_id: 'a-1',
    asset_name: 'Renault Master',
    scheduled_at: '2025-03-20T08:00:00.000Z',
  },
};

const businessFigures: BusinessDashboard = {
  documents: { expired: 0, expiring: 0 },
  as_of: '2025-03-12T10:00:00.000Z',
  month_start: '2025-03-01T00:00:00.000Z',
  requests_by_status: {
    pending: 2,
    assigned: 1,
    in_transit: 0,
    delivered: 7,
    failed: 0,
    cancelled: 1,
  },
  currency: 'EUR',
  wallet_balance: 1_500,
  spend_this_month: 12_345,
  low_balance_threshold: 4_900,
  low_balance: true,
  subscription: {
    id: 's-1',
    plan_name: 'Pro',
    status: 'active',
    price: 4_900,
    currency: 'EUR',
    auto_renew: true,
    current_period_end: '2025-04-01T00:00:00.000Z',
  },
};

const superadminFigures: SuperadminDashboard = {
  as_of: '2025-03-12T10:00:00.000Z',
  today_start: '2025-03-12T00:00:00.000Z',
  week_start: '2025-03-10T00:00:00.000Z',
  businesses_waiting: 3,
  requests_today: { pending: 2, assigned: 1, in_transit: 0, delivered: 4, failed: 0, cancelled: 0 },
  requests_this_week: {
    pending: 5,
    assigned: 3,
    in_transit: 2,
    delivered: 20,
    failed: 0,
    cancelled: 1,
  },
  commission_by_month: [
    { currency: 'EUR', months: MONTHS.map((month, i) => ({ month, amount: i * 1_000 })) },
  ],
  wallets_total: [{ currency: 'EUR', balance: 987_654, wallets: 12 }],
};

const serve = (path: string, data: unknown) =>
  server.use(http.get(`*/api${path}`, () => HttpResponse.json({ data })));

const emptyPage = () =>
  HttpResponse.json({ data: [], pagination: { total: 0, limit: 5, skip: 0 } });

const calls = (path: string) => requests.filter((r) => new URL(r.url).pathname === `/api${path}`);

describe("the asset owner's dashboard", () => {
  it('shows its figures from one call, each a link into the list it counts', async () => {
    serve('/dashboard/owner', ownerFigures);
    signInAs('asset_owner');
    renderAppAt('/');

    const assets = await screen.findByRole('region', { name: 'Mes actifs par statut' });
    const available = await within(assets).findByRole('link', {
      description: '3 actifs disponibles',
    });
    expect(filterOf(available)).toEqual({ path: '#/assets', filter: { status: 'available' } });
    expect(within(assets).getByRole('link', { description: '1 actif inactif' })).toHaveTextContent(
      '1',
    );

    const requestsPanel = screen.getByRole('region', { name: 'Demandes à servir' });
    const open = within(requestsPanel).getByRole('link', {
      description: '4 demandes en attente pour vos types d’actifs',
    });
    expect(filterOf(open)).toEqual({
      path: '#/business-dispatches',
      filter: { status: 'pending' },
    });

    const maintenance = screen.getByRole('region', { name: 'Maintenance' });
    expect(
      filterOf(
        within(maintenance).getByRole('link', { description: '2 interventions planifiées' }),
      ),
    ).toEqual({ path: '#/maintenance', filter: { status: 'scheduled' } });
    expect(
      within(maintenance).getByRole('link', {
        description: 'Prochaine intervention : Vidange, Renault Master, le 20 mars 2025',
      }),
    ).toHaveAttribute('href', '#/maintenance/m-1/show');

    const earnings = screen.getByRole('region', { name: 'Revenus' });
    expect(
      within(earnings).getByRole('link', { description: /^Revenus nets de ce mois-ci : 450,00/ }),
    ).toBeInTheDocument();
    expect(
      within(earnings).getByRole('link', { description: /^Revenus nets du mois dernier : 180,00/ }),
    ).toBeInTheDocument();
    expect(calls('/dashboard/owner')).toHaveLength(1);
  }, 60_000);

  it('gives its earnings chart a text alternative: a summary and a table of every month', async () => {
    serve('/dashboard/owner', ownerFigures);
    signInAs('asset_owner');
    renderAppAt('/');

    const chart = await screen.findByRole('figure', {
      name: 'Revenus nets des 12 derniers mois (EUR)',
    });
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(plain(summary?.textContent)).toContain('Meilleur mois : mars 2025, 450,00 €');
    const table = within(chart).getByRole('table', { name: 'Les chiffres du graphique' });
    const rows = within(table).getAllByRole('row');
    // A header, then 12 months in the user's language, oldest first.
    expect(rows).toHaveLength(13);
    expect(plain(rows[1]!.textContent)).toBe('avril 20240,00 €');
    expect(plain(rows[12]!.textContent)).toBe('mars 2025450,00 €');
  });

  it('says what will fill the earnings while there are none', async () => {
    serve('/dashboard/owner', {
      ...ownerFigures,
      earnings: emptyOwnerFigures(MONTHS).earnings,
      next_maintenance: null,
    });
    signInAs('asset_owner');
    renderAppAt('/');
    expect(
      await screen.findByText(/^Pas encore de revenus : dès qu’un de vos actifs livre/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.getByText('Aucune intervention datée à venir.')).toBeInTheDocument();
  });

  it('says once when the figures failed, and asks again', async () => {
    let fail = true;
    server.use(
      http.get('*/api/dashboard/owner', () =>
        fail
          ? apiError(500, 'internal_error', { message: 'boom' })
          : HttpResponse.json({ data: ownerFigures }),
      ),
    );
    signInAs('asset_owner');
    renderAppAt('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les chiffres du tableau de bord sont indisponibles.');
    fail = false;
    await retryFigures(alert, '3 actifs disponibles');
  });
});

describe("a business's dashboard", () => {
  it('shows its requests by status, its wallet with the warning, and its subscription', async () => {
    serve('/dashboard/business', businessFigures);
    server.use(http.get('*/api/wallet/transactions', emptyPage));
    signInAs('business');
    renderAppAt('/');

    const panel = await screen.findByRole('region', { name: 'Mes demandes par statut' });
    const delivered = await within(panel).findByRole('link', { description: '7 demandes livrées' });
    expect(filterOf(delivered)).toEqual({
      path: '#/business-dispatches',
      filter: { status: 'delivered' },
    });
    // One link per request status (failed included: docs/drivers.md).
    expect(within(panel).getAllByRole('link', { description: /^\d+ demandes? / })).toHaveLength(6);

    const wallet = screen.getByRole('region', { name: 'Portefeuille' });
    expect(plain(within(wallet).getByTestId('wallet-balance').textContent)).toBe('15,00 €');
    expect(plain(wallet.textContent)).toContain('Dépensé ce mois-ci : 123,45 €');
    expect(within(wallet).getByRole('status')).toHaveTextContent(
      /ne couvre pas le prochain renouvellement de votre abonnement \(49,00/,
    );

    const subscription = screen.getByRole('region', { name: 'Abonnement' });
    expect(plain(subscription.textContent)).toContain('Pro');
    expect(plain(subscription.textContent)).toContain(
      'Renouvellement le 1 avril 2025 : 49,00 € seront débités du portefeuille.',
    );
    expect(within(subscription).getByRole('link', { name: "Gérer l'abonnement" })).toHaveAttribute(
      'href',
      '#/subscription',
    );
    // The balance came with the figures: no separate wallet call.
    expect(calls('/wallet')).toHaveLength(0);
    expect(calls('/dashboard/business')).toHaveLength(1);
  }, 60_000);

  it('warns of an empty wallet and shows the free tier', async () => {
    serve('/dashboard/business', {
      ...businessFigures,
      wallet_balance: 0,
      low_balance_threshold: 0,
      subscription: null,
    });
    server.use(http.get('*/api/wallet/transactions', emptyPage));
    signInAs('business');
    renderAppAt('/');
    expect(
      await screen.findByText(/^Votre portefeuille est vide : aucune nouvelle demande/),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Offre gratuite : abonnez-vous/)).toBeInTheDocument();
  });
});

describe("the superadmin's dashboard", () => {
  it('shows approvals, requests today and this week, commission and wallets, each linked', async () => {
    serve('/dashboard/superadmin', superadminFigures);
    serve('/in-house-managers/dashboard', managerFigures);
    signInAs('superadmin');
    renderAppAt('/');

    const approvals = await screen.findByRole('region', { name: 'Entreprises à valider' });
    const waiting = await within(approvals).findByRole('link', {
      description: '3 entreprises en attente de validation',
    });
    expect(filterOf(waiting)).toEqual({ path: '#/business', filter: { active: 'false' } });
    expect(within(approvals).getByRole('link', { name: 'Utilisateurs' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Demandes par statut' });
    expect(
      filterOf(
        within(table).getByRole('link', { name: '20 demandes livrées créées cette semaine' }),
      ),
    ).toEqual({
      path: '#/business-dispatches',
      filter: { status: 'delivered', created_period: 'this_week' },
    });
    expect(within(table).getAllByRole('link')).toHaveLength(12);

    const commission = screen.getByRole('figure', {
      name: 'Commission par mois, 12 derniers mois (EUR)',
    });
    expect(plain(commission.textContent)).toContain('Ce mois-ci : 110,00 €');
    const rows = within(
      within(commission).getByRole('table', { name: 'Les chiffres du graphique' }),
    ).getAllByRole('row');
    expect(plain(rows[12]!.textContent)).toBe('mars 2025110,00 €');

    const wallets = screen.getByRole('region', { name: 'Portefeuilles' });
    expect(
      within(wallets).getByRole('link', {
        description: (name) =>
          plain(name) === 'Total des soldes (EUR) : 9 876,54 €, sur 12 portefeuilles',
      }),
    ).toHaveAttribute('href', '#/business');

    // The fleet panels of the operator's dashboard stay beneath.
    expect(
      await screen.findByRole('link', { description: '12 actifs disponibles' }),
    ).toBeInTheDocument();
    expect(calls('/dashboard/superadmin')).toHaveLength(1);
  }, 60_000);
});
