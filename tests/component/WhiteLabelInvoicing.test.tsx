/**
 * A white-label business's invoicing screens (docs/money.md "White-label invoicing"): the
 * invoices list's "issued to B2B clients" filter (the API's `issued_to_clients=true`) naming
 * each invoice's client; "Facturer mes clients" refused while the business's legal identity is
 * incomplete, with the message naming where to complete it; the profile's SIREN and VAT number
 * checked field by field by the contract's rules.
 */
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../contract/invoice';
import { queriesTo, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { apiError, list, recordsOf } from './support/api';
import { acme, serveBusinessBasics } from './support/business';
import { october } from './support/invoices';

serveMockApi();

/** Atlas-like Acme's own invoice from the platform, and one it issued to its client. */
const received: Invoice = {
  ...october,
  id: 'i-own',
  business_id: 'b-acme',
  business_name: 'Acme Logistique',
};
const issued: Invoice = {
  ...received,
  id: 'i-client',
  number: 'F-2026-000004',
  business_id: 'b-pharma',
  business_name: 'Pharmacie du Parc',
  issuer_business_id: 'b-acme',
  issuer_name: 'Acme Logistique',
};

function openInvoices() {
  signInAs('business');
  serveBusinessBasics();
  server.use(
    ...recordsOf('invoices', [received, issued], (row, query) =>
      query.get('issued_to_clients') === 'true'
        ? row.issuer_business_id === 'b-acme'
        : row.business_id === 'b-acme',
    ),
    http.get('*/api/b2b-clients', () => list([])),
  );
  renderAppAt('/invoices');
}

describe('a white-label business’s invoices to its clients', () => {
  it('the filter lists those it issued, each naming its client', async () => {
    openInvoices();
    expect(await screen.findByText('F-2026-000031', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /Entreprise/ })).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('switch', { name: 'Émises aux clients B2B' }));

    const row = (await screen.findByText('F-2026-000004')).closest('tr')!;
    expect(within(row).getByText('Pharmacie du Parc')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Entreprise/ })).toBeInTheDocument();
    expect(screen.queryByText('F-2026-000031')).not.toBeInTheDocument();
    expect(queriesTo('/api/invoices').at(-1)?.get('issued_to_clients')).toBe('true');
  }, 120_000);

  it('invoicing its clients without its legal identity says where to complete it', async () => {
    const posts: unknown[] = [];
    server.use(
      http.post('*/api/invoices/issue-clients', async ({ request }) => {
        posts.push(await request.json());
        return apiError(409, 'issuer_identity_missing');
      }),
    );
    openInvoices();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Facturer mes clients' }, { timeout: 45_000 }),
    );
    const form = await screen.findByRole('dialog');
    await userEvent.click(within(form).getByRole('button', { name: 'Facturer mes clients' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmer' }));

    expect(
      await screen.findByText(
        'L’identité légale de l’entreprise qui facture ses clients est incomplète : renseignez son SIREN, son numéro de TVA et son adresse dans Mon entreprise › Profil, puis facturez de nouveau.',
      ),
    ).toBeInTheDocument();
    expect(posts).toEqual([{ month: expect.stringMatching(/^\d{4}-\d{2}$/), client_id: null }]);
  }, 120_000);

  it('a business not in white label has neither the filter nor the button', async () => {
    signInAs('business');
    serveBusinessBasics({ ...acme, kind: 'standard' });
    server.use(...recordsOf('invoices', [received]));
    renderAppAt('/invoices');
    expect(await screen.findByText('F-2026-000031', {}, { timeout: 45_000 })).toBeInTheDocument();
    expect(
      screen.queryByRole('switch', { name: 'Émises aux clients B2B' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Facturer mes clients' })).not.toBeInTheDocument();
  }, 120_000);
});

describe('the business profile’s legal identity', () => {
  it('checks the SIREN and the VAT number field by field, then saves them', async () => {
    signInAs('business');
    serveBusinessBasics();
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/business-types', () => list([])),
      http.patch('*/api/business', async ({ request }) => {
        const body = (await request.json()) as object;
        patches.push(body);
        return HttpResponse.json({ data: { ...acme, ...body } });
      }),
    );
    renderAppAt('/my-business');

    const siren = await screen.findByRole('textbox', { name: 'SIREN' }, { timeout: 45_000 });
    const vat = screen.getByRole('textbox', { name: 'Numéro de TVA intracommunautaire' });
    await userEvent.type(siren, '841752968');
    await userEvent.type(vat, 'FR99841752967');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(siren).toHaveAccessibleDescription(
        'SIREN invalide : 9 chiffres dont la clé de contrôle est juste.',
      ),
    );
    expect(vat).toHaveAccessibleDescription(
      'Numéro de TVA invalide : deux lettres puis 2 à 13 caractères (en France : FR, la clé, le SIREN).',
    );
    expect(patches).toEqual([]);

    await userEvent.clear(siren);
    await userEvent.type(siren, '841 752 967');
    await userEvent.clear(vat);
    await userEvent.type(vat, 'FR04841752967');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil enregistré.')).toBeInTheDocument();
    expect(patches).toEqual([{ siren: '841 752 967', vat_number: 'FR04841752967' }]);
  }, 120_000);
});
