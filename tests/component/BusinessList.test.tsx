import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BusinessSummary } from '../../contract/business';
import { renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';

serveMockApi();

const waiting: BusinessSummary = {
  id: 'b-1',
  name: 'Transports Diallo',
  slug: 'diallo',
  kind: 'whitelabel',
  active: false,
  country: 'SN',
  contact_email: 'awa@diallo.test',
  parent_business_id: null,
  created_at: '2025-03-01T09:00:00.000Z',
};

describe('businesses (approval queue)', () => {
  it('opens on the businesses waiting, newest first', async () => {
    server.use(
      http.get('*/api/business', () =>
        HttpResponse.json({ data: [waiting], pagination: { total: 1, limit: 10, skip: 0 } }),
      ),
    );
    signInAs('superadmin');
    renderAppAt('/business');
    expect(await screen.findByText('Transports Diallo')).toBeInTheDocument();
    expect(screen.getAllByText('En attente').length).toBeGreaterThan(0);
    expect(screen.getByText('Marque blanche')).toBeInTheDocument();
    const query = requests
      .map((r) => new URL(r.url))
      .find((u) => u.pathname === '/api/business')?.searchParams;
    expect(query?.get('active')).toBe('false');
    expect(query?.get('sort')).toBe('created_at');
    expect(query?.get('order')).toBe('desc');
  });
});
