/**
 * A white-label business's requests at the widths of issue 33: its list names each request's
 * client on a 1366 px laptop, and a client's requests read as cards on a 390 px phone.
 */
import { http } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Request } from '../../contract/request';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { acme, b2bClient, list, serveBusinessBasics } from './support/business';
import { serveLists } from './support/operations-fixtures';
import { requestRecord } from './support/records';
import { atPhoneWidth, atWidth } from './support/width';

serveMockApi();

afterEach(() => {
  vi.restoreAllMocks();
});

const client = b2bClient;
const delivered: Request = requestRecord({
  id: 'r-9',
  business_id: 'c-1',
  business_name: 'Client SA',
  pickup_address: '2 quai de Saône, Lyon',
  dropoff_address: '5 rue de Rivoli, Paris',
  status: 'delivered',
});

describe("a white-label business's requests by width (issue 33)", () => {
  it('names each request’s client on a 1366 px laptop, beside its own requests', async () => {
    atWidth(1366);
    serveBusinessBasics(acme);
    serveLists({
      requests: [
        requestRecord({ id: 'r-own', business_id: acme.id, business_name: acme.name }),
        requestRecord({
          id: 'r-client',
          business_id: 'b-client',
          business_name: 'Pharmacie du Lac',
          pickup_address: '3 place Bellecour, Lyon',
        }),
      ],
    });
    signInAs('business');
    renderAppAt('/business-dispatches');
    const table = (
      await screen.findByText('3 place Bellecour, Lyon', {}, { timeout: 30_000 })
    ).closest('table')!;
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent?.trim()),
      ).toContain('Client'),
    );
    const row = screen.getByText('3 place Bellecour, Lyon').closest('tr')!;
    expect(within(row).getByText('Pharmacie du Lac')).toBeInTheDocument();
    expect(within(row).getByText('En attente')).toBeInTheDocument();
  }, 60_000);

  it("shows a client's requests as cards on a 390 px phone: reference, status, addresses", async () => {
    atPhoneWidth();
    signInAs('business');
    serveBusinessBasics(acme);
    server.use(
      http.get('*/api/business/b2b-clients', () => list([client])),
      http.get('*/api/business/b2b-clients/c-1', () => Response.json({ data: client })),
      http.get('*/api/business/b2b-users', () => list([])),
      http.get('*/api/business/b2b/c-1/requests', () => list([delivered])),
    );
    renderAppAt('/b2b-clients/c-1/show');

    const section = await screen.findByRole('region', { name: 'Demandes' });
    const card = (await within(section).findByText(delivered.reference)).closest('a')!;
    // No table to scroll sideways: one card, opening the request.
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveAttribute('href', '#/business-dispatches/r-9/show');
    const text = plain(card.textContent);
    expect(text).toContain('2 quai de Saône, Lyon');
    expect(text).toContain('→ 5 rue de Rivoli, Paris');
    expect(text).toContain('Livrée');
  }, 60_000);
});
