import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { plain, renderAppAt, server, serveMockApi, signInAs, queriesTo } from './support/app';
import {
  brakes,
  inspection,
  oilChange,
  page,
  serveMaintenance,
  signInAsStaff,
  work,
} from './support/maintenance-fixtures';

serveMockApi();

// No pause between keystrokes: the machine is slow enough.
const user = userEvent.setup({ delay: null });

const lastListQuery = () => queriesTo('/api/maintenance').at(-1);

describe('maintenance list', () => {
  it('shows the work, most urgent first, with its columns, chips, cost and the list tools', async () => {
    signInAs('asset_owner');
    serveMaintenance([brakes, oilChange]);
    renderAppAt('/maintenance');

    await screen.findByText('Vidange');
    // The moves sit on each row, named after the work for screen readers.
    const start = await screen.findByLabelText('Démarrer « Vidange »');
    const row = start.closest('tr')!;
    expect(within(row).getByLabelText('Annuler « Vidange »')).toBeInTheDocument();
    const text = plain(row.textContent);
    for (const part of ['Camion bleu', 'Préventive', '60 000', 'Bientôt due', 'Planifiée']) {
      expect(text).toContain(part);
    }
    expect(text).toContain('120,00 €');
    const late = screen.getByText('Plaquettes de frein').closest('tr')!;
    expect(within(late).getByText('En retard')).toBeInTheDocument();
    expect(within(late).getByText('Corrective')).toBeInTheDocument();
    // Issue 33: open and overdue work first (the server's `urgency`), no longer by date alone.
    expect(lastListQuery()?.get('sort')).toBe('urgency');
    expect(lastListQuery()?.get('order')).toBe('asc');
    const table = row.closest('table')!;
    const headers = [...table.querySelectorAll('th')].map((h) => plain(h.textContent));
    for (const header of ['Actif', 'Type', 'Intitulé', 'Échéance (date)', 'Statut', 'Coût']) {
      expect(headers).toContain(header);
    }
    expect(screen.getByLabelText('Exporter')).toBeInTheDocument();
    expect(screen.getByText('Colonnes')).toBeInTheDocument();
    expect(screen.getByLabelText('Créer')).toHaveAttribute('href', '#/maintenance/create');
    // The sidebar: the saved queries (react-admin's, in the app's words), one-click filters.
    const aside = screen.getByLabelText('Filtres rapides');
    expect(
      within(aside).getByText(i18nProvider.translate('ra.saved_queries.label')),
    ).toBeInTheDocument();
    expect(within(aside).getByText('Bientôt due')).toBeInTheDocument();
  });

  it("opens filtered on the dashboard's overdue link, and the sidebar switches the due level", async () => {
    signInAs('in_house_manager');
    serveMaintenance([brakes, oilChange, inspection]);
    server.use(http.get('*/api/business', () => page([])));
    renderAppAt(
      `/maintenance?filter=${encodeURIComponent(JSON.stringify({ due_level: 'overdue' }))}`,
    );

    expect(await screen.findByText('Plaquettes de frein')).toBeInTheDocument();
    expect(screen.queryByText('Vidange')).not.toBeInTheDocument();
    expect(lastListQuery()?.get('due_level')).toBe('overdue');

    const aside = screen.getByLabelText('Filtres rapides');
    await user.click(within(aside).getByText('Bientôt due'));
    expect(await screen.findByText('Vidange')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Plaquettes de frein')).not.toBeInTheDocument());
    expect(lastListQuery()?.get('due_level')).toBe('due_soon');
  });

  it('says what to do when an owner has no maintenance yet', async () => {
    signInAs('asset_owner');
    serveMaintenance([]);
    renderAppAt('/maintenance');

    expect(await screen.findByText('Aucune intervention planifiée')).toBeInTheDocument();
    expect(
      screen.getByText(/Planifiez la première intervention sur vos actifs/),
    ).toBeInTheDocument();
    const create = screen.getByRole('link', { name: 'Planifier une intervention' });
    expect(create).toHaveAttribute('href', '#/maintenance/create');
    // The menu's entry: the list in its default state, no filter left from a last visit.
    const menu = screen.getAllByRole('menu')[0]!;
    expect(within(menu).getByRole('menuitem', { name: 'Maintenance' })).toHaveAttribute(
      'href',
      '#/maintenance?filter=%7B%7D',
    );
  });

  it('says the filters match nothing rather than inviting to create', async () => {
    signInAs('asset_owner');
    serveMaintenance([oilChange]);
    renderAppAt(
      `/maintenance?filter=${encodeURIComponent(JSON.stringify({ status: 'cancelled' }))}`,
    );
    expect(
      await screen.findByText('Aucune intervention ne correspond à ces critères.'),
    ).toBeInTheDocument();
  });

  it('gives the manager the moves and edit on any work', async () => {
    signInAs('in_house_manager');
    serveMaintenance([oilChange]);
    renderAppAt('/maintenance/m-1/show');

    expect(await screen.findByLabelText('Démarrer « Vidange »')).toBeEnabled();
    expect(screen.getByLabelText('Terminer « Vidange »')).toBeEnabled();
    expect(screen.getByLabelText('Modifier')).toHaveAttribute('href', '#/maintenance/m-1');
  });

  it("shows a white-label business its client's work without moves or edit", async () => {
    signInAsStaff('b-1');
    serveMaintenance([{ ...oilChange, owner_user_id: null, business_id: 'b-client' }]);
    renderAppAt('/maintenance/m-1/show');

    expect(await screen.findByText('Garage Martin')).toBeInTheDocument();
    expect(screen.queryByLabelText('Démarrer « Vidange »')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Modifier')).not.toBeInTheDocument();
  });
});

describe('upcoming maintenance', () => {
  it('lists scheduled work in the order the API gives, overdue first, with why each is due', async () => {
    signInAsStaff('b-1');
    serveMaintenance([]);
    server.use(
      http.get('*/api/maintenance/upcoming', () => page([brakes, oilChange, inspection], 3)),
    );
    renderAppAt('/maintenance/upcoming');

    const table = await screen.findByRole('table', { name: 'Interventions à venir' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual([
      'Plaquettes de frein',
      'Vidange',
      'Contrôle technique',
    ]);
    expect(plain(rows[0]!.textContent)).toContain('En retard de 2 jours');
    expect(plain(rows[1]!.textContent)).toContain('Échéance dans 3 jours');
    expect(plain(rows[1]!.textContent)).toContain('Échéance dans 420 km');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '#/maintenance/m-1/show');
    expect(Object.fromEntries(queriesTo('/api/maintenance/upcoming')[0]!)).toEqual({
      limit: '10',
      skip: '0',
    });
    expect(screen.getByRole('tab', { name: 'À venir' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing is scheduled', async () => {
    signInAs('asset_owner');
    server.use(http.get('*/api/maintenance/upcoming', () => page([])));
    renderAppAt('/maintenance/upcoming');
    expect(
      await screen.findByText('Rien de planifié : aucune intervention à venir.'),
    ).toBeInTheDocument();
  });

  it('tells a B2B client it is not allowed, without asking the API', async () => {
    signInAs('b2b');
    server.use(http.get('*/api/business', () => HttpResponse.json({ data: { id: 'b-1' } })));
    renderAppAt('/maintenance/upcoming');
    expect(await screen.findByText("Vous n'avez pas le droit de faire cela.")).toBeInTheDocument();
    expect(queriesTo('/api/maintenance/upcoming')).toEqual([]);
    const menu = screen.getAllByRole('menu')[0]!;
    expect(within(menu).queryByRole('menuitem', { name: 'Maintenance' })).not.toBeInTheDocument();
  });

  it('keeps finished work out of the due sentences', async () => {
    signInAs('asset_owner');
    serveMaintenance([
      work({ id: 'm-5', title: 'Pneus', status: 'completed', due_level: null, cost: 30000 }),
    ]);
    renderAppAt('/maintenance/m-5/show');
    expect(await screen.findByText('Terminée')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Échéance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Démarrer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
  });
});
