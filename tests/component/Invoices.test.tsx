/**
 * The invoices screens (src/resources/invoices, docs/money.md "Invoices"): a business's own
 * list with its files; the superadmin's "Émettre maintenant", a payment and a credit note, each
 * checked field by field, confirmed before anything is written, a refusal's field errors shown.
 */
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError, list, recordsOf } from './support/api';
import { serveBusinessBasics } from './support/business';
import { october } from './support/invoices';

serveMockApi();

/** POSTs of `path` recorded with their bodies, answered by `answer` (201 `{}` unless told). */
function recordPostsTo(path: string, answer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*/api/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return answer ? answer() : HttpResponse.json({ data: october }, { status: 201 });
    }),
  );
  return bodies;
}

function openAs(role: Role, path: string) {
  signInAs(role);
  if (role === 'business') serveBusinessBasics();
  server.use(
    ...recordsOf('invoices', [october]),
    http.get('*/api/business', () => list([])),
  );
  renderAppAt(path);
}

const dialog = () => screen.findByRole('dialog');
// Each test's first find waits longer: the app's lazy modules load cold on a loaded machine.

describe('invoices', () => {
  it('show a business its own with totals, status and named PDF and XML buttons', async () => {
    openAs('business', '/invoices');

    const row = (await screen.findByText('F-2026-000031', {}, { timeout: 45_000 })).closest('tr')!;
    expect(plain(row.textContent)).toContain('120,00 €');
    expect(within(row).getByText('Émise')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', {
        name: 'Télécharger la facture F-2026-000031 en PDF (Factur-X)',
      }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Télécharger le XML Factur-X de F-2026-000031' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Émettre maintenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Entreprise/ })).not.toBeInTheDocument();
  }, 120_000);

  it('the superadmin issues a month only once confirmed; a wrong month is said first', async () => {
    const posts = recordPostsTo('invoices/issue', () =>
      HttpResponse.json({ data: { issued: ['i-2', 'i-3'], month: '2026-10' } }),
    );
    openAs('superadmin', '/invoices');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Émettre maintenant' }, { timeout: 45_000 }),
    );
    const form = await dialog();
    const month = within(form).getByLabelText(/Mois/);
    await userEvent.clear(month);
    await userEvent.type(month, '2026-13');
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre maintenant' }));
    expect(await within(form).findByText('Valeur invalide.')).toBeInTheDocument();
    expect(posts).toEqual([]);

    await userEvent.clear(month);
    await userEvent.type(month, '2026-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre maintenant' }));
    const confirm = await screen.findByText(/Émettre les factures de 2026-10 \?/);
    await userEvent.click(
      within(confirm.closest('[role="dialog"]') as HTMLElement).getByRole('button', {
        name: 'Confirmer',
      }),
    );
    expect(await screen.findByText('Factures émises.')).toBeInTheDocument();
    expect(posts).toEqual([{ month: '2026-10', business_id: null }]);
  }, 120_000);

  it('a payment is confirmed with its amount, and a refused field is shown on its input', async () => {
    let refuse = true;
    const posts = recordPostsTo('invoices/i-1/payments', () =>
      refuse
        ? apiError(422, 'validation_failed', {
            details: [{ path: 'amount', message: 'flotte.validation.invalid' }],
          })
        : HttpResponse.json({ data: october }, { status: 201 }),
    );
    openAs('superadmin', '/invoices/i-1/show');

    expect(
      await screen.findByText('Livraison du 3 oct. 2026', {}, { timeout: 45_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Aucun paiement enregistré.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer un paiement' }));
    let form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer un paiement' }));
    expect(
      await screen.findByText(
        'Enregistrer un paiement de 120,00 € sur la facture F-2026-000031 ?',
        {
          normalizer: plain,
        },
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    // The refusal's field error is back on the amount, the form still open (alone).
    expect(await screen.findByText('Valeur invalide.')).toBeInTheDocument();
    // Once the confirmation has closed (its exit transition), the form is the one dialog left.
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-labelledby'))).toEqual([
        expect.not.stringMatching(/^alert-dialog/),
      ]),
    );
    form = screen.getByRole('dialog');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ amount: 12_000, method: 'transfer', reference: null });

    refuse = false;
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer un paiement' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Paiement enregistré.')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  }, 120_000);

  it('a credit note needs its reason, then is confirmed before it is issued', async () => {
    const posts = recordPostsTo('invoices/i-1/credit-notes');
    openAs('superadmin', '/invoices/i-1/show');

    await userEvent.click(
      await screen.findByRole('button', { name: 'Émettre un avoir' }, { timeout: 45_000 }),
    );
    const form = await dialog();
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre un avoir' }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Motif/)).toHaveAttribute('aria-invalid', 'true'),
    );
    // Only the reason: a blank net credits all that remains.
    expect(within(form).getAllByText('Ce champ est obligatoire.')).toHaveLength(1);
    expect(within(form).getByLabelText(/Montant HT/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/Motif/), 'Livraison annulée');
    await userEvent.click(within(form).getByRole('button', { name: 'Émettre un avoir' }));
    expect(
      await screen.findByText(/Émettre un avoir de tout le reste HT sur la facture F-2026-000031/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Avoir émis.')).toBeInTheDocument();
    await waitFor(() => expect(posts).toEqual([{ reason: 'Livraison annulée' }]));
  }, 120_000);
});
