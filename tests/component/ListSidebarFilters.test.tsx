/**
 * The list sidebar (issue 33): a saved filter restores the sort it was saved with, and the ⊗
 * that clears a chosen filter is a button named for what it clears (axe's `button-name`).
 */
import { http } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savedQueriesKey } from '../../src/resources/common/usePersistedSavedQueries';
import { renderAppAt, server, serveMockApi, signInAs, queriesTo } from './support/app';
import { page, serveBusinesses, waiting } from './support/business-fixtures';

serveMockApi();

const listQueries = () => queriesTo('/api/business');

describe('the list sidebar', () => {
  it('a saved filter comes back with its sort, ascending', async () => {
    localStorage.setItem(
      savedQueriesKey('user-superadmin', 'business'),
      JSON.stringify([
        {
          label: 'Par nom',
          value: {
            filter: { kind: 'standard' },
            sort: { field: 'name', order: 'ASC' },
            perPage: 25,
            displayedFilters: {},
          },
        },
      ]),
    );
    serveBusinesses([waiting]);
    server.use(http.get('*/api/business-types', () => page([])));
    signInAs('superadmin');
    renderAppAt('/business');
    await screen.findByText('Transports Diallo');

    await userEvent.click(await screen.findByRole('button', { name: 'Par nom' }));
    await waitFor(() => {
      const last = listQueries().at(-1);
      expect([last?.get('kind'), last?.get('sort'), last?.get('order')]).toEqual([
        'standard',
        'name',
        'asc',
      ]);
    });
    // Chosen, it is cleared by a ⊗ that says so.
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer le filtre « Par nom »' }),
    );
    await waitFor(() => expect(listQueries().at(-1)?.has('kind')).toBe(false));
  });

  it('the ⊗ of a chosen quick filter has a name', async () => {
    serveBusinesses([waiting]);
    server.use(http.get('*/api/business-types', () => page([])));
    signInAs('superadmin');
    renderAppAt('/business');
    await screen.findByText('Transports Diallo');
    await userEvent.click(screen.getByRole('button', { name: 'Marque blanche' }));
    await waitFor(() => expect(listQueries().at(-1)?.get('kind')).toBe('whitelabel'));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Retirer le filtre « Marque blanche »' }),
    );
    await waitFor(() => expect(listQueries().at(-1)?.has('kind')).toBe(false));
  });
});
