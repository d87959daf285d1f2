import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Lease } from '../../contract/lease';
import type { Role } from '../../contract/roles';
import type { WalletTransaction } from '../../contract/wallet';
import { plain, renderAppAt, server, serveMockApi, signInAs, queriesTo } from './support/app';
import { recordsOf } from './support/api';
import { serveBusinessBasics, standard, wallet } from './support/business';
import { activeLease, apiError, list, pendingLease } from './support/lease-fixtures';
import { StorageKeys } from '../../src/providers/storage';

serveMockApi();

/**
 * GET /leases and /leases/{id} from `rows`; PATCH /leases/{id} recorded and answered by
 * `answer` (by default the lease moved to the status asked).
 */
function serveLeases(
  rows: Lease[],
  answer?: (body: { status: Lease['status']; reason?: string }) => Response,
) {
  const patched: unknown[] = [];
  server.use(
    ...recordsOf('leases', rows),
    http.patch('*/api/leases/:id', async ({ params, request }) => {
      const body = (await request.json()) as { status: Lease['status']; reason?: string };
      patched.push(body);
      if (answer) return answer(body);
      const index = rows.findIndex((l) => l.id === params.id);
      rows[index] = { ...rows[index]!, status: body.status };
      return HttpResponse.json({ data: rows[index] });
    }),
  );
  return patched;
}

function signIn(role: Role) {
  const user = signInAs(role);
  if (role === 'business') {
    // The staff of the lease's lessee business: their side of it is read from the record.
    const business_id = pendingLease.lessee_business_id;
    localStorage.setItem(StorageKeys.user, JSON.stringify({ ...user, business_id }));
    serveBusinessBasics(standard);
    server.use(http.get('*/api/wallet', () => HttpResponse.json({ data: wallet(50_000) })));
  }
}

const leaseQueries = () => queriesTo('/api/leases');

describe('the leases list', () => {
  it('shows an owner its leases with the other party, dates, rate and status', async () => {
    signIn('asset_owner');
    serveLeases([pendingLease, activeLease]);
    renderAppAt('/leases');

    const rows = (await screen.findAllByText('Camion bleu')).map((cell) => cell.closest('tr')!);
    expect(rows).toHaveLength(2);
    expect(plain(rows[0]!.textContent)).toContain('Durand Transports');
    expect(plain(rows[0]!.textContent)).toContain('120,00 € / semaine');
    expect(within(rows[0]!).getByText('En attente')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('En cours')).toBeInTheDocument();
    // The lessor is the owner itself: no column for it.
    expect(screen.queryByRole('columnheader', { name: /Propriétaire/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter' })).toBeInTheDocument();
    expect(leaseQueries()[0]?.get('sort')).toBe('created_at');
    expect(leaseQueries()[0]?.get('order')).toBe('desc');
  }, 60_000);

  it('opens on the filter the dashboard links to, and the sidebar filters in one click', async () => {
    signIn('in_house_manager');
    serveLeases([activeLease]);
    renderAppAt(`/leases?filter=${encodeURIComponent('{"ending_within_days":7}')}`);

    expect(await screen.findByText('7 prochains jours')).toBeInTheDocument();
    expect(leaseQueries()[0]?.get('ending_within_days')).toBe('7');
    await userEvent.click(await screen.findByText('Dans les 30 jours'));
    await vi.waitFor(() => expect(leaseQueries().at(-1)?.get('ending_within_days')).toBe('30'));
    await userEvent.click(screen.getAllByText('En attente')[0]!);
    await vi.waitFor(() => expect(leaseQueries().at(-1)?.get('status')).toBe('pending'));
  }, 60_000);

  it.each([
    ['asset_owner', /Publiez vos conditions de location/, 'Publier mes conditions'],
    ['business', /Parcourez le marché de la location/, 'Parcourir le marché'],
  ] as const)(
    'tells %s with no lease what fills the page',
    async (role, text, action) => {
      signIn(role);
      serveLeases([]);
      renderAppAt('/leases');
      expect(await screen.findByText(text)).toBeInTheDocument();
      // Offered as the permission table answers (asynchronously).
      expect(await screen.findByRole('link', { name: action })).toBeInTheDocument();
    },
    60_000,
  );
});

/** `role` signed in on a copy of `lease`'s page, its moves answered by `answer`: the moves sent. */
function openLease(role: Role, lease: Lease, answer?: Parameters<typeof serveLeases>[1]) {
  signIn(role);
  const patched = serveLeases([{ ...lease }], answer);
  renderAppAt(`/leases/${lease.id}/show`);
  return patched;
}

/** Opens the `action` dialog, expects it to say each of `says`, and confirms: the dialog. */
async function confirmMove(action: string, says: string[] = []) {
  await userEvent.click(await screen.findByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  for (const text of says) expect(plain(dialog.textContent)).toContain(text);
  await userEvent.click(within(dialog).getByRole('button', { name: action }));
  return dialog;
}

describe('a lease’s moves', () => {
  it('lets the owner accept after saying what the business pays and what happens', async () => {
    const patched = openLease('asset_owner', pendingLease);

    // The owner opens its asset from the lease.
    expect(await screen.findByRole('link', { name: 'Camion bleu' })).toHaveAttribute(
      'href',
      '#/assets/a-1/show',
    );
    await confirmMove('Accepter', [
      'Durand Transports sera débitée maintenant de 420,00 € (première période 120,00 € + dépôt 300,00 €)',
      '« Camion bleu » passera au statut loué',
    ]);

    await vi.waitFor(() => expect(patched).toEqual([{ status: 'active' }]));
    expect(await screen.findByText('Location acceptée : elle est en cours.')).toBeInTheDocument();
    expect(await screen.findByText('En cours')).toBeInTheDocument();
  }, 60_000);

  it('tells the owner when the business’s wallet cannot pay, and changes nothing', async () => {
    const patched = openLease('asset_owner', pendingLease, () =>
      apiError(402, 'insufficient_funds'),
    );

    const dialog = await confirmMove('Accepter');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Le portefeuille de l'entreprise ne peut pas payer la première période et le dépôt",
    );
    expect(patched).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getAllByText('En attente').length).toBeGreaterThan(0);
  }, 60_000);

  it('lets the owner decline only with a reason, which is sent', async () => {
    const patched = openLease('asset_owner', pendingLease);

    await userEvent.click(await screen.findByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Refuser' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Motif/), '  Camion en révision ');
    await userEvent.click(confirm);

    await vi.waitFor(() =>
      expect(patched).toEqual([{ status: 'cancelled', reason: 'Camion en révision' }]),
    );
    expect(await screen.findByText('Proposition refusée.')).toBeInTheDocument();
  }, 60_000);

  it('lets the business withdraw its proposal, without a reason', async () => {
    const patched = openLease('business', pendingLease);

    // The business neither accepts nor declines its own proposal, nor opens the owner's asset.
    await screen.findByRole('button', { name: 'Annuler la proposition' });
    expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
    expect(screen.getByText('Camion bleu')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Camion bleu' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la proposition' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la proposition' }));

    await vi.waitFor(() => expect(patched).toEqual([{ status: 'cancelled' }]));
  }, 60_000);

  it('lets either side end a running lease early, saying what is refunded', async () => {
    const patched = openLease('business', activeLease);

    await confirmMove('Terminer maintenant', [
      'Le dépôt de 300,00 € est rendu au portefeuille de Durand Transports',
      "rien de ce qui a été débité n'est remboursé",
    ]);

    await vi.waitFor(() => expect(patched).toEqual([{ status: 'ended' }]));
    expect(await screen.findByText('Location terminée.')).toBeInTheDocument();
  }, 60_000);

  it('lets the manager annul a running lease with a reason', async () => {
    const patched = openLease('in_house_manager', activeLease);

    expect(await screen.findByRole('button', { name: 'Terminer maintenant' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler la location en cours' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Motif/), 'Litige');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Annuler la location en cours' }),
    );
    await vi.waitFor(() => expect(patched).toEqual([{ status: 'cancelled', reason: 'Litige' }]));
  }, 60_000);

  it('reloads a lease someone else moved first, and says so', async () => {
    signIn('asset_owner');
    const rows = [{ ...pendingLease }];
    serveLeases(rows, () => {
      rows[0] = { ...pendingLease, status: 'cancelled', cancelled_at: '2025-03-03T10:00:00.000Z' };
      return apiError(409, 'invalid_transition');
    });
    renderAppAt('/leases/l-1/show');

    const dialog = await confirmMove('Accepter');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cette location a changé entre-temps',
    );
    // Leaving says what it leaves: nothing is accepted.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Décider plus tard' }));
    expect(await screen.findAllByText('Annulée')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Accepter' })).not.toBeInTheDocument();
  }, 60_000);

  it('shows the history with the reason given', async () => {
    signIn('business');
    serveLeases([
      {
        ...pendingLease,
        status: 'cancelled',
        cancelled_at: '2025-03-03T10:00:00.000Z',
        cancel_reason: 'Camion en révision',
      },
    ]);
    renderAppAt('/leases/l-1/show');

    const history = await screen.findByRole('region', { name: 'Historique' });
    const steps = within(history)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatch(/^Proposée/);
    expect(steps[1]).toMatch(/^Annulée.*Motif : Camion en révision$/);
    expect(screen.queryByRole('button', { name: /Annuler la proposition/ })).toBeNull();
  }, 60_000);
});

describe('the lease entries of each role’s menu', () => {
  const ENTRIES: Record<Role, string[]> = {
    asset_owner: ['Locations', 'Offres de location'],
    business: ['Locations', 'Marché de la location'],
    in_house_manager: ['Locations', 'Offres de location'],
    superadmin: ['Locations', 'Offres de location'],
    b2b: [],
    driver: [],
  };
  const ALL = ['Locations', 'Offres de location', 'Marché de la location'];

  it.each(Object.keys(ENTRIES) as Role[])(
    '%s',
    async (role) => {
      signIn(role);
      server.use(
        http.get('*/api/lease-preferences', () => list([])),
        http.get('*/api/asset-type', () => list([])),
      );
      renderAppAt('/lease-market');
      const menu = (await screen.findAllByRole('menu'))[0]!;
      await within(menu).findByText('Tableau de bord');
      const entries = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim());
      for (const label of ALL) {
        expect(entries.includes(label), label).toBe(ENTRIES[role].includes(label));
      }
    },
    60_000,
  );
});

describe('the business’s wallet', () => {
  it('names lease charges and deposits in its ledger', async () => {
    signIn('business');
    const row = (over: Partial<WalletTransaction>): WalletTransaction => ({
      id: 't-1',
      wallet_id: 'w-1',
      type: 'debit',
      category: 'lease_charge',
      amount: 12000,
      balance_after: 38000,
      reference: 'Camion bleu',
      request_id: null,
      request_reference: null,
      lease_id: null,
      created_by: null,
      created_at: '2025-03-02T10:00:00.000Z',
      ...over,
    });
    server.use(
      http.get('*/api/requests/stats', () =>
        HttpResponse.json({
          data: { total: 0, pending: 0, assigned: 0, in_transit: 0, delivered: 0, cancelled: 0 },
        }),
      ),
      http.get('*/api/business/subscriptions', () => list([])),
      http.get('*/api/wallet/transactions', () =>
        list([
          row({}),
          row({ id: 't-2', category: 'lease_deposit', amount: 30000, balance_after: 50000 }),
        ]),
      ),
    );
    renderAppAt('/');

    const panel = await screen.findByRole('region', { name: 'Portefeuille' });
    await within(panel).findByText(/Location — Camion bleu/);
    expect(plain(panel.textContent)).toContain('Dépôt de garantie — Camion bleu');
    expect(plain(panel.textContent)).toContain('−300,00 €');
  }, 60_000);
});
