import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Dispatch } from '../../contract/dispatch';
import type { Request } from '../../contract/request';
import { renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import { list } from './support/api';
import { serveBusinessBasics, settings } from './support/business';
import {
  assetChoiceRecord,
  assetRecord,
  driverRecord,
  noStepYet,
  requestRecord,
} from './support/records';
import { declineThenAccept } from './support/confirm';

serveMockApi();

beforeAll(() => {
  // jsdom has no object URLs: the receipt is saved through one.
  URL.createObjectURL = () => 'blob:receipt';
  URL.revokeObjectURL = () => undefined;
});

const dispatchRecord = (over: Partial<Dispatch> = {}): Dispatch => ({
  id: 'd-1',
  request_id: 'r-1',
  asset_id: 'a-1',
  asset_name: 'Camion bleu',
  dispatched_by: 'user-asset_owner',
  status: 'assigned',
  price: 8900,
  currency: 'EUR',
  pickup_address: '1 rue de Paris, Lyon',
  dropoff_address: '2 avenue de Lyon, Paris',
  driver_id: 'dr-awa',
  driver_name: 'Awa Diop',
  created_at: '2025-03-12T08:00:00.000Z',
  updated_at: '2025-03-12T08:00:00.000Z',
  ...noStepYet,
  failure_note: null,
  last_position: null,
  proof: [],
  reassignments: [],
  ...over,
});

const delivered = dispatchRecord({
  status: 'delivered',
  arrived_pickup_at: '2025-03-12T09:00:00.000Z',
  in_transit_at: '2025-03-12T09:10:00.000Z',
  arrived_at: '2025-03-12T10:20:00.000Z',
  delivered_at: '2025-03-12T10:30:00.000Z',
  proof: [
    {
      kind: 'signature',
      value: '/api/uploads/sig-1.png',
      taken_at: '2025-03-12T10:29:00.000Z',
      lat: 48.85661,
      lng: 2.35222,
    },
    {
      kind: 'photo',
      value: '/api/uploads/photo-1.jpg',
      taken_at: '2025-03-12T10:28:00.000Z',
      lat: 48.85661,
      lng: 2.35222,
    },
    {
      kind: 'name',
      value: 'Jean Dupont',
      taken_at: '2025-03-12T10:29:30.000Z',
      lat: null,
      lng: null,
    },
    { kind: 'code', value: '4821', taken_at: '2025-03-12T10:30:00.000Z', lat: null, lng: null },
  ],
});

const failed = dispatchRecord({
  status: 'failed',
  arrived_pickup_at: '2025-03-12T09:00:00.000Z',
  in_transit_at: '2025-03-12T09:10:00.000Z',
  failed_at: '2025-03-12T10:40:00.000Z',
  failure_reason: 'other',
  failure_note: 'Portail fermé, pas de réponse à l’interphone',
});

/** The request `r-1` as `request`, its dispatch `d-1` as `dispatch` (each may change). */
function serveRequest(request: Request, dispatch: Dispatch) {
  const state = { request, dispatch };
  server.use(
    http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: state.request })),
    http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
    http.get('*/api/asset-dispatch/d-1', () => HttpResponse.json({ data: state.dispatch })),
    // The map section's reads (src/resources/business-dispatches/RequestTracking.tsx).
    http.get('*/api/asset-dispatch/d-1/positions', () => list([])),
    http.get('*/api/asset-dispatch/d-1/eta', () => HttpResponse.json({ data: null })),
  );
  return state;
}

const deliveredRequest = requestRecord({
  status: 'delivered',
  dispatch_id: 'd-1',
  asset_id: 'a-1',
  asset_name: 'Camion bleu',
});

const driver = (id: string, name: string) => driverRecord({ id, name, phone: '+33 6 00 00 00 00' });

describe('a delivered request', () => {
  it('shows its driver, the steps’ times and the proof: photo, signature, name, code', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveRequest(deliveredRequest, delivered);
    renderAppAt('/business-dispatches/r-1/show');

    const delivery = await screen.findByRole('region', { name: 'Livraison' });
    expect(await within(delivery).findByText('Awa Diop')).toBeInTheDocument();
    for (const step of [
      'Arrivé au point de prise en charge',
      'Colis pris en charge',
      'Arrivé à destination',
      'Livré',
    ]) {
      expect(within(delivery).getByText(step)).toBeInTheDocument();
    }
    expect(within(delivery).queryByText('Pas encore')).not.toBeInTheDocument();

    const proof = within(delivery).getByRole('region', { name: 'Preuve de livraison' });
    expect(within(proof).getByRole('img', { name: 'Photo prise à la livraison' })).toHaveAttribute(
      'src',
      '/api/uploads/photo-1.jpg',
    );
    expect(within(proof).getByRole('img', { name: 'Signature du destinataire' })).toHaveAttribute(
      'src',
      '/api/uploads/sig-1.png',
    );
    expect(within(proof).getByText('Jean Dupont')).toBeInTheDocument();
    expect(within(proof).getByText('Code donné')).toBeInTheDocument();
    // The code itself is not shown; where each item was taken is.
    expect(within(proof).queryByText('4821')).not.toBeInTheDocument();
    expect(within(proof).getAllByText('Position : 48.85661, 2.35222')).toHaveLength(2);
    // No driver change once delivered.
    expect(screen.queryByRole('button', { name: 'Changer de chauffeur' })).not.toBeInTheDocument();
  });

  it('downloads the receipt through the API with the session’s token', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveRequest(deliveredRequest, delivered);
    server.use(
      http.get(
        '*/api/business-dispatches/r-1/receipt.pdf',
        () =>
          new HttpResponse('%PDF-1.4', {
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderAppAt('/business-dispatches/r-1/show');

    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le reçu (PDF)' }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('recu-FLT-2025-000001.pdf');
    expect(link.href).toBe('blob:receipt');
    const receipt = requests.find((r) => r.url.endsWith('/receipt.pdf'));
    expect(receipt?.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('says why the receipt could not be downloaded', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveRequest(deliveredRequest, delivered);
    server.use(
      http.get('*/api/business-dispatches/r-1/receipt.pdf', () =>
        HttpResponse.json(
          { statusCode: 409, code: 'not_delivered', message: 'not_delivered' },
          { status: 409 },
        ),
      ),
    );
    renderAppAt('/business-dispatches/r-1/show');

    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger le reçu (PDF)' }));
    // The refusal's code is read from the body a download receives as a file.
    expect(
      await screen.findByText('Le reçu n’existe qu’une fois la demande livrée.'),
    ).toBeInTheDocument();
  });

  it('gives the asset owner no receipt', async () => {
    signInAs('asset_owner');
    serveRequest(deliveredRequest, delivered);
    renderAppAt('/business-dispatches/r-1/show');

    expect(await screen.findByRole('region', { name: 'Preuve de livraison' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Télécharger le reçu (PDF)' }),
    ).not.toBeInTheDocument();
  });
});

/** The request of dispatch d-1 (Camion bleu) at `status`. */
const dispatchedRequest = (status: Request['status']) =>
  requestRecord({ status, dispatch_id: 'd-1', asset_id: 'a-1', asset_name: 'Camion bleu' });

describe('a delivery code locked after 5 wrong tries', () => {
  const inTransit = dispatchedRequest('in_transit');

  it('the business mails the recipient a new code after a confirmation', async () => {
    signInAs('business');
    serveBusinessBasics();
    serveRequest(inTransit, dispatchRecord({ status: 'in_transit' }));
    const sent: string[] = [];
    server.use(
      http.post('*/api/business-dispatches/r-1/delivery-code', ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({ data: { mailed: true } });
      }),
    );
    renderAppAt('/business-dispatches/r-1/show');
    await declineThenAccept({
      open: 'Nouveau code de livraison',
      title: 'Envoyer un nouveau code au destinataire ?',
      decline: 'Ne pas envoyer',
      accept: 'Envoyer le code',
      sent,
    });
    expect(await screen.findByText('Nouveau code envoyé au destinataire.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('is not offered to the asset owner', async () => {
    signInAs('asset_owner');
    serveRequest(inTransit, dispatchRecord({ status: 'in_transit' }));
    renderAppAt('/business-dispatches/r-1/show');
    expect(await screen.findByRole('region', { name: 'Livraison' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Nouveau code de livraison' }),
    ).not.toBeInTheDocument();
  });
});

describe('a failed request', () => {
  const failedRequest = dispatchedRequest('failed');

  it('shows why it failed, and retries it after a confirmation', async () => {
    signInAs('business');
    serveBusinessBasics();
    const state = serveRequest(failedRequest, failed);
    const retried: string[] = [];
    server.use(
      http.post('*/api/business-dispatches/r-1/retry', ({ request }) => {
        retried.push(request.url);
        state.request = { ...failedRequest, status: 'pending', attempts: 1 };
        return HttpResponse.json({ data: state.request });
      }),
    );
    renderAppAt('/business-dispatches/r-1/show');

    const delivery = await screen.findByRole('region', { name: 'Livraison' });
    expect(await within(delivery).findByText('Échec de la livraison')).toBeInTheDocument();
    expect(within(delivery).getByText('Motif : Autre motif')).toBeInTheDocument();
    expect(
      within(delivery).getByText('Note : Portail fermé, pas de réponse à l’interphone'),
    ).toBeInTheDocument();
    // Never arrived: that step says so.
    expect(within(delivery).getByText('Pas encore')).toBeInTheDocument();
    expect(screen.getAllByText('Échec').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Annuler la demande' })).toBeInTheDocument();

    await declineThenAccept({
      open: 'Nouvelle tentative',
      title: 'Relancer la livraison ?',
      decline: 'Ne pas relancer',
      accept: 'Nouvelle tentative',
      sent: retried,
    });
    expect(await screen.findByText('Demande remise en attente.')).toBeInTheDocument();
    expect(retried).toHaveLength(1);
    // Refreshed: pending again, its second attempt.
    expect(await screen.findByText('Tentative n° 2')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Nouvelle tentative' })).not.toBeInTheDocument(),
    );
  });

  it('offers the asset owner no retry', async () => {
    signInAs('asset_owner');
    serveRequest(failedRequest, failed);
    renderAppAt('/business-dispatches/r-1/show');

    expect(await screen.findByText('Échec de la livraison')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouvelle tentative' })).not.toBeInTheDocument();
  });
});

describe('the driver of a dispatch', () => {
  const serveDrivers = () =>
    server.use(
      http.get('*/api/assets/a-1', () =>
        HttpResponse.json({
          data: assetRecord({ default_driver_id: 'dr-awa', default_driver_name: 'Awa Diop' }),
        }),
      ),
      http.get('*/api/drivers', () =>
        list([driver('dr-awa', 'Awa Diop'), driver('dr-paul', 'Paul Martin')]),
      ),
    );

  it('is the asset’s default unless the owner picks another when dispatching', async () => {
    signInAs('asset_owner');
    serveDrivers();
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: requestRecord() })),
      http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
      http.get('*/api/assets/all', () => HttpResponse.json({ data: [assetChoiceRecord()] })),
      http.post('*/api/asset-dispatch', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ data: dispatchRecord() }, { status: 201 });
      }),
    );
    renderAppAt('/business-dispatches/r-1/show');

    await userEvent.click(await screen.findByRole('button', { name: 'Affecter un actif' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Actif' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Camion bleu' }));
    const select = await within(dialog).findByRole('combobox', { name: 'Chauffeur' });
    await waitFor(() => expect(select).toHaveTextContent('Awa Diop'));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Paul Martin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Affecter cet actif' }));

    await waitFor(() =>
      expect(posted).toEqual([{ request_id: 'r-1', asset_id: 'a-1', driver_id: 'dr-paul' }]),
    );
  });

  it('changes while the dispatch is assigned', async () => {
    signInAs('asset_owner');
    serveDrivers();
    const state = serveRequest(
      requestRecord({ status: 'assigned', dispatch_id: 'd-1', asset_id: 'a-1' }),
      dispatchRecord(),
    );
    const patched: unknown[] = [];
    server.use(
      http.patch('*/api/asset-dispatch/d-1/driver', async ({ request }) => {
        const body = (await request.json()) as { driver_id: string | null };
        patched.push(body);
        state.dispatch = dispatchRecord({ driver_id: body.driver_id, driver_name: 'Paul Martin' });
        return HttpResponse.json({ data: state.dispatch });
      }),
    );
    renderAppAt('/business-dispatches/r-1/show');

    await userEvent.click(await screen.findByRole('button', { name: 'Changer de chauffeur' }));
    const dialog = await screen.findByRole('dialog');
    const select = await within(dialog).findByRole('combobox', { name: 'Chauffeur' });
    await waitFor(() => expect(select).toHaveTextContent('Awa Diop'));
    await userEvent.click(select);
    await userEvent.click(await screen.findByRole('option', { name: 'Paul Martin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer le chauffeur' }));

    expect(await screen.findByText('Chauffeur modifié.')).toBeInTheDocument();
    expect(patched).toEqual([{ driver_id: 'dr-paul' }]);
    // The panel reloads the dispatch after the change: its region comes back with the new name.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Livraison' })).getByText('Paul Martin'),
      ).toBeInTheDocument(),
    );
  });
});

describe('business settings: proof of delivery', () => {
  it('saves the proof a delivery requires', async () => {
    signInAs('business');
    serveBusinessBasics();
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/business-settings', () =>
        HttpResponse.json({ data: { ...settings, proof_required: ['photo'] } }),
      ),
      http.get('*/api/request-package-types', () => list([])),
      http.patch('*/api/business-settings', async ({ request }) => {
        const body = (await request.json()) as object;
        patches.push(body);
        return HttpResponse.json({ data: { ...settings, ...body } });
      }),
    );
    renderAppAt('/my-business?tab=settings');

    const group = await screen.findByRole('group', { name: /Preuves exigées à la livraison/ });
    const box = (name: string) => within(group).getByRole('checkbox', { name });
    expect(box('Photo du colis livré')).toBeChecked();
    expect(box('Signature du destinataire')).not.toBeChecked();
    await userEvent.click(box('Signature du destinataire'));
    await userEvent.click(box('Code de livraison donné par le destinataire'));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Paramètres enregistrés.')).toBeInTheDocument();
    expect(patches).toEqual([{ proof_required: ['photo', 'signature', 'code'] }]);
  });
});
