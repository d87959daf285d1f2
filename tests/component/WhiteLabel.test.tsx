import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusinessDashboard } from '../../contract/dashboards';
import { REQUEST_STATUSES, type Request, type RequestStatus } from '../../contract/request';
import type { Subscription } from '../../contract/subscription';
import type { B2bClient, WhiteLabelSummary } from '../../contract/white-label';
import { plain, renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import {
  acme,
  acmeBranding,
  apiError,
  list,
  member,
  proSubscription,
  serveBusinessBasics,
  standard,
  wallet,
  b2bClient,
} from './support/business';
import { requestRecord } from './support/records';

serveMockApi();

const client = b2bClient;
const other: B2bClient = { ...client, id: 'c-2', name: 'Autre SARL', slug: 'autre', active: false };
const bob = member({
  id: 'u-bob',
  name: 'Bob Client',
  role: 'b2b',
  business_id: 'c-1',
  business_name: 'Client SA',
});
const delivered: Request = requestRecord({
  id: 'r-9',
  business_id: 'c-1',
  business_name: 'Client SA',
  requested_by: 'u-bob',
  pickup_address: 'Lyon',
  dropoff_address: 'Paris',
  status: 'delivered',
  created_at: '2025-03-03T10:00:00.000Z',
  updated_at: '2025-03-03T10:00:00.000Z',
});
const summary: WhiteLabelSummary = {
  business_id: 'b-acme',
  currency: 'EUR',
  clients: 2,
  active_clients: 1,
  client_staff: 3,
  requests_by_status: {
    pending: 1,
    assigned: 0,
    in_transit: 0,
    delivered: 4,
    failed: 0,
    cancelled: 0,
  },
  spend_this_month: 35600,
  spend_last_month: 12000,
  top_clients: [
    { business_id: 'c-1', name: 'Client SA', spend_this_month: 35600, requests_this_month: 4 },
  ],
};

const pathsCalled = (path: string) =>
  requests.map((r) => new URL(r.url)).filter((u) => u.pathname === `/api${path}`);

/** The business dashboard's own calls. */
function serveDashboard(subscription: Subscription | null = proSubscription) {
  server.use(
    http.get('*/api/requests/stats', () =>
      HttpResponse.json({
        data: { total: 0, pending: 0, assigned: 0, in_transit: 0, delivered: 0, cancelled: 0 },
      }),
    ),
    http.get('*/api/wallet', () => HttpResponse.json({ data: wallet(20000) })),
    http.get('*/api/wallet/transactions', () => list([])),
    http.get('*/api/business/subscriptions', () => list([proSubscription])),
    // The business's own figures (one call, RoleDashboards.test.tsx), with the same subscription.
    http.get('*/api/dashboard/business', () =>
      HttpResponse.json({ data: businessFigures(subscription) }),
    ),
  );
}

/** GET /dashboard/business's answer for `subscription` (figures the tests here do not read). */
const businessFigures = (subscription: Subscription | null): BusinessDashboard => ({
  as_of: '2025-03-12T10:00:00.000Z',
  documents: { expired: 0, expiring: 0 },
  month_start: '2025-03-01T00:00:00.000Z',
  requests_by_status: Object.fromEntries(REQUEST_STATUSES.map((status) => [status, 0])) as Record<
    RequestStatus,
    number
  >,
  currency: 'EUR',
  wallet_balance: 20000,
  spend_this_month: 0,
  low_balance_threshold: 0,
  low_balance: false,
  subscription: subscription && {
    id: subscription.id,
    plan_name: subscription.plan_name,
    status: subscription.status === 'past_due' ? 'past_due' : 'active',
    price: subscription.price,
    currency: subscription.currency,
    auto_renew: subscription.auto_renew,
    current_period_end: subscription.current_period_end,
  },
});

const menuEntries = () =>
  within(screen.getAllByRole('menu')[0] ?? document.body)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim());

/** Acme's dashboard, signed in as its staff: its customization and white-label summary as told. */
function renderAcmeDashboard(customization: unknown, answerSummary: () => Response) {
  signInAs('business');
  serveBusinessBasics(acme);
  serveDashboard();
  server.use(
    http.get('*/api/business-customization', () => HttpResponse.json({ data: customization })),
    http.get('*/api/business/white-label-summary', answerSummary),
  );
  renderAppAt('/');
}

describe('white-label business', () => {
  it('has the B2B menu and the dashboard panels: subscription and white-label summary', async () => {
    renderAcmeDashboard(acmeBranding, () => HttpResponse.json({ data: summary }));

    const panel = await screen.findByRole('region', { name: 'Marque blanche' });
    expect(plain((await within(panel).findByTestId('wl-clients')).textContent)).toBe(
      'Actifs : 1 sur 2',
    );
    expect(within(panel).getByTestId('wl-staff')).toHaveTextContent('3');
    expect(plain(within(panel).getByTestId('wl-spend-this-month').textContent)).toBe('356,00 €');
    expect(plain(within(panel).getByTestId('wl-spend-last-month').textContent)).toBe('120,00 €');
    const top = within(panel).getByRole('table', { name: 'Principaux clients ce mois-ci' });
    expect(plain(top.textContent)).toContain('Client SA4356,00 €');
    expect(plain(panel.textContent)).toContain('Livrée4');

    const subscription = screen.getByRole('region', { name: 'Abonnement' });
    expect(await within(subscription).findByText('Pro')).toBeInTheDocument();
    expect(plain(subscription.textContent)).toContain('Renouvellement le 1 avril 2025');
    expect(within(subscription).getByRole('link', { name: "Gérer l'abonnement" })).toHaveAttribute(
      'href',
      '#/subscription',
    );

    await waitFor(() => expect(menuEntries()).toContain('Clients B2B'));
    expect(menuEntries()).toEqual(
      expect.arrayContaining(['Mon entreprise', 'Abonnement', 'Équipe', 'Utilisateurs clients']),
    );
    // The own business is read once, for the menu and the panels together.
    expect(pathsCalled('/business')).toHaveLength(1);
  });

  it('asks no summary when the plan has no white-label features', async () => {
    renderAcmeDashboard({ branding: null, editable: false }, () =>
      apiError(403, 'whitelabel_not_allowed'),
    );

    await screen.findByRole('region', { name: 'Abonnement' });
    await waitFor(() => expect(pathsCalled('/business-customization')).toHaveLength(1));
    // The entitlement said no: the refused calls are not even offered.
    expect(pathsCalled('/business/white-label-summary')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Marque blanche' })).not.toBeInTheDocument();
    expect(menuEntries()).toContain('Équipe');
    expect(menuEntries()).not.toContain('Clients B2B');
    expect(menuEntries()).not.toContain('Utilisateurs clients');
  });

  it('hides the summary when it is refused (the plan changed since)', async () => {
    renderAcmeDashboard(acmeBranding, () => apiError(403, 'whitelabel_not_allowed'));

    await screen.findByRole('region', { name: 'Abonnement' });
    await waitFor(() => expect(pathsCalled('/business/white-label-summary')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Marque blanche' })).not.toBeInTheDocument();
    expect(
      screen.queryByText(/réservée aux entreprises en marque blanche/),
    ).not.toBeInTheDocument();
  });

  it('a standard business has no B2B menu and asks no summary', async () => {
    signInAs('business');
    serveBusinessBasics(standard);
    serveDashboard(null);
    server.use(http.get('*/api/business/subscriptions', () => list([])));
    renderAppAt('/');

    const subscription = await screen.findByRole('region', { name: 'Abonnement' });
    expect(await within(subscription).findByText(/Offre gratuite/)).toBeInTheDocument();
    await waitFor(() => expect(menuEntries()).toContain('Équipe'));
    expect(menuEntries()).not.toContain('Clients B2B');
    expect(menuEntries()).not.toContain('Utilisateurs clients');
    expect(pathsCalled('/business/white-label-summary')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Marque blanche' })).not.toBeInTheDocument();
  });

  it('B2B staff see their business page but no staff, subscription or B2B entries', async () => {
    signInAs('b2b');
    serveBusinessBasics({ ...standard, kind: 'b2b' });
    serveDashboard();
    renderAppAt('/');

    await screen.findByRole('region', { name: 'Demandes de transport' });
    await waitFor(() => expect(menuEntries()).toContain('Mon entreprise'));
    for (const entry of ['Abonnement', 'Équipe', 'Clients B2B', 'Utilisateurs clients']) {
      expect(menuEntries()).not.toContain(entry);
    }
    expect(screen.queryByRole('region', { name: 'Abonnement' })).not.toBeInTheDocument();
  });
});

describe('B2B clients and their users', () => {
  it('lists the clients and opens one with its staff and requests', async () => {
    signInAs('business');
    serveBusinessBasics(acme);
    server.use(
      http.get('*/api/business/b2b-clients', ({ request }) => {
        const ids = new URL(request.url).searchParams.getAll('id');
        const rows = [client, other].filter((c) => ids.length === 0 || ids.includes(c.id));
        return list(rows);
      }),
      http.get('*/api/business/b2b-users', () => list([bob])),
      http.get('*/api/business/b2b/c-1/requests', () => list([delivered], 11)),
    );
    renderAppAt('/b2b-clients');

    expect(await screen.findByText('Autre SARL')).toBeInTheDocument();
    expect(screen.getByText('Inactif')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Client SA'));

    const staff = await screen.findByRole('region', { name: 'Utilisateurs' });
    expect(await within(staff).findByText('Bob Client')).toBeInTheDocument();
    const requestsSection = screen.getByRole('region', { name: 'Demandes' });
    const table = await within(requestsSection).findByRole('table', { name: 'Demandes' });
    expect(plain(table.textContent)).toContain('Lyon → Paris');
    expect(plain(table.textContent)).toContain('Livrée');
    expect(plain(table.textContent)).toContain('89,00 €');
    // The request reads as its reference, which opens it.
    expect(within(table).getByRole('link', { name: 'FLT-2025-000001' })).toHaveAttribute(
      'href',
      '#/business-dispatches/r-9/show',
    );

    expect(pathsCalled('/business/b2b-users').at(-1)?.searchParams.get('b2b_business_id')).toBe(
      'c-1',
    );
    const firstPage = pathsCalled('/business/b2b/c-1/requests').at(-1)?.searchParams;
    expect([firstPage?.get('limit'), firstPage?.get('skip')]).toEqual(['10', '0']);
    // Eleven requests: the next page is asked with skip=10.
    await userEvent.click(
      within(requestsSection).getByRole('button', { name: 'Aller à la prochaine page' }),
    );
    await waitFor(() =>
      expect(pathsCalled('/business/b2b/c-1/requests').at(-1)?.searchParams.get('skip')).toBe('10'),
    );
  });

  it('lists the clients’ users, filtered by client and status', async () => {
    signInAs('business');
    serveBusinessBasics(acme);
    server.use(
      http.get('*/api/business/b2b-users', () => list([bob])),
      http.get('*/api/business/b2b-clients', () => list([client, other])),
    );
    renderAppAt('/b2b-users');

    expect(await screen.findByText('Bob Client')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Client SA' })).toHaveAttribute(
      'href',
      '#/b2b-clients/c-1/show',
    );
    await userEvent.click(screen.getByLabelText('Statut'));
    await userEvent.click(await screen.findByRole('option', { name: 'Invité' }));
    await waitFor(() =>
      expect(pathsCalled('/business/b2b-users').at(-1)?.searchParams.get('status')).toBe('invited'),
    );
    await userEvent.click(screen.getByLabelText('Client'));
    await userEvent.click(await screen.findByRole('option', { name: 'Autre SARL' }));
    await waitFor(() =>
      expect(pathsCalled('/business/b2b-users').at(-1)?.searchParams.get('b2b_business_id')).toBe(
        'c-2',
      ),
    );
  });
});
