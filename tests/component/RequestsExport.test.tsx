import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppAt, serveMockApi, server, signInAs } from './support/app';
import { requestRecord } from './support/records';

serveMockApi();

type SaveBlob = (blob: Blob, name: string) => void;
const nav = window.navigator as Navigator & { msSaveOrOpenBlob?: SaveBlob };
afterEach(() => {
  delete nav.msSaveOrOpenBlob;
});

/**
 * GET /business-dispatches pages `count` requests by `limit` and `skip` as the API does;
 * `counted` caps the count it answers (the server's lower bound, docs/totals.md).
 */
function servePagedRequests(count: number, counted = count) {
  server.use(
    http.get('*/api/business-dispatches', ({ request }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit'));
      const skip = Number(url.searchParams.get('skip'));
      const data = Array.from({ length: Math.max(0, Math.min(limit, count - skip)) }, (_, i) =>
        requestRecord({
          id: `r-${skip + i}`,
          reference: `FLT-2025-${String(skip + i + 1).padStart(6, '0')}`,
        }),
      );
      return HttpResponse.json({
        data,
        pagination: { total: Math.min(count, counted), limit, skip, lower_bound: count > counted },
      });
    }),
  );
}

async function exportCsv() {
  const saved = vi.fn<SaveBlob>();
  nav.msSaveOrOpenBlob = saved;
  await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
  await waitFor(() => expect(saved).toHaveBeenCalled(), { timeout: 20_000 });
  return saved.mock.calls[0]![0].text();
}

describe('the requests export (issue 33)', () => {
  it('holds every request the filter selects, not the first API page', async () => {
    servePagedRequests(195);
    signInAs('in_house_manager');
    renderAppAt('/business-dispatches');
    await screen.findAllByText('FLT-2025-000001', {}, { timeout: 20_000 });
    const text = await exportCsv();
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 195);
    expect(text).toContain('FLT-2025-000195');
    expect(screen.queryByText(/premières lignes/)).not.toBeInTheDocument();
  }, 30_000);

  it('says what it left out past its maximum', async () => {
    servePagedRequests(12_345, 10_000);
    signInAs('in_house_manager');
    renderAppAt('/business-dispatches');
    await screen.findAllByText('FLT-2025-000001', {}, { timeout: 20_000 });
    const text = await exportCsv();
    expect(text.trim().split('\r\n')).toHaveLength(1 + 10_000);
    expect(
      await screen.findByText(/Le fichier contient les 10\s000 premières lignes sur 10\s000\+/),
    ).toBeInTheDocument();
  }, 60_000);
});
