import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Business } from '../../contract/business';
import type { Role } from '../../contract/roles';
import { renderAppAt, server, serveMockApi, signInAs, queriesTo } from './support/app';
import { acme, page, serveBusinesses, waiting } from './support/business-fixtures';

serveMockApi();

const listQueries = () => queriesTo('/api/business');
/** The businesses list on `rows`, as the superadmin unless told. */
function openBusinessList(rows: Business[], role: Role = 'superadmin') {
  serveBusinesses(rows);
  signInAs(role);
  renderAppAt('/business');
}

describe('businesses list', () => {
  it('opens on all businesses, newest first, the queue a tab with its count', async () => {
    openBusinessList([waiting, acme]);

    const row = (await screen.findByText('Transports Diallo')).closest('tr')!;
    expect(screen.getByText('Acme Logistique')).toBeInTheDocument();
    for (const text of [
      'Marque blanche',
      'En attente',
      'Transport',
      'SN',
      'Aucun (offre gratuite)',
    ]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Toutes', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'En attente (1)' })).toBeInTheDocument();
    const query = listQueries().find((q) => !q.has('active'));
    expect(query?.get('sort')).toBe('created_at');
    expect(query?.get('order')).toBe('desc');
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colonnes' })).toBeInTheDocument();
  });

  it('switches between all, the queue and the active businesses', async () => {
    openBusinessList([waiting, acme]);
    await screen.findByText('Acme Logistique');

    await userEvent.click(await screen.findByRole('tab', { name: /^En attente/ }));
    await waitFor(() => expect(screen.queryByText('Acme Logistique')).not.toBeInTheDocument());
    expect(screen.getByText('Transports Diallo')).toBeInTheDocument();
    expect(listQueries().at(-1)?.get('active')).toBe('false');

    await userEvent.click(screen.getByRole('tab', { name: 'Actives' }));
    const active = (await screen.findByText('Acme Logistique')).closest('tr')!;
    expect(within(active).getByText('Pro')).toBeInTheDocument();
    expect(screen.queryByText('Transports Diallo')).not.toBeInTheDocument();
    expect(listQueries().at(-1)?.get('active')).toBe('true');

    await userEvent.click(screen.getByRole('tab', { name: 'Toutes' }));
    expect(await screen.findByText('Transports Diallo')).toBeInTheDocument();
    expect(screen.getByText('Acme Logistique')).toBeInTheDocument();
  });

  it('says so when nobody is waiting for approval', async () => {
    openBusinessList([acme]);
    await userEvent.click(await screen.findByRole('tab', { name: 'En attente (0)' }));
    expect(
      await screen.findByText(
        'Aucune entreprise en attente de validation : la file de validation est vide.',
      ),
    ).toBeInTheDocument();
  });

  it('opens from the menu on all businesses, whatever tab was left', async () => {
    openBusinessList([waiting, acme]);
    await userEvent.click(await screen.findByRole('tab', { name: /^En attente/ }));
    await waitFor(() => expect(screen.queryByText('Acme Logistique')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('menuitem', { name: /^Tableau de bord/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /^Entreprises/ }));
    expect(await screen.findByText('Acme Logistique')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Toutes', selected: true })).toBeInTheDocument();
  });

  it('sends the kind filter to the API', async () => {
    serveBusinesses([waiting]);
    server.use(http.get('*/api/business-types', () => page([])));
    signInAs('superadmin');
    renderAppAt('/business');
    await screen.findByText('Transports Diallo');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Standard' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('kind')).toBe('standard'));
    expect(listQueries().at(-1)?.has('active')).toBe(false);
    expect(
      await screen.findByText('Aucune entreprise ne correspond à ces critères.'),
    ).toBeInTheDocument();
  });

  it('approves from the row after a confirmation naming the business, and the row leaves the queue', async () => {
    const rows: Business[] = [{ ...waiting }, acme];
    serveBusinesses(rows);
    const patches: Array<{ id: string; body: unknown }> = [];
    server.use(
      http.patch('*/api/business/:id/toggle-status', async ({ params, request }) => {
        const body = (await request.json()) as { active: boolean };
        patches.push({ id: String(params.id), body });
        rows[0] = { ...rows[0]!, active: body.active };
        return HttpResponse.json({ data: rows[0] });
      }),
    );
    signInAs('superadmin');
    renderAppAt('/business');
    await userEvent.click(await screen.findByRole('tab', { name: /^En attente/ }));

    await userEvent.click(await screen.findByRole('button', { name: 'Valider Transports Diallo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Valider « Transports Diallo » ?')).toBeInTheDocument();
    expect(within(dialog).getByText(/informées par e-mail/)).toBeInTheDocument();
    // The row's page did not open behind the dialog.
    expect(window.location.hash).toMatch(/^#\/business(\?|$)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laisser en attente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Valider Transports Diallo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Valider' }),
    );
    expect(await screen.findByText('« Transports Diallo » est validée.')).toBeInTheDocument();
    expect(patches).toEqual([{ id: 'b-1', body: { active: true } }]);
    await waitFor(() => expect(screen.queryByText('Transports Diallo')).not.toBeInTheDocument());
    expect(window.location.hash).toMatch(/^#\/business(\?|$)/);
  });

  it('gives the manager the same list, read-only', async () => {
    openBusinessList([waiting, acme], 'in_house_manager');

    const row = (await screen.findByText('Transports Diallo')).closest('tr')!;
    expect(await screen.findByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /Valider/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Créer' })).not.toBeInTheDocument();
    // A row opens the business's page.
    await userEvent.click(row);
    await waitFor(() => expect(window.location.hash).toBe('#/business/b-1/show'));
  });
});
