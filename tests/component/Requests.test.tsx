import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Request } from '../../contract/request';
import { plain, renderAppAt, server, signInAs, serveMockApi } from './support/app';
import { assetChoiceRecord, requestRecord, vanType } from './support/records';
import { apiError } from './support/api';
import { recordPatches } from './support/posts';
import { typeDate } from './support/pickers';

serveMockApi();

const van = vanType;

const pending: Request = requestRecord({
  requested_by: 'user-business',
  recipient_name: 'Jean',
  created_at: '2025-01-15T10:00:00.000Z',
  updated_at: '2025-01-15T10:00:00.000Z',
});

const page = <T,>(rows: T[]) =>
  HttpResponse.json({ data: rows, pagination: { total: rows.length, limit: 25, skip: 0 } });

/** The create form's choices, and its POST: answers the bodies posted. */
const serveCreateForm = () => {
  const posted: unknown[] = [];
  server.use(
    http.get('*/api/asset-type', () => page([van])),
    http.get('*/api/request-package-types', () => page([])),
    http.post('*/api/business-dispatches', async ({ request }) => {
      posted.push(await request.json());
      return HttpResponse.json({ data: pending }, { status: 201 });
    }),
  );
  return posted;
};

describe('request create form', () => {
  it('refuses an empty form in the browser, then sends only what was filled', async () => {
    signInAs('business');
    const posted = serveCreateForm();
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: pending })),
    );
    renderAppAt('/business-dispatches/create');

    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    await userEvent.click(save);
    expect((await screen.findAllByText('Ce champ est obligatoire.')).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(posted).toEqual([]);

    await userEvent.click(screen.getByLabelText(/Type d'actif/));
    await userEvent.click(await screen.findByRole('option', { name: 'Camionnette' }));
    await userEvent.type(
      screen.getByLabelText(/Adresse de prise en charge/),
      '1 rue de Paris, Lyon',
    );
    await userEvent.type(screen.getByLabelText(/Adresse de livraison/), '2 avenue de Lyon, Paris');
    await userEvent.type(screen.getByLabelText(/^Prix/), '12.5');
    await userEvent.click(save);

    await vi.waitFor(() => expect(posted).toHaveLength(1));
    // Price in minor units; empty optional fields left out (the server defaults them).
    expect(posted[0]).toEqual({
      asset_type_id: 'at-1',
      pickup_address: '1 rue de Paris, Lyon',
      dropoff_address: '2 avenue de Lyon, Paris',
      price: 1250,
    });
  });
});

describe('the pickup date (issue 33)', () => {
  it('refuses a date in the past on its field, sending nothing', async () => {
    signInAs('business');
    const posted = serveCreateForm();
    renderAppAt('/business-dispatches/create');
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    await typeDate(/^Prévue le/, '2025-01-01T09:00');
    await userEvent.click(save);
    expect(await screen.findByText('La date ne peut pas être dans le passé.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});

describe('request actions', () => {
  it('lets an owner dispatch an available asset of the requested type', async () => {
    signInAs('asset_owner');
    const posted: unknown[] = [];
    let current: Request = pending;
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: current })),
      http.get('*/api/assets/all', () =>
        HttpResponse.json({
          data: [
            {
              id: 'a-1',
              name: 'Camion bleu',
              registration: 'AB-1',
              asset_type_id: 'at-1',
              status: 'available',
            },
            {
              id: 'a-2',
              name: 'Autre type',
              registration: null,
              asset_type_id: 'at-9',
              status: 'available',
            },
            {
              id: 'a-3',
              name: 'Occupé',
              registration: null,
              asset_type_id: 'at-1',
              status: 'dispatched',
            },
          ],
        }),
      ),
      // The assigned asset's name, by react-admin's getMany.
      http.get('*/api/assets', () =>
        page([{ id: 'a-1', name: 'Camion bleu', asset_type_name: 'Camionnette' }]),
      ),
      http.post('*/api/asset-dispatch', async ({ request }) => {
        posted.push(await request.json());
        current = {
          ...pending,
          status: 'assigned',
          dispatch_id: 'd-1',
          asset_id: 'a-1',
          asset_name: 'Camion bleu',
        };
        return HttpResponse.json({ data: { id: 'd-1' } }, { status: 201 });
      }),
    );
    renderAppAt('/business-dispatches/r-1/show');

    await userEvent.click(await screen.findByRole('button', { name: 'Affecter un actif' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Only the available assets of the requested type are offered.
    expect(options).toEqual(['Camion bleu (AB-1)']);
    await userEvent.click(screen.getByRole('option', { name: 'Camion bleu (AB-1)' }));
    // Both buttons say what they do.
    expect(within(dialog).getByRole('button', { name: 'Ne pas affecter' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Affecter cet actif' }));

    await vi.waitFor(() => expect(posted).toEqual([{ request_id: 'r-1', asset_id: 'a-1' }]));
    expect(await screen.findByText('Actif affecté.')).toBeInTheDocument();
    // Refreshed: the request is now assigned, and may be marked in transit.
    expect(await screen.findByRole('button', { name: 'Marquer en route' })).toBeInTheDocument();
  });

  it('shows the server refusal translated', async () => {
    signInAs('asset_owner');
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: pending })),
      http.get('*/api/assets/all', () => HttpResponse.json({ data: [assetChoiceRecord()] })),
      http.post('*/api/asset-dispatch', () =>
        apiError(409, 'asset_unavailable', { message: 'no' }),
      ),
    );
    renderAppAt('/business-dispatches/r-1/show');
    await userEvent.click(await screen.findByRole('button', { name: 'Affecter un actif' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'Camion bleu' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Affecter cet actif' }));
    expect(
      await screen.findByText(
        "Cet actif n'est plus disponible (en mission, en maintenance ou loué) : choisissez-en un autre.",
      ),
    ).toBeInTheDocument();
  });

  it('asks a business to confirm a cancel, then patches the status', async () => {
    signInAs('business');
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: pending })),
    );
    const patched = recordPatches('*/api/business-dispatches/r-1', {
      ...pending,
      status: 'cancelled',
    });
    renderAppAt('/business-dispatches/r-1/show');
    expect(plain((await screen.findByText('Transports Durand')).textContent)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Affecter un actif' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler la demande' }));
    const dialog = await screen.findByRole('dialog');
    expect(patched).toEqual([]);
    // The buttons name what they do: keeping, or cancelling, the request.
    expect(within(dialog).getByRole('button', { name: 'Garder la demande' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler la demande' }));
    await vi.waitFor(() => expect(patched).toEqual([{ status: 'cancelled' }]));
  });
});

describe('the recipient (issue 19)', () => {
  it('the create form checks the recipient’s e-mail as the server does', async () => {
    signInAs('business');
    const posted = serveCreateForm();
    renderAppAt('/business-dispatches/create');
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    await userEvent.type(screen.getByLabelText(/E-mail du destinataire/), 'pas-une-adresse');
    await userEvent.click(save);
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it('the request page gives the recipient’s e-mail and the tracking link, with a copy button', async () => {
    signInAs('business');
    const token = pending.tracking_token!;
    server.use(
      http.get('*/api/business-dispatches/r-1', () =>
        HttpResponse.json({ data: { ...pending, recipient_email: 'jean@example.test' } }),
      ),
    );
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAppAt('/business-dispatches/r-1/show');
    expect(await screen.findByText('jean@example.test')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: new RegExp(`#/t/${token}$`) });
    expect(link).toHaveAttribute('href', expect.stringMatching(new RegExp(`#/t/${token}$`)));
    await userEvent.click(screen.getByRole('button', { name: 'Copier le lien de suivi' }));
    expect(writeText).toHaveBeenCalledWith(link.getAttribute('href'));
    expect(await screen.findByText('Lien de suivi copié.')).toBeInTheDocument();
  });

  it('an asset owner’s page, without the token, shows no link', async () => {
    signInAs('asset_owner');
    server.use(
      http.get('*/api/business-dispatches/r-1', () =>
        HttpResponse.json({ data: { ...pending, tracking_token: null } }),
      ),
    );
    renderAppAt('/business-dispatches/r-1/show');
    expect(await screen.findByText('Lien de suivi')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Copier le lien de suivi' }),
    ).not.toBeInTheDocument();
  });
});
