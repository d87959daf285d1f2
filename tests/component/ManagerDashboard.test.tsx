import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppAt, requests, server, serveMockApi, signInAs, queriesTo } from './support/app';
import { apiError, page, serveBusinesses, waiting } from './support/business-fixtures';
import { figures, serveDashboard, serveLists } from './support/operations-fixtures';
import { filterOf, retryFigures } from './support/dashboards';
import { startOfToday } from '../../src/providers/relativePeriods';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

serveMockApi();

/** The query of the last call the app made to `path`. */
const lastQuery = (path: string) => queriesTo(`/api${path}`).at(-1);

const dashboardCalls = () =>
  requests.filter((r) => new URL(r.url).pathname === '/api/in-house-managers/dashboard');

/** Signs the manager in to the dashboard, with the lists served, and follows the link named so. */
async function openFromDashboard(link: { name?: string; description?: string }) {
  serveDashboard();
  serveLists();
  signInAs('in_house_manager');
  renderAppAt('/');
  await userEvent.click(await screen.findByRole('link', link));
}

describe("the in-house manager's dashboard", () => {
  it('shows every figure of the one call, each a link naming what it opens', async () => {
    serveDashboard();
    signInAs('in_house_manager');
    renderAppAt('/');

    const dispatch = await screen.findByRole('region', { name: 'Affectations' });
    const waitingLink = await within(dispatch).findByRole('link', {
      description: "3 demandes en attente d'un actif depuis plus de 60 minutes",
    });
    expect(waitingLink).toHaveTextContent('3');
    expect(filterOf(waitingLink)).toEqual({
      path: '#/business-dispatches',
      filter: { status: 'pending', waiting_minutes: 60 },
    });

    const table = within(dispatch).getByRole('table', { name: 'Demandes par statut' });
    const today = within(table).getByRole('link', {
      name: "2 demandes en attente créées aujourd'hui",
    });
    // Relative, as saved filters keep it: not the date the figures were counted.
    expect(filterOf(today).filter).toEqual({ status: 'pending', created_period: 'today' });
    const week = within(table).getByRole('link', {
      name: '21 demandes livrées créées cette semaine',
    });
    expect(filterOf(week).filter).toEqual({ status: 'delivered', created_period: 'this_week' });
    // The singular where there is one.
    expect(
      within(table).getByRole('link', { name: "1 demande affectée créée aujourd'hui" }),
    ).toBeInTheDocument();
    // 6 statuses (failed included) × today and this week.
    expect(within(table).getAllByRole('link')).toHaveLength(12);
    // The days the server counts in, as the caption says (issue 33): Paris's, not UTC's.
    expect(
      within(dispatch).getByText(
        "Aujourd'hui et cette semaine (du lundi), fuseau horaire Europe/Paris.",
      ),
    ).toBeInTheDocument();

    const assets = screen.getByRole('region', { name: 'Actifs' });
    const available = within(assets).getByRole('link', { description: '12 actifs disponibles' });
    expect(filterOf(available)).toEqual({ path: '#/assets', filter: { status: 'available' } });
    expect(
      within(assets).getByRole('link', { description: '0 actif inactif' }),
    ).toBeInTheDocument();
    expect(
      within(assets).getByRole('link', { description: '1 actif en maintenance' }),
    ).toBeInTheDocument();

    const maintenance = screen.getByRole('region', { name: 'Maintenance' });
    expect(
      filterOf(within(maintenance).getByRole('link', { description: '1 maintenance en retard' })),
    ).toEqual({ path: '#/maintenance', filter: { due_level: 'overdue' } });
    expect(
      filterOf(
        within(maintenance).getByRole('link', {
          description: '5 maintenances à faire sous 7 jours ou 500 km',
        }),
      ),
    ).toEqual({ path: '#/maintenance', filter: { due_level: 'due_soon' } });

    const leases = screen.getByRole('region', { name: 'Locations' });
    expect(
      filterOf(within(leases).getByRole('link', { description: '7 locations en cours' })),
    ).toEqual({
      path: '#/leases',
      filter: { status: 'active' },
    });
    expect(
      filterOf(
        within(leases).getByRole('link', { description: '2 locations se terminant sous 7 jours' }),
      ),
    ).toEqual({ path: '#/leases', filter: { ending_within_days: 7 } });

    const businesses = screen.getByRole('region', { name: 'Entreprises' });
    expect(
      filterOf(
        within(businesses).getByRole('link', {
          description: '4 entreprises en attente de validation',
        }),
      ),
    ).toEqual({ path: '#/business', filter: { active: 'false' } });

    // Every panel from one call; the old per-panel request statistics are not asked for.
    expect(dashboardCalls()).toHaveLength(1);
    expect(requests.some((r) => new URL(r.url).pathname === '/api/requests/stats')).toBe(false);
    // The first render compiles the app's lazy modules: slow on a busy machine.
  }, 60_000);

  it('opens the requests waiting too long: the list asks for them, the longest wait first', async () => {
    await openFromDashboard({
      description: "3 demandes en attente d'un actif depuis plus de 60 minutes",
    });
    expect(await screen.findByText('1 rue de Paris, Lyon')).toBeInTheDocument();
    const query = lastQuery('/business-dispatches');
    expect(query?.get('status')).toBe('pending');
    expect(query?.get('waiting_minutes')).toBe('60');
    expect(query?.get('sort')).toBe('created_at');
    expect(query?.get('order')).toBe('asc');
    // The filter is declared on the list: shown, so the manager sees and can remove it.
    expect(screen.getByRole('textbox', { name: 'En attente depuis (min)' })).toHaveValue('60');
  }, 60_000);

  it("opens today's requests of a status, the period kept relative on the list", async () => {
    await openFromDashboard({ name: "2 demandes en attente créées aujourd'hui" });
    await screen.findByText('1 rue de Paris, Lyon');
    const query = lastQuery('/business-dispatches');
    expect(query?.get('status')).toBe('pending');
    // The list resolves "today" when it asks the API (Paris midnight of the day it is asked).
    expect(query?.get('created_from')).toBe(startOfToday());
    expect(query?.has('created_period')).toBe(false);
    // The filter shows as the period chosen, which a saved filter keeps.
    expect(screen.getByRole('combobox', { name: /^Créées/ })).toHaveTextContent("Aujourd'hui");
  }, 60_000);

  it('opens the assets of a status', async () => {
    await openFromDashboard({ description: '1 actif en maintenance' });
    expect(await screen.findByText('Camion bleu')).toBeInTheDocument();
    expect(lastQuery('/assets')?.get('status')).toBe('in_maintenance');
    expect(window.location.hash).toMatch(/^#\/assets\?/);
  });

  it('opens the overdue maintenance and the leases ending soon', async () => {
    serveDashboard();
    server.use(
      http.get('*/api/maintenance', () => page([])),
      http.get('*/api/leases', () => page([])),
    );
    signInAs('in_house_manager');
    renderAppAt('/');

    await userEvent.click(
      await screen.findByRole('link', { description: '1 maintenance en retard' }),
    );
    await waitFor(() => expect(lastQuery('/maintenance')?.get('due_level')).toBe('overdue'));

    await userEvent.click(screen.getByRole('menuitem', { name: 'Tableau de bord' }));
    await userEvent.click(
      await screen.findByRole('link', { description: '2 locations se terminant sous 7 jours' }),
    );
    await waitFor(() => expect(lastQuery('/leases')?.get('ending_within_days')).toBe('7'));
  }, 60_000);

  it('opens the approval queue', async () => {
    serveDashboard();
    serveBusinesses([waiting]);
    signInAs('in_house_manager');
    renderAppAt('/');

    await userEvent.click(
      await screen.findByRole('link', { description: '4 entreprises en attente de validation' }),
    );
    expect(await screen.findByText('Transports Diallo')).toBeInTheDocument();
    // The list's own query (the tab's count asks one row, with the same filter).
    const listQuery = requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname === '/api/business' && u.searchParams.get('limit') !== '1')
      .at(-1)?.searchParams;
    expect(listQuery?.get('active')).toBe('false');
    // The waiting tab, named with its count (the list's, one business here).
    expect(
      await screen.findByRole('tab', { name: 'En attente (1)', selected: true }),
    ).toBeInTheDocument();
  });

  it('shows a progress bar until the figures come', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/api/in-house-managers/dashboard', async () => {
        await answered;
        return HttpResponse.json({ data: figures });
      }),
    );
    signInAs('in_house_manager');
    renderAppAt('/');

    const panel = await screen.findByRole('region', { name: 'Actifs' });
    expect(
      within(panel).getByRole('progressbar', { name: 'Chargement des chiffres…' }),
    ).toBeInTheDocument();
    release();
    expect(
      await within(panel).findByRole('link', { description: '12 actifs disponibles' }),
    ).toBeVisible();
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says once when the figures cannot load, and asks again on demand', async () => {
    let fail = true;
    server.use(
      http.get('*/api/in-house-managers/dashboard', () =>
        fail ? apiError(403, 'forbidden') : HttpResponse.json({ data: figures }),
      ),
    );
    signInAs('in_house_manager');
    renderAppAt('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Les chiffres du tableau de bord sont indisponibles.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // The panels stay, with their ways into the lists.
    expect(screen.getByRole('region', { name: 'Actifs' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { description: '12 actifs disponibles' }),
    ).not.toBeInTheDocument();

    fail = false;
    await retryFigures(alert, '12 actifs disponibles');
  });
});

describe("the superadmin's dashboard", () => {
  it('keeps the operator’s fleet panels beneath its own figures (RoleDashboards.test.tsx)', async () => {
    serveDashboard();
    server.use(
      http.get('*/api/dashboard/superadmin', () =>
        HttpResponse.json({
          data: {
            as_of: figures.as_of,
            today_start: figures.today_start,
            week_start: figures.week_start,
            businesses_waiting: 4,
            requests_today: figures.requests_today,
            requests_this_week: figures.requests_this_week,
            commission_by_month: [],
            wallets_total: [],
          },
        }),
      ),
    );
    signInAs('superadmin');
    renderAppAt('/');

    const approvals = await screen.findByRole('region', { name: 'Entreprises à valider' });
    expect(
      await within(approvals).findByRole('link', {
        description: '4 entreprises en attente de validation',
      }),
    ).toBeInTheDocument();
    for (const name of ['Actifs', 'Maintenance', 'Locations', 'Portefeuilles']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(
      await screen.findByRole('link', { description: '12 actifs disponibles' }),
    ).toBeInTheDocument();
    expect(dashboardCalls()).toHaveLength(1);
  });
});
