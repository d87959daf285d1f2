import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { store } from '../../src/providers/store';
import { savedQueriesKey } from '../../src/resources/common/usePersistedSavedQueries';
import { renderAppAt, requests, serveMockApi, signInAs, queriesTo } from './support/app';
import { acme, serveBusinesses, waiting } from './support/business-fixtures';
import { pendingRequest, serveLists, truck } from './support/operations-fixtures';
import { typeDate } from './support/pickers';

serveMockApi();

const lastQuery = (path: string) => queriesTo(`/api${path}`).at(-1);

/** The businesses list's own query (not the one-row count of its "En attente" tab). */
const businessListQuery = () =>
  requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === '/api/business' && u.searchParams.get('limit') !== '1')
    .at(-1)?.searchParams;

const sidebar = () => screen.getByRole('complementary', { name: 'Filtres rapides' });

type SaveBlob = (blob: Blob, name: string) => void;
const nav = window.navigator as Navigator & { msSaveOrOpenBlob?: SaveBlob };
afterEach(() => {
  delete nav.msSaveOrOpenBlob;
});

/** The manager on the requests list, its rows shown: the manager signed in. */
async function openRequestsList() {
  serveLists();
  const manager = signInAs('in_house_manager');
  renderAppAt('/business-dispatches');
  await screen.findByText('1 rue de Paris, Lyon');
  return manager;
}

/** Exports the list, catching react-admin's CSV download (msSaveOrOpenBlob): name and text. */
async function exportCsv() {
  const saved = vi.fn<SaveBlob>();
  nav.msSaveOrOpenBlob = saved;
  await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
  await waitFor(() => expect(saved).toHaveBeenCalled());
  const [blob, name] = saved.mock.calls[0]!;
  return { name, text: await blob.text() };
}

describe('saved filters on the requests list', () => {
  it('saves the current filters under a name, re-applies them, and keeps them per user', async () => {
    const manager = await openRequestsList();

    // A quick filter of the sidebar.
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'En attente' }));
    await waitFor(() => expect(lastQuery('/business-dispatches')?.get('status')).toBe('pending'));

    await userEvent.click(
      within(sidebar()).getByRole('button', { name: 'Enregistrer ces filtres…' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Enregistrer les filtres actuels' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'À affecter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(sidebar()).getByRole('button', { name: 'À affecter' })).toBeInTheDocument();

    // Filters cleared, then the saved ones re-applied in one click.
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'En attente' }));
    await waitFor(() => expect(lastQuery('/business-dispatches')?.has('status')).toBe(false));
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'À affecter' }));
    await waitFor(() => expect(lastQuery('/business-dispatches')?.get('status')).toBe('pending'));

    // A reload (the in-memory store starts empty) brings them back from local storage...
    expect(
      JSON.parse(localStorage.getItem(savedQueriesKey(manager.id, 'business-dispatches'))!),
    ).toEqual([expect.objectContaining({ label: 'À affecter' })]);
    cleanup();
    store.reset();
    renderAppAt('/business-dispatches');
    await screen.findByText('1 rue de Paris, Lyon');
    expect(
      await within(sidebar()).findByRole('button', { name: 'À affecter' }),
    ).toBeInTheDocument();

    // ...for that user only: another person on the same browser does not see them.
    cleanup();
    store.reset();
    signInAs('superadmin');
    renderAppAt('/business-dispatches');
    await screen.findByText('1 rue de Paris, Lyon');
    expect(within(sidebar()).getByText('Filtres enregistrés')).toBeInTheDocument();
    expect(within(sidebar()).queryByRole('button', { name: 'À affecter' })).not.toBeInTheDocument();
  }, 60_000);
});

describe("the operator's requests filters", () => {
  it('offers the long waits and a creation range, sent to the API as instants', async () => {
    await openRequestsList();

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Depuis plus de 60 min' }));
    await waitFor(() =>
      expect(lastQuery('/business-dispatches')?.get('waiting_minutes')).toBe('60'),
    );
    expect(lastQuery('/business-dispatches')?.get('status')).toBe('pending');

    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Créées avant le' }));
    await screen.findByRole('group', { name: 'Créées avant le' });
    await typeDate('Créées avant le', '2025-03-10T08:30');
    const instant = new Date('2025-03-10T08:30').toISOString();
    await waitFor(() => expect(lastQuery('/business-dispatches')?.get('created_to')).toBe(instant));
    // The menu offers every filter of the operator, the business included.
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un filtre' }));
    for (const name of ["Type d'actif", 'Créées depuis le', 'Entreprise']) {
      expect(await screen.findByRole('menuitemcheckbox', { name })).toBeInTheDocument();
    }
  }, 60_000);

  it('exports the filtered list as CSV', async () => {
    await openRequestsList();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'En attente' }));
    await waitFor(() => expect(lastQuery('/business-dispatches')?.get('status')).toBe('pending'));

    const { name, text } = await exportCsv();
    // Named after the list, in the user's language (issue 22).
    expect(name).toBe('Demandes.csv');
    expect(text).toContain('1 rue de Paris, Lyon');
    expect(text).toContain(pendingRequest.id);
    // The export asks for the list's filter, at most one API page.
    const query = lastQuery('/business-dispatches');
    expect(query?.get('status')).toBe('pending');
    expect(query?.get('limit')).toBe('100');
  });
});

describe('quick filters, saved filters and export on the other operator lists', () => {
  it('assets: one click on a status, and the export', async () => {
    serveLists();
    signInAs('in_house_manager');
    renderAppAt('/assets');
    await screen.findByText('Camion bleu');

    expect(within(sidebar()).getByText('Filtres enregistrés')).toBeInTheDocument();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Loué' }));
    await waitFor(() => expect(lastQuery('/assets')?.get('status')).toBe('leased'));

    const { name, text } = await exportCsv();
    expect(name).toBe('Actifs.csv');
    expect(text).toContain(truck.registration);
  });

  it('businesses: one click on a kind keeps the approval tab, and the export', async () => {
    serveBusinesses([waiting, acme]);
    signInAs('in_house_manager');
    renderAppAt('/business');
    // It opens on all of them; the approval queue is a tab showing its count.
    await screen.findByText('Transports Diallo');
    expect(screen.getByText('Acme Logistique')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Toutes', selected: true })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('tab', { name: 'En attente (1)' }));
    await waitFor(() => expect(businessListQuery()?.get('active')).toBe('false'));
    await waitFor(() => expect(screen.queryByText('Acme Logistique')).not.toBeInTheDocument());

    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Marque blanche' }));
    await waitFor(() => expect(businessListQuery()?.get('kind')).toBe('whitelabel'));
    expect(businessListQuery()?.get('active')).toBe('false');
    expect(screen.getByRole('tab', { name: 'En attente (1)', selected: true })).toBeInTheDocument();
    expect(within(sidebar()).getByText('Filtres enregistrés')).toBeInTheDocument();

    const { name, text } = await exportCsv();
    expect(name).toBe('Entreprises.csv');
    expect(text).toContain('Transports Diallo');
    expect(text).not.toContain('Acme Logistique');
  });
});
