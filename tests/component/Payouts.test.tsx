/**
 * Owners' payouts as lists (issue 30, docs/money.md): statements for an owner and the
 * superadmin (filters, PDF), the superadmin's batches (build, approve, mark paid, each
 * confirmed first; the SEPA file once approved) and a batch's page with its statements.
 */
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PayoutBatch, PayoutStatement } from '../../contract/payouts';
import type { Role } from '../../contract/roles';
import { plain, queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError, list, recordsOf } from './support/api';
import { declineThenAccept } from './support/confirm';

serveMockApi();

const october: PayoutStatement = {
  id: 's-1',
  number: 'P-2026-000007',
  owner_user_id: 'o-1',
  owner_name: 'Martin Locations',
  period_start: '2026-10-01',
  period_end: '2026-11-01',
  currency: 'EUR',
  gross: 150_000,
  commission: 15_000,
  net: 135_000,
  adjustments: 0,
  cod_collected: 2_500,
  amount_due: 132_500,
  earnings_count: 12,
  iban_masked: 'FR76 **** **** **** **** ***0 189',
  status: 'issued',
  batch_id: null,
  issued_at: '2026-11-01T03:00:00Z',
  paid_at: null,
};
const september: PayoutStatement = {
  ...october,
  id: 's-2',
  number: 'P-2026-000004',
  period_start: '2026-09-01',
  period_end: '2026-10-01',
  amount_due: 98_000,
  status: 'paid',
  batch_id: 'b-1',
  paid_at: '2026-10-05T09:00:00Z',
};
const draft: PayoutBatch = {
  id: 'b-2',
  status: 'draft',
  currency: 'EUR',
  total: 132_500,
  count: 1,
  message_id: 'FLOTTE-B2',
  created_at: '2026-11-02T10:00:00Z',
  approved_at: null,
  paid_at: null,
};
const approved: PayoutBatch = { ...draft, status: 'approved', approved_at: '2026-11-02T11:00:00Z' };

function openAs(role: Role, path: string) {
  signInAs(role);
  renderAppAt(path);
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('payout statements', () => {
  it('show the superadmin every owner’s, with amounts, status and a named PDF button', async () => {
    server.use(...recordsOf('payout-statements', [october, september]));
    openAs('superadmin', '/payout-statements');

    // The file's first render loads the app's lazy modules cold: slow on a loaded machine.
    await screen.findByText('P-2026-000007', {}, { timeout: 45_000 });
    const row = await rowOf('P-2026-000007');
    expect(within(row).getByText('Martin Locations')).toBeInTheDocument();
    expect(plain(row.textContent)).toContain('octobre 2026');
    expect(plain(row.textContent)).toContain('1 350,00 €');
    expect(plain(row.textContent)).toContain('25,00 €');
    expect(plain(row.textContent)).toContain('1 325,00 €');
    expect(within(row).getByText('Émis')).toBeInTheDocument();
    expect(within(await rowOf('P-2026-000004')).getByText('Payé')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Télécharger le relevé P-2026-000007 en PDF' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Propriétaire/ })).toBeInTheDocument();
  }, 60_000);

  it('filter by status and period, the query the API is asked', async () => {
    server.use(...recordsOf('payout-statements', [october]));
    const filter = encodeURIComponent(JSON.stringify({ from: '2026-10-01', to: '2026-10-31' }));
    openAs('superadmin', `/payout-statements?filter=${filter}`);

    await rowOf('P-2026-000007');
    const first = queriesTo('/api/payout-statements')[0]!;
    expect(first.get('from')).toBe('2026-10-01');
    expect(first.get('to')).toBe('2026-10-31');
    await userEvent.click(screen.getByRole('combobox', { name: 'État' }));
    await userEvent.click(await screen.findByRole('option', { name: 'En lot' }));
    await waitFor(() =>
      expect(queriesTo('/api/payout-statements').at(-1)?.get('status')).toBe('batched'),
    );
  }, 60_000);

  it('show an owner its own without an owner column, and its empty state', async () => {
    server.use(http.get('*/api/payout-statements', () => list([])));
    openAs('asset_owner', '/payout-statements');

    expect(
      await screen.findByText("Aucun relevé de reversement pour l'instant.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/autofacture/);
    expect(screen.queryByRole('columnheader', { name: /Propriétaire/ })).not.toBeInTheDocument();
  }, 60_000);

  it('open on a page with every sum and download the PDF; a failure is said', async () => {
    server.use(
      ...recordsOf('payout-statements', [october]),
      http.get('*/api/payout-statements/:id/pdf', () => apiError(500, 'internal')),
    );
    openAs('asset_owner', '/payout-statements/s-1/show');

    expect(await screen.findByText('P-2026-000007')).toBeInTheDocument();
    const page = plain(document.body.textContent);
    for (const text of [
      '1 500,00 €',
      '150,00 €',
      '1 325,00 €',
      'FR76 **** **** **** **** ***0 189',
    ]) {
      expect(page).toContain(text);
    }
    await userEvent.click(
      screen.getByRole('button', { name: 'Télécharger le relevé P-2026-000007 en PDF' }),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  }, 60_000);
});

/** POSTs to the batches' API recorded; each answered with the batch moved as asked. */
function serveBatches(rows: PayoutBatch[]) {
  const posts: Array<{ url: string; key: string | null }> = [];
  server.use(
    ...recordsOf('payout-batches', rows),
    http.post('*/api/payout-batches', ({ request }) => {
      posts.push({ url: new URL(request.url).pathname, key: null });
      rows.unshift({ ...draft, id: 'b-new' });
      return HttpResponse.json({ data: rows[0] }, { status: 201 });
    }),
    http.post('*/api/payout-batches/:id/:move', ({ params, request }) => {
      posts.push({
        url: new URL(request.url).pathname,
        key: request.headers.get('Idempotency-Key'),
      });
      const i = rows.findIndex((b) => b.id === params.id);
      const status = params.move === 'approve' ? 'approved' : 'paid';
      rows[i] = { ...rows[i]!, status };
      return HttpResponse.json({ data: rows[i] });
    }),
  );
  return posts;
}

describe('payout batches (superadmin)', () => {
  it('build a batch only once the confirmation is accepted', async () => {
    const posts = serveBatches([]);
    openAs('superadmin', '/payout-batches');

    expect(await screen.findByText("Aucun lot de virements pour l'instant.")).toBeInTheDocument();
    await declineThenAccept({
      open: 'Construire un lot',
      title: 'Construire un lot',
      decline: 'Annuler',
      accept: 'Confirmer',
      sent: posts,
    });
    expect(await screen.findByText('Lot construit.')).toBeInTheDocument();
    expect(posts).toEqual([{ url: '/api/payout-batches', key: null }]);
    expect(
      within(await rowOf('Brouillon')).getByRole('button', { name: 'Approuver' }),
    ).toBeInTheDocument();
  }, 60_000);

  it('approve a draft, then mark it paid with its idempotency key, each confirmed', async () => {
    const posts = serveBatches([draft]);
    openAs('superadmin', '/payout-batches');

    const row = await rowOf('Brouillon');
    expect(plain(row.textContent)).toContain('1 325,00 €');
    // A draft has no file yet: the bank gets one only once approved.
    expect(within(row).queryByRole('button', { name: /SEPA/ })).not.toBeInTheDocument();
    await declineThenAccept({
      open: 'Approuver',
      title: 'Approuver',
      decline: 'Annuler',
      accept: 'Confirmer',
      sent: posts,
    });
    expect(await screen.findByText('Lot approuvé.')).toBeInTheDocument();
    // The approval's confirmation gone (its exit transition), the next dialog is the payment's.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const approvedRow = await rowOf('Approuvé');
    expect(
      within(approvedRow).getByRole('button', {
        name: 'Télécharger le fichier SEPA (pain.001) du lot FLOTTE-B2',
      }),
    ).toBeInTheDocument();
    await userEvent.click(within(approvedRow).getByRole('button', { name: 'Marquer payé' }));
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).toContain('1 relevés (1 325,00 €)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Lot marqué payé.')).toBeInTheDocument();
    expect(posts).toEqual([
      { url: '/api/payout-batches/b-2/approve', key: null },
      { url: '/api/payout-batches/b-2/paid', key: 'payout-batch-paid-b-2' },
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marquer payé' })).toBeNull());
  }, 60_000);

  it('say a refusal and keep the batch as it was', async () => {
    server.use(
      ...recordsOf('payout-batches', [approved]),
      http.post('*/api/payout-batches/:id/paid', () => apiError(409, 'invalid_transition')),
    );
    openAs('superadmin', '/payout-batches');

    await userEvent.click(await screen.findByRole('button', { name: 'Marquer payé' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    );
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Approuvé')).toBeInTheDocument();
  }, 60_000);

  it('open on a page listing the statements the batch pays', async () => {
    server.use(
      ...recordsOf('payout-batches', [approved]),
      ...recordsOf(
        'payout-statements',
        [october, september],
        (s, q) => s.batch_id === q.get('batch_id'),
      ),
    );
    openAs('superadmin', '/payout-batches/b-2/show');

    expect(await screen.findByText('FLOTTE-B2')).toBeInTheDocument();
    await waitFor(() =>
      expect(queriesTo('/api/payout-statements').at(-1)?.get('batch_id')).toBe('b-2'),
    );
    expect(screen.getByRole('heading', { name: 'Relevés payés par ce lot' })).toBeInTheDocument();
  }, 60_000);

  it('are not the owner’s: no menu entry for them', async () => {
    server.use(http.get('*/api/payout-statements', () => list([october])));
    openAs('asset_owner', '/payout-statements');
    await rowOf('P-2026-000007');
    expect(screen.queryByRole('menuitem', { name: /Lots de virements/ })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('menuitem', { name: /Relevés de reversement/ }).length,
    ).toBeGreaterThan(0);
  }, 60_000);
});
