import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { serveLists } from './support/operations-fixtures';
import { requestRecord } from './support/records';
import { reportRow } from './support/fleet-report';
import { atPhoneWidth } from './support/width';

// The request's page holds a map: jsdom has no WebGL.
vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

serveMockApi();

/** The card (list item) whose title reads `title` (the first render compiles the lazy list). */
const cardOf = async (title: string) =>
  (await screen.findByText(title, undefined, { timeout: 30_000 })).closest('li')!;

describe('lists on a phone (issue 33)', () => {
  it.each(['business', 'asset_owner', 'b2b', 'superadmin'] as const)(
    'shows each request to %s as a card: its reference, its status, the addresses below',
    async (role) => {
      atPhoneWidth();
      serveLists({ requests: [requestRecord({ status: 'in_transit' })] });
      // The operator's business filter lists the businesses.
      server.use(
        http.get('*/api/business', () =>
          HttpResponse.json({ data: [], pagination: { total: 0, limit: 50, skip: 0 } }),
        ),
      );
      signInAs(role);
      renderAppAt('/business-dispatches');
      const card = await cardOf('FLT-2025-000001');
      expect(within(card).getByText('En route')).toBeInTheDocument();
      expect(within(card).getByText('1 rue de Paris, Lyon')).toBeInTheDocument();
      expect(within(card).getByText(/2 avenue de Lyon, Paris/)).toBeInTheDocument();
      // No table scrolling sideways with the status out of view.
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // A tap opens the request.
      expect(within(card).getByRole('link')).toHaveAttribute(
        'href',
        '#/business-dispatches/r-1/show',
      );
    },
  );

  it('titles a request’s page with its reference, the addresses in its body', async () => {
    atPhoneWidth();
    signInAs('business');
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: requestRecord() })),
      http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
    );
    renderAppAt('/business-dispatches/r-1/show');
    const title = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(plain(title.textContent)).toContain('FLT-2025-000001'));
    expect(title).not.toHaveTextContent('1 rue de Paris');
    expect(await screen.findByText('1 rue de Paris, Lyon')).toBeInTheDocument();
  });

  it('shows each asset of the fleet report as a card with its result', async () => {
    atPhoneWidth();
    signInAs('asset_owner');
    server.use(
      http.get('*/api/fleet-report', () =>
        HttpResponse.json({
          data: [reportRow({ asset_name: 'Van rentable' })],
          pagination: { total: 1, limit: 10, skip: 0 },
        }),
      ),
      http.get('*/api/asset-type', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 50, skip: 0 } }),
      ),
    );
    renderAppAt('/fleet-report');
    const card = await cardOf('Van rentable');
    const text = plain(card.textContent);
    expect(text).toContain('100,00 €'); // the result
    expect(text).toContain('Revenus : 600,00 €');
    expect(text).toContain('Coûts : 500,00 €');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
