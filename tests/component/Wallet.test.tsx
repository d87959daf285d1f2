import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundingAccount, FundingInstructions } from '../../contract/funding-instructions';
import type { WalletTransaction } from '../../contract/wallet';
import {
  plain,
  queriesTo,
  renderAppAt,
  requests,
  server,
  serveMockApi,
  signInAs,
} from './support/app';
import { serveBusinessBasics, settings, wallet } from './support/business';
import { atPhoneWidth } from './support/width';

serveMockApi();

const charge = (n: number): WalletTransaction => ({
  id: `t-${n}`,
  wallet_id: 'w-1',
  type: 'debit',
  category: 'request_charge',
  amount: 2500,
  balance_after: 100_000 - n * 2500,
  reference: `request:r-${n}`,
  request_id: `r-${n}`,
  request_reference: `FLT-2026-${String(n).padStart(6, '0')}`,
  lease_id: null,
  created_by: null,
  created_at: '2026-11-20T10:00:00.000Z',
});
/** 12 movements, newest first: two pages of 10. */
const LEDGER = Array.from({ length: 12 }, (_, i) => charge(12 - i));

const noInstructions: FundingInstructions = { fr: null, en: null, updated_at: null };
const noAccount: FundingAccount = {
  account_holder: null,
  iban: null,
  bic: null,
  reference: 'FLOTTE-ACME',
  updated_at: null,
};

/** The staff's wallet routes: the ledger paged by `limit` and `skip` as the API does. */
function serveWallet(balance: number, instructions = noInstructions, account = noAccount) {
  serveBusinessBasics();
  server.use(
    http.get('*/api/wallet', () => HttpResponse.json({ data: wallet(balance) })),
    http.get('*/api/business-settings', () =>
      HttpResponse.json({ data: { ...settings, low_balance_threshold: 5000 } }),
    ),
    http.get('*/api/wallet/history', () =>
      HttpResponse.json({
        data: [
          { date: '2026-11-23', balance: 9000 },
          { date: '2026-11-24', balance: balance },
        ],
      }),
    ),
    http.get('*/api/wallet/transactions', ({ request }) => {
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit'));
      const skip = Number(url.searchParams.get('skip'));
      return HttpResponse.json({
        data: LEDGER.slice(skip, skip + limit),
        pagination: { total: LEDGER.length, limit, skip },
      });
    }),
    http.get('*/api/funding-instructions', () => HttpResponse.json({ data: instructions })),
    http.get('*/api/funding-instructions/account', () => HttpResponse.json({ data: account })),
  );
}

describe('the business wallet page', () => {
  it('shows the balance under its threshold, every movement page by page, and how to add funds', async () => {
    signInAs('business');
    serveWallet(3000);
    renderAppAt('/wallet');

    expect(plain((await screen.findByTestId('wallet-balance')).textContent)).toBe('30,00 €');
    expect(await screen.findByText(/Le solde est sous le seuil de 50,00/)).toBeInTheDocument();
    const movements = await screen.findByRole('table', { name: 'Mouvements' });
    expect(within(movements).getAllByRole('row')).toHaveLength(11);
    // Each charge links to its request by its readable reference.
    expect(within(movements).getByRole('link', { name: /FLT-2026-000012/ })).toHaveAttribute(
      'href',
      '#/business-dispatches/r-12/show',
    );
    await userEvent.click(screen.getByRole('button', { name: /prochaine page/ }));
    await waitFor(() =>
      expect(within(movements).getByRole('link', { name: /FLT-2026-000001/ })).toBeInTheDocument(),
    );
    expect(within(movements).getAllByRole('row')).toHaveLength(3);
    expect(
      requests.some((r) => r.url.includes('/wallet/transactions') && r.url.includes('skip=10')),
    ).toBe(true);
    // No text written by the operator: the app's own.
    expect(screen.getByTestId('funding-instructions')).toHaveTextContent(/faites un virement/);
  });

  it('shows each movement on a phone as a card with its amount, no table scrolling sideways (issue 33)', async () => {
    atPhoneWidth();
    signInAs('business');
    serveWallet(3000);
    renderAppAt('/wallet');

    const movements = await screen.findByRole('list', { name: 'Mouvements' }, { timeout: 20_000 });
    expect(screen.queryByRole('table', { name: 'Mouvements' })).not.toBeInTheDocument();
    const first = within(movements).getAllByRole('listitem')[0]!;
    expect(plain(first.textContent)).toContain('−25,00 €');
    expect(await within(first).findByRole('link', { name: /FLT-2026-000012/ })).toHaveAttribute(
      'href',
      '#/business-dispatches/r-12/show',
    );
  });

  it("shows the operator's own instructions, and no warning above the threshold", async () => {
    signInAs('b2b');
    serveWallet(90_000, { fr: 'Virement sur FR76 3000 1234.', en: null, updated_at: null });
    renderAppAt('/wallet');

    expect(await screen.findByTestId('funding-instructions')).toHaveTextContent(
      'Virement sur FR76 3000 1234.',
    );
    expect(plain(screen.getByTestId('wallet-balance').textContent)).toBe('900,00 €');
    expect(screen.queryByText(/sous le seuil/)).not.toBeInTheDocument();
  });

  it('is not an owner’s page', async () => {
    signInAs('asset_owner');
    server.use(http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })));
    renderAppAt('/wallet');

    expect(await screen.findByText("Vous n'avez pas le droit de faire cela.")).toBeInTheDocument();
    expect(requests.some((r) => new URL(r.url).pathname === '/api/wallet')).toBe(false);
  });
});

describe('the funding instructions (superadmin)', () => {
  it('saves the French text and leaves the English one to the default', async () => {
    signInAs('superadmin');
    const patches: unknown[] = [];
    server.use(
      http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
      http.get('*/api/funding-instructions', () => HttpResponse.json({ data: noInstructions })),
      http.patch('*/api/funding-instructions', async ({ request }) => {
        const body = (await request.json()) as { fr: string | null; en: string | null };
        patches.push(body);
        return HttpResponse.json({
          data: { ...body, updated_at: '2026-11-25T10:00:00.000Z' },
        });
      }),
    );
    renderAppAt('/funding-instructions');

    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Texte en français' }),
      'Virement sur FR76 3000 1234.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Instructions enregistrées.')).toBeInTheDocument();
    expect(patches).toEqual([{ fr: 'Virement sur FR76 3000 1234.', en: null }]);
  });
});

type SaveBlob = (blob: Blob, name: string) => void;
const nav = window.navigator as Navigator & { msSaveOrOpenBlob?: SaveBlob };

describe('the ledger’s filters and export (issue 33)', () => {
  afterEach(() => {
    delete nav.msSaveOrOpenBlob;
  });

  it('filters the movements by type, category and days, and exports them all with those filters', async () => {
    signInAs('business');
    serveWallet(3000);
    renderAppAt('/wallet');
    await screen.findByRole('table', { name: 'Mouvements' }, { timeout: 20_000 });
    const lastLedgerQuery = () => queriesTo('/api/wallet/transactions').at(-1);

    await userEvent.click(screen.getByRole('combobox', { name: 'Sens' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Débit' }));
    await waitFor(() => expect(lastLedgerQuery()?.get('type')).toBe('debit'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Nature' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Livraison' }));
    await waitFor(() => expect(lastLedgerQuery()?.get('category')).toBe('request_charge'));
    await userEvent.type(screen.getByLabelText('Du'), '2026-11-01');
    await waitFor(() =>
      expect(lastLedgerQuery()?.get('created_from')).toBe(
        new Date('2026-11-01T00:00').toISOString(),
      ),
    );
    await userEvent.type(screen.getByLabelText('Au'), '2026-11-30');
    // The last day is included: the filter ends when the next day starts.
    await waitFor(() =>
      expect(lastLedgerQuery()?.get('created_to')).toBe(new Date('2026-12-01T00:00').toISOString()),
    );

    const saved = vi.fn<SaveBlob>();
    nav.msSaveOrOpenBlob = saved;
    await userEvent.click(screen.getByRole('button', { name: 'Exporter' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    const [blob, name] = saved.mock.calls[0]!;
    expect(name).toBe('Mouvements.csv');
    const lines = (await blob.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    // Every movement (two API pages of the screen's ten), not the page on screen.
    expect(lines).toHaveLength(1 + 12);
    expect(lines[0]).toBe(
      'Sens;Nature;Montant;Solde après;Libellé;Identifiant interne;Demande;Date;Devise',
    );
    expect(lines[1]).toMatch(
      /^Débit;Livraison;25,00;700,00;request:r-12;t-12;FLT-2026-000012;20\/11\/2026 \d\d:00;EUR$/,
    );
    // The export asked with the screen's filters.
    const exported = lastLedgerQuery();
    expect(exported?.get('type')).toBe('debit');
    expect(exported?.get('category')).toBe('request_charge');
    expect(exported?.get('limit')).toBe('100');
  }, 60_000);
});

describe('adding funds (issue 33): the bank account and the reference to quote', () => {
  it('shows the superadmin’s IBAN grouped by four, the holder, the BIC and the business’s reference', async () => {
    signInAs('business');
    serveWallet(3000, noInstructions, {
      account_holder: 'Flotte SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'BNPAFRPPXXX',
      reference: 'FLOTTE-ACME',
      updated_at: '2026-11-25T10:00:00.000Z',
    });
    renderAppAt('/wallet');
    const account = await screen.findByTestId('funding-account', {}, { timeout: 20_000 });
    expect(plain(account.textContent)).toContain('IBANFR76 3000 6000 0112 3456 7890 189');
    expect(plain(account.textContent)).toContain('TitulaireFlotte SAS');
    expect(plain(account.textContent)).toContain('BICBNPAFRPPXXX');
    expect(plain(account.textContent)).toContain('Référence à indiquer sur le virementFLOTTE-ACME');
  }, 60_000);

  it('lets the superadmin write the account, an IBAN typed with spaces', async () => {
    signInAs('superadmin');
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/funding-instructions', () => HttpResponse.json({ data: noInstructions })),
      http.get('*/api/funding-instructions/account', () =>
        HttpResponse.json({ data: { ...noAccount, reference: null } }),
      ),
      http.patch('*/api/funding-instructions/account', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        patches.push(body);
        return HttpResponse.json({ data: { ...noAccount, ...body, reference: null } });
      }),
    );
    renderAppAt('/funding-instructions');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'IBAN' }, { timeout: 20_000 }),
      'FR76 3000 6000 0112 3456 7890 189',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le compte' }));
    await waitFor(() => expect(patches).toEqual([{ iban: 'FR76 3000 6000 0112 3456 7890 189' }]));
  }, 60_000);
});
