import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plain, renderAppAt, server, signInAs, serveMockApi } from './support/app';

serveMockApi();

const stats = (counts: Partial<Record<string, number>>) => ({
  data: { total: 0, pending: 0, assigned: 0, in_transit: 0, delivered: 0, cancelled: 0, ...counts },
});

describe('dashboards with requests and wallet', () => {
  // Business staff have their own figures (RoleDashboards.test.tsx); B2B staff keep these.
  it('shows a B2B client its request counts by status and its wallet', async () => {
    signInAs('b2b');
    server.use(
      http.get('*/api/requests/stats', () =>
        HttpResponse.json(stats({ total: 5, pending: 2, delivered: 3 })),
      ),
      http.get('*/api/wallet', () =>
        HttpResponse.json({
          data: {
            id: 'w-1',
            business_id: 'b-1',
            currency: 'EUR',
            balance: 41100,
            updated_at: null,
          },
        }),
      ),
      http.get('*/api/wallet/transactions', () =>
        HttpResponse.json({
          data: [
            {
              id: 't-1',
              wallet_id: 'w-1',
              type: 'debit',
              category: 'request_charge',
              amount: 8900,
              balance_after: 41100,
              reference: null,
              request_id: 'r-1',
              created_by: null,
              created_at: '2025-01-15T10:00:00.000Z',
            },
          ],
          pagination: { total: 1, limit: 5, skip: 0 },
        }),
      ),
    );
    renderAppAt('/');

    const requestsPanel = await screen.findByRole('region', { name: 'Demandes de transport' });
    await within(requestsPanel).findByText('En attente');
    expect(plain(requestsPanel.textContent)).toContain('En attente2');
    expect(plain(requestsPanel.textContent)).toContain('Livrée3');
    const wallet = screen.getByRole('region', { name: 'Portefeuille' });
    expect(plain((await within(wallet).findByTestId('wallet-balance')).textContent)).toBe(
      '411,00 €',
    );
    expect(plain(wallet.textContent)).toContain('Livraison');
    expect(plain(wallet.textContent)).toContain('−89,00 €');
  });

  it('keeps the translated empty state while there is no request', async () => {
    signInAs('b2b');
    server.use(
      http.get('*/api/requests/stats', () => HttpResponse.json(stats({}))),
      http.get('*/api/wallet', () =>
        HttpResponse.json({
          data: { id: null, business_id: 'b-2', currency: 'EUR', balance: 0, updated_at: null },
        }),
      ),
      http.get('*/api/wallet/transactions', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 5, skip: 0 } }),
      ),
    );
    renderAppAt('/');
    expect(
      await screen.findByText('Les demandes de votre entreprise apparaîtront ici.'),
    ).toBeInTheDocument();
    // Its own wallet pays its requests: balance 0 and the empty state before any movement.
    expect(
      await screen.findByText('Le solde et les mouvements de votre portefeuille apparaîtront ici.'),
    ).toBeInTheDocument();
  });
});
