import { http, HttpResponse } from 'msw';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DriverDispatch } from '../../contract/dispatch';
import type { PositionBatch } from '../../contract/position';
import { applyStep } from '../../src/pages/driver/steps';
import type { StepBody } from '../../src/providers/driver/types';
import { StorageKeys } from '../../src/providers/storage';
import { testUser } from './support/accounts';
import { apiError } from './support/api';
import { renderAppAt, requests, server, serveMockApi } from './support/app';
import { fakeGeolocation } from './support/geolocation';
import { noStepYet } from './support/records';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

serveMockApi();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const dispatch = (over: Partial<DriverDispatch> & Pick<DriverDispatch, 'id' | 'reference'>) =>
  ({
    request_id: `r-${over.id}`,
    status: 'assigned',
    asset_id: 'a-1',
    asset_name: 'Renault Master',
    pickup_address: '12 rue de Rivoli, 75004 Paris',
    dropoff_address: '3 place Bellecour, 69002 Lyon',
    pickup_lat: 48.8556,
    pickup_lng: 2.3601,
    dropoff_lat: null,
    dropoff_lng: null,
    scheduled_at: null,
    recipient_name: 'Awa Diop',
    recipient_phone: '+33 6 12 34 56 78',
    notes: 'Sonner deux fois, 3e étage.',
    proof_required: [],
    cod_amount: null,
    current: false,
    currency: 'EUR',
    created_at: '2026-11-26T08:00:00.000Z',
    updated_at: '2026-11-26T08:00:00.000Z',
    ...noStepYet,
    ...over,
  }) satisfies DriverDispatch;

const toPick = dispatch({ id: 'd-1', reference: 'FLT-2026-000101' });
const onTheWay = dispatch({
  id: 'd-2',
  reference: 'FLT-2026-000102',
  status: 'in_transit',
  in_transit_at: '2026-11-26T09:00:00.000Z',
  arrived_at: '2026-11-26T09:40:00.000Z',
  recipient_phone: null,
  notes: null,
  proof_required: ['name', 'code'],
});
const done = dispatch({
  id: 'd-3',
  reference: 'FLT-2026-000099',
  status: 'delivered',
  delivered_at: '2026-11-25T16:00:00.000Z',
});

/** The driver's API: the list (changed by the steps it takes), steps and positions. */
function serveDriver(
  rows: DriverDispatch[],
  answerStep: (body: StepBody) => Response | undefined = () => undefined,
) {
  let list = rows;
  server.use(
    http.get('*/api/driver-dispatches', () =>
      HttpResponse.json({ data: list, pagination: { total: list.length, limit: 100, skip: 0 } }),
    ),
    // No round today: the deliveries as cards (DriverRound.test.tsx has one).
    http.get('*/api/rounds', () =>
      HttpResponse.json({ data: [], pagination: { total: 0, limit: 100, skip: 0 } }),
    ),
    http.post('*/api/asset-dispatch/:id/steps', async ({ params, request }) => {
      const body = (await request.json()) as StepBody;
      const answer = answerStep(body);
      if (answer) return answer;
      list = list.map((d) => (d.id === params.id ? applyStep(d, body.step, body.at) : d));
      return HttpResponse.json({ data: list.find((d) => d.id === params.id) });
    }),
    http.post('*/api/asset-dispatch/:id/positions', async ({ request }) => {
      const body = (await request.json()) as PositionBatch;
      return HttpResponse.json(
        { data: { accepted: body.positions.length, flagged: 0 } },
        { status: 202 },
      );
    }),
  );
}

/** What the app posted to `pathname`, in order. */
const posted = <T,>(pathname: string): Promise<T[]> =>
  Promise.all(
    requests
      .filter((r) => r.method === 'POST' && new URL(r.url).pathname === pathname)
      .map((r) => r.clone().json() as Promise<T>),
  );

let driverNumber = 0;
/** A driver of its own per test: the outbox is kept per user, in memory under jsdom. */
function signInDriver() {
  driverNumber += 1;
  const user = testUser('driver', `driver-${driverNumber}`);
  localStorage.setItem(StorageKeys.user, JSON.stringify(user));
  localStorage.setItem(StorageKeys.token, 'test-token');
  return user;
}

const card = (reference: string) => screen.getByRole('article', { name: `Livraison ${reference}` });
const stepsOf = (reference: string) =>
  within(card(reference))
    .queryByRole('group', { name: `Étapes de la livraison ${reference}` })
    ?.querySelectorAll('button');
const stepNames = (reference: string) => Array.from(stepsOf(reference) ?? [], (b) => b.textContent);

/** The browser's network state, as `navigator.onLine` and its events say it. */
function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeEach(() => {
  // signature_pad draws on a 2D canvas, which jsdom has not: a context that does nothing.
  HTMLCanvasElement.prototype.getContext = (() =>
    new Proxy({}, { get: () => () => undefined, set: () => true })) as never;
});
afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'onLine');
  Reflect.deleteProperty(window.navigator, 'geolocation');
  Reflect.deleteProperty(window, 'FLOTTE_CONFIG');
});

describe('the driver’s screen (#/driver)', () => {
  it('lists its deliveries, open ones first, with maps and phone links', async () => {
    signInDriver();
    serveDriver([toPick, onTheWay, done]);
    renderAppAt('/driver');

    expect(await screen.findByRole('heading', { level: 2, name: 'À faire' })).toBeInTheDocument();
    const first = card('FLT-2026-000101');
    expect(within(first).getByText('À récupérer')).toBeInTheDocument();
    // Coordinates known: the place itself; unknown: the address searched.
    expect(
      within(first).getByRole('link', { name: '12 rue de Rivoli, 75004 Paris' }),
    ).toHaveAttribute('href', 'geo:48.8556,2.3601?q=12%20rue%20de%20Rivoli%2C%2075004%20Paris');
    expect(
      within(first).getByRole('link', { name: '3 place Bellecour, 69002 Lyon' }),
    ).toHaveAttribute('href', 'geo:0,0?q=3%20place%20Bellecour%2C%2069002%20Lyon');
    expect(within(first).getByText('Awa Diop')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Appeler +33 6 12 34 56 78' })).toHaveAttribute(
      'href',
      'tel:+33612345678',
    );
    expect(within(first).getByText('Sonner deux fois, 3e étage.')).toBeInTheDocument();
    // Before leaving, the vehicle's inspection; not once on the way.
    expect(
      within(first).getByRole('link', { name: 'Faire l’inspection avant départ' }),
    ).toHaveAttribute('href', `#/inspections/create?asset_id=${toPick.asset_id}`);
    expect(
      within(card('FLT-2026-000099')).queryByRole('link', { name: /inspection/ }),
    ).not.toBeInTheDocument();

    const articles = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'));
    expect(articles).toHaveLength(3);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Terminées ces 7 derniers jours' }),
    ).toBeInTheDocument();
    expect(within(card('FLT-2026-000099')).getByText('Livrée')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mes livraisons');
  });

  it('offers only the steps that may follow', async () => {
    signInDriver();
    serveDriver([
      toPick,
      onTheWay,
      done,
      {
        ...toPick,
        id: 'd-4',
        reference: 'FLT-2026-000104',
        arrived_pickup_at: '2026-11-26T08:30:00.000Z',
      },
    ]);
    renderAppAt('/driver');

    await screen.findByRole('heading', { level: 2, name: 'À faire' });
    expect(stepNames('FLT-2026-000101')).toEqual([
      'Arrivé à la prise en charge',
      'Colis récupéré',
      'Échec',
    ]);
    expect(stepNames('FLT-2026-000104')).toEqual(['Colis récupéré', 'Échec']);
    // Arrived already: deliver or fail.
    expect(stepNames('FLT-2026-000102')).toEqual(['Livré', 'Échec']);
    expect(stepsOf('FLT-2026-000099')).toBeUndefined();
  });

  it('“Colis récupéré” posts the step with its own id and time, and the card moves on', async () => {
    signInDriver();
    serveDriver([toPick]);
    renderAppAt('/driver');
    const before = Date.now();

    await userEvent.click(await screen.findByRole('button', { name: 'Colis récupéré' }));

    await waitFor(() => expect(stepNames('FLT-2026-000101')).toEqual(['Arrivé', 'Livré', 'Échec']));
    const [body] = await posted<StepBody>('/api/asset-dispatch/d-1/steps');
    expect(body).toMatchObject({ step: 'picked_up', id: expect.stringMatching(UUID) });
    expect(Date.parse(body!.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body!.at)).toBeLessThanOrEqual(Date.now());
    expect(within(card('FLT-2026-000101')).getByText('En route')).toBeInTheDocument();
    expect(await screen.findByText('Enregistré : Colis récupéré')).toBeInTheDocument();
  });

  it('“Échec” asks a reason (and a note for “other”) and a confirmation before it is sent', async () => {
    signInDriver();
    serveDriver([toPick]);
    renderAppAt('/driver');

    await userEvent.click(await screen.findByRole('button', { name: 'Échec' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signaler un échec' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’échec' }));
    expect(within(dialog).getByText('Choisissez un motif.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Autre motif' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’échec' }));
    expect(within(dialog).getByText('Précisez le motif.')).toBeInTheDocument();
    expect(await posted('/api/asset-dispatch/d-1/steps')).toEqual([]);

    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Précisions/ }),
      'Portail fermé',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer l’échec' }));

    await waitFor(async () =>
      expect(await posted('/api/asset-dispatch/d-1/steps')).toEqual([
        expect.objectContaining({ step: 'failed', reason: 'other', note: 'Portail fermé' }),
      ]),
    );
    await waitFor(() =>
      expect(within(card('FLT-2026-000101')).getByText('Échec')).toBeInTheDocument(),
    );
    expect(stepsOf('FLT-2026-000101')).toBeUndefined();
  });

  it('“Livré” with a missing proof shows the server’s 422 on each field it names', async () => {
    signInDriver();
    serveDriver([onTheWay], (body) =>
      body.step === 'delivered'
        ? apiError(422, 'proof_required', {
            details: [
              { path: 'proof.photo', message: 'required' },
              { path: 'proof.signature', message: 'required' },
            ],
          })
        : undefined,
    );
    renderAppAt('/driver');

    await userEvent.click(await screen.findByRole('button', { name: 'Livré' }));
    const sheet = await screen.findByRole('dialog', { name: 'Preuve de livraison' });
    const name = () => within(sheet).getByRole('textbox', { name: /Nom du destinataire/ });
    const code = () => within(sheet).getByRole('textbox', { name: /Code de livraison/ });
    // What the list says the business requires is checked before anything is sent.
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirmer la livraison' }));
    expect(name()).toHaveAccessibleDescription('Obligatoire.');
    expect(code()).toHaveAccessibleDescription('Obligatoire.');
    expect(name()).toHaveFocus();
    expect(await posted('/api/asset-dispatch/d-2/steps')).toEqual([]);

    await userEvent.type(name(), 'Awa Diop');
    await userEvent.type(code(), '12a34');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirmer la livraison' }));

    // The business now asks a photo and a signature too: the server names them, each on its field.
    const photo = await within(sheet).findByRole('button', { name: 'Prendre une photo' });
    expect(photo).toHaveAccessibleDescription('Obligatoire.');
    expect(photo).toHaveFocus();
    expect(
      within(sheet).getByRole('img', { name: 'Zone de signature' }),
    ).toHaveAccessibleDescription(/Obligatoire\./);
    expect(name()).not.toHaveAccessibleDescription('Obligatoire.');
    expect(code()).toHaveAccessibleDescription(/4 chiffres/);
    const [first] = await posted<StepBody>('/api/asset-dispatch/d-2/steps');
    expect(first).toMatchObject({
      step: 'delivered',
      id: expect.stringMatching(UUID),
      proof: { name: 'Awa Diop', code: '1234' },
    });
    // Still on its way: nothing was taken.
    const behind = screen.getByRole('article', { name: 'Livraison FLT-2026-000102', hidden: true });
    expect(within(behind).getByText('En route')).toBeInTheDocument();

    // The photo: the phone's camera, then a chance to take it again.
    const input = within(sheet).getByLabelText(/Photo du colis livré/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await userEvent.upload(input, new File(['jpeg'], 'colis.jpg', { type: 'image/jpeg' }));
    expect(photo).toHaveTextContent('Reprendre la photo');
    expect(photo).not.toHaveAccessibleDescription('Obligatoire.');
  });

  it('a wrong delivery code (422 invalid_code) shows on the code’s field', async () => {
    signInDriver();
    serveDriver([{ ...onTheWay, proof_required: ['code'] }], (body) =>
      body.step === 'delivered' ? apiError(422, 'invalid_code') : undefined,
    );
    renderAppAt('/driver');

    await userEvent.click(await screen.findByRole('button', { name: 'Livré' }));
    const sheet = await screen.findByRole('dialog', { name: 'Preuve de livraison' });
    await userEvent.type(within(sheet).getByRole('textbox', { name: /Code de livraison/ }), '9999');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Confirmer la livraison' }));

    await waitFor(() =>
      expect(
        within(sheet).getByRole('textbox', { name: /Code de livraison/ }),
      ).toHaveAccessibleDescription('Code incorrect : vérifiez-le avec le destinataire.'),
    );
    expect(await posted('/api/asset-dispatch/d-2/steps')).toEqual([
      expect.objectContaining({ step: 'delivered', proof: { code: '9999' } }),
    ]);
  });

  it('offline: queues the steps, says how many wait, and sends them in order once back online', async () => {
    signInDriver();
    let offline = false;
    serveDriver([toPick], () => (offline ? HttpResponse.error() : undefined));
    renderAppAt('/driver');
    await screen.findByRole('button', { name: 'Arrivé à la prise en charge' });

    offline = true;
    act(() => setOnline(false));
    expect(await screen.findByText('Hors ligne')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Arrivé à la prise en charge' }));
    expect(await screen.findByText('Hors ligne — 1 action en attente')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Colis récupéré' }));
    expect(await screen.findByText('Hors ligne — 2 actions en attente')).toBeInTheDocument();
    // Shown as taken meanwhile.
    const taken = card('FLT-2026-000101');
    expect(within(taken).getByText('En route')).toBeInTheDocument();
    expect(within(taken).getByText('En attente d’envoi')).toBeInTheDocument();
    expect(stepNames('FLT-2026-000101')).toEqual(['Arrivé', 'Livré', 'Échec']);
    const tried = await posted<StepBody>('/api/asset-dispatch/d-1/steps');
    requests.length = 0;

    offline = false;
    act(() => setOnline(true));

    await waitFor(() => expect(screen.queryByText(/actions? en attente/)).not.toBeInTheDocument());
    const sent = await posted<StepBody>('/api/asset-dispatch/d-1/steps');
    expect(sent.map((b) => b.step)).toEqual(['arrived_pickup', 'picked_up']);
    // The first one is the very step tried offline (same id, same time); each has its own id.
    expect(tried.length).toBeGreaterThan(0);
    expect(tried.every((b) => b.id === sent[0]!.id && b.at === sent[0]!.at)).toBe(true);
    expect(sent[1]!.id).toMatch(UUID);
    expect(sent[1]!.id).not.toBe(sent[0]!.id);
    expect(Date.parse(sent[0]!.at)).toBeLessThanOrEqual(Date.parse(sent[1]!.at));
    await waitFor(() =>
      expect(
        within(card('FLT-2026-000101')).queryByText('En attente d’envoi'),
      ).not.toBeInTheDocument(),
    );
    expect(within(card('FLT-2026-000101')).getByText('En route')).toBeInTheDocument();
  });

  it('sends the phone’s positions in batches while a delivery is open', async () => {
    signInDriver();
    window.FLOTTE_CONFIG = { positionInterval: 1 };
    const move = fakeGeolocation();
    serveDriver([toPick, done]);
    renderAppAt('/driver');
    await screen.findByRole('button', { name: 'Arrivé à la prise en charge' });

    const now = Date.now();
    move(48.85, 2.35, now - 2000);
    move(48.851, 2.351, now - 1000);

    await waitFor(
      async () => expect(await posted('/api/asset-dispatch/d-1/positions')).toHaveLength(1),
      { timeout: 5000 },
    );
    const [batch] = await posted<PositionBatch>('/api/asset-dispatch/d-1/positions');
    expect(batch!.positions).toEqual([
      {
        at: new Date(now - 2000).toISOString(),
        lat: 48.85,
        lng: 2.35,
        accuracy: 8,
        speed: 4,
        heading: 90,
      },
      {
        at: new Date(now - 1000).toISOString(),
        lat: 48.851,
        lng: 2.351,
        accuracy: 8,
        speed: 4,
        heading: 90,
      },
    ]);
    // Never for an ended delivery.
    expect(await posted('/api/asset-dispatch/d-3/positions')).toEqual([]);

    // A step carries where it was taken.
    await userEvent.click(screen.getByRole('button', { name: 'Arrivé à la prise en charge' }));
    await waitFor(async () =>
      expect(await posted('/api/asset-dispatch/d-1/steps')).toEqual([
        expect.objectContaining({ step: 'arrived_pickup', lat: 48.851, lng: 2.351 }),
      ]),
    );
  });

  it('says so when the list cannot load, and when there is nothing to do', async () => {
    signInDriver();
    server.use(http.get('*/api/driver-dispatches', () => apiError(500, 'internal')));
    const { unmount } = renderAppAt('/driver');
    expect(
      await screen.findByText('Vos livraisons n’ont pas pu se charger.', {}, { timeout: 10000 }),
    ).toBeInTheDocument();
    unmount();

    signInDriver();
    serveDriver([]);
    renderAppAt('/driver');
    expect(await screen.findByText('Aucune livraison pour l’instant')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualiser la liste' })).toBeInTheDocument();
  });

  it('a session the API refuses signs out, as everywhere in the app', async () => {
    signInDriver();
    server.use(
      http.get('*/api/driver-dispatches', () => apiError(401, 'session_expired')),
      http.post('*/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    renderAppAt('/driver');
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/login');
  });

  it('at 390 px: full-width steps of 48 px or more, and the proof sheet full screen', async () => {
    const wide = window.innerWidth;
    const matchMedia = window.matchMedia;
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    // The width the media queries see (MUI's `down('sm')` is `max-width: 599.95px`).
    window.matchMedia = ((query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches =
        (!max || 390 <= Number(max[1])) && (!min || 390 >= Number(min[1])) && (!!max || !!min);
      return { ...matchMedia(query), matches, media: query };
    }) as typeof window.matchMedia;
    try {
      signInDriver();
      serveDriver([onTheWay]);
      renderAppAt('/driver');
      const deliver = await screen.findByRole('button', { name: 'Livré' });
      for (const button of stepsOf('FLT-2026-000102') ?? []) {
        // Plain buttons (driver.css); their size inline, where jsdom computes it.
        expect(getComputedStyle(button).width).toBe('100%');
        expect(parseFloat(getComputedStyle(button).minHeight)).toBeGreaterThanOrEqual(48);
      }
      await userEvent.click(deliver);
      const sheet = await screen.findByRole('dialog', { name: 'Preuve de livraison' });
      expect(sheet).toHaveClass('MuiDialog-paperFullScreen');
      for (const button of within(sheet).getAllByRole('button')) {
        expect(parseFloat(getComputedStyle(button).minHeight)).toBeGreaterThanOrEqual(48);
      }
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: wide, configurable: true });
      window.matchMedia = matchMedia;
    }
  });

  it('lands a driver on its screen after sign-in', async () => {
    server.use(
      http.post('*/api/authentication', () =>
        HttpResponse.json({
          user: testUser('driver', 'driver-login'),
          accessToken: 'jwt-driver',
          authentication: {
            strategy: 'local',
            sessionId: 's-d',
            expiresAt: '2030-01-01T00:00:00Z',
          },
        }),
      ),
    );
    serveDriver([toPick]);
    renderAppAt('/login');
    await userEvent.type(await screen.findByLabelText(/Adresse e-mail/), 'driver@flotte.test');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'À faire' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/driver');
  });
});
