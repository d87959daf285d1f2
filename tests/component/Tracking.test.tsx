import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTracking } from '../../contract/tracking';
import { clockTime } from '../../src/components/map/eta';
import { plain, renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';
import { maps, support } from './support/maplibre';

// jsdom has no WebGL: MapLibre is replaced at its one door (docs/maps.md).
vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

serveMockApi();
afterEach(() => {
  maps.length = 0;
  support.webgl = true;
  Reflect.deleteProperty(window, 'FLOTTE_CONFIG');
  vi.useRealTimers();
});

const TOKEN = 'tYq3Vn8kP2wLx5RbZ0cJ7hG4dS9fA1eU6mT3oN8iK2v';

const tracking: PublicTracking = {
  reference: 'FLT-2026-000123',
  status: 'in_transit',
  timeline: [
    { kind: 'created', at: '2026-03-02T08:00:00.000Z', reason: null },
    { kind: 'assigned', at: '2026-03-02T08:20:00.000Z', reason: null },
    { kind: 'in_transit', at: '2026-03-02T09:05:00.000Z', reason: null },
  ],
  pickup_address: '12 rue de Rivoli, 75004 Paris',
  dropoff_address: '3 place Bellecour, 69002 Lyon',
  scheduled_at: '2026-03-02T14:00:00.000Z',
  business: { name: 'Atlas Logistique', logo: '/api/uploads/atlas.png', primary_color: '#0a7d5a' },
  eta: null,
  driver_position: null,
  proof: null,
};

/** A round under way: the window promised, three stops before hers. */
/** 14:10–14:40 on the wall clock of her business, in Paris (winter time, UTC+1). */
const runningRound = {
  window_from: '2026-03-02T13:10:00.000Z',
  window_until: '2026-03-02T13:40:00.000Z',
  time_zone: 'Europe/Paris',
  stops_before: 3,
};

/** Serves `answer` for TOKEN (a function: what it answers at each read), 404 for any other. */
function serveTracking(answer: PublicTracking | (() => PublicTracking) = tracking) {
  server.use(
    http.get('*/api/tracking/:token', ({ params }) =>
      params.token === TOKEN
        ? HttpResponse.json({ data: typeof answer === 'function' ? answer() : answer })
        : HttpResponse.json(
            { statusCode: 404, code: 'not_found', message: 'Not found.' },
            { status: 404, headers: { 'x-robots-tag': 'noindex' } },
          ),
    ),
  );
}

/** The browser's languages (jsdom says en-US): a French visitor unless a test says otherwise. */
const browserLanguages = (languages: string[]) =>
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
beforeEach(() => browserLanguages(['fr-FR', 'fr']));
afterEach(() => Reflect.deleteProperty(window.navigator, 'languages'));

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('the recipient’s tracking page (#/t/:token)', () => {
  it('shows the delivery in the business’s colours: reference, status, its moves, addresses', async () => {
    serveTracking();
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suivi de votre livraison' }),
    ).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('De la part d’Atlas Logistique')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'Logo d’Atlas Logistique' })).toHaveAttribute(
      'src',
      '/api/uploads/atlas.png',
    );
    expect(screen.getByText('Livraison FLT-2026-000123')).toBeInTheDocument();
    expect(screen.getByText('En route')).toBeInTheDocument();

    const status = screen.getByRole('region', { name: 'Où en est-elle ?' });
    const steps = within(status).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Demande reçue'),
      expect.stringContaining('Transporteur affecté'),
      expect.stringContaining('Prise en charge, en route'),
      expect.stringContaining('Livrée'),
    ]);
    expect(steps[0]).toHaveTextContent('2 mars 2026');
    expect(steps[3]).toHaveTextContent('À venir');
    expect(steps[3]).toHaveAttribute('aria-current', 'step');

    const details = screen.getByRole('region', { name: 'Détails' });
    expect(details).toHaveTextContent('12 rue de Rivoli, 75004 Paris');
    expect(details).toHaveTextContent('3 place Bellecour, 69002 Lyon');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Suivi assuré par Flotte');
  });

  it('an unknown or expired link says so, and the robots tag goes with the page', async () => {
    serveTracking();
    const { unmount } = renderAppAt('/t/unknown-token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lien inconnu ou expiré' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/ne correspond à aucune livraison/)).toBeInTheDocument();
    expect(robots()).toBe('noindex');
    unmount();
    expect(robots()).toBeUndefined();
  });

  it('a failure of the server offers to try again', async () => {
    server.use(
      http.get('*/api/tracking/:token', () =>
        HttpResponse.json({ statusCode: 500, code: 'internal', message: 'x' }, { status: 500 }),
      ),
    );
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Le suivi n’a pas pu se charger' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a cancelled delivery says when, in English for an English browser', async () => {
    serveTracking({
      ...tracking,
      status: 'cancelled',
      timeline: [
        { kind: 'created', at: '2026-03-02T08:00:00.000Z', reason: null },
        { kind: 'cancelled', at: '2026-03-02T10:00:00.000Z', reason: null },
      ],
    });
    browserLanguages(['en-GB']);
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tracking your delivery' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This delivery was cancelled on 2 March 2026/)).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('on a running round: the window she was promised and the stops before hers', async () => {
    serveTracking({ ...tracking, round: runningRound });
    renderAppAt(`/t/${TOKEN}`);
    const region = await screen.findByRole('region', { name: 'Votre créneau' });
    expect(region).toHaveTextContent('Entre 14 h 10 et 14 h 40');
    expect(within(region).getByRole('status')).toHaveTextContent('3 arrêts avant le vôtre');
  });

  it('on a running round, in English: the window and one stop before hers', async () => {
    // A business in New York (UTC−5 that day): its clock, whatever the browser's zone.
    const newYork = {
      window_from: '2026-03-02T19:10:00.000Z',
      window_until: '2026-03-02T19:40:00.000Z',
      time_zone: 'America/New_York',
    };
    serveTracking({ ...tracking, round: { ...runningRound, ...newYork, stops_before: 1 } });
    browserLanguages(['en-GB']);
    renderAppAt(`/t/${TOKEN}`);
    const region = await screen.findByRole('region', { name: 'Your time window' });
    expect(region).toHaveTextContent('Between 2:10 pm and 2:40 pm');
    expect(within(region).getByRole('status')).toHaveTextContent('1 stop before yours');
  });

  it('stays open to a signed-in visitor (the business’s staff checking their link)', async () => {
    serveTracking();
    signInAs('business');
    renderAppAt(`/t/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suivi de votre livraison' }),
    ).toBeInTheDocument();
    expect(window.location.hash).toBe(`#/t/${TOKEN}`);
  });
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
/** The time of day as the page writes it (the date too when it is not today). */
const timeOf = (iso: string, locale = 'fr-FR') =>
  clockTime(Date.parse(iso), { locale, now: Date.now() });
const reads = () => requests.filter((r) => new URL(r.url).pathname.startsWith('/api/tracking/'));

const onTheWay = (
  eta: PublicTracking['eta'],
  position: PublicTracking['driver_position'] = {
    lat: 45.7578,
    lng: 4.832,
    at: minutesFromNow(-3),
  },
): PublicTracking => ({ ...tracking, eta, driver_position: position });

/** Delivered at 11:00 with `proof`. */
const delivered = (proof: PublicTracking['proof']): PublicTracking => ({
  ...tracking,
  status: 'delivered',
  timeline: [
    ...tracking.timeline,
    { kind: 'delivered', at: '2026-03-02T11:00:00.000Z', reason: null },
  ],
  proof,
});

describe('while in transit', () => {
  it('tells the ETA and how it was estimated, and when the driver was last seen; text only without tiles', async () => {
    const answer = onTheWay({ at: minutesFromNow(12), method: 'straight_line' });
    serveTracking(answer);
    renderAppAt(`/t/${TOKEN}`);
    const way = await screen.findByRole('region', { name: 'Arrivée prévue' });
    expect(plain(way.textContent)).toContain(
      plain(`Arrivée prévue vers ${timeOf(answer.eta!.at)} (dans 12 minutes).`),
    );
    expect(way).toHaveTextContent(
      'Estimée à vol d’oiseau, à une vitesse moyenne : elle peut varier.',
    );
    const seen = within(way).getByText(/Dernière position du livreur à/);
    expect(plain(seen.textContent)).toBe(
      plain(`Dernière position du livreur à ${timeOf(answer.driver_position!.at)}.`),
    );
    expect(seen.closest('time')).toHaveAttribute('datetime', answer.driver_position!.at);
    // No tiles configured: a lone dot on a blank background would say nothing.
    expect(screen.queryByTestId('flotte-map')).toBeNull();
    expect(maps).toHaveLength(0);
  });

  it('by road, in English', async () => {
    browserLanguages(['en-GB']);
    const answer = onTheWay({ at: minutesFromNow(40), method: 'route' });
    serveTracking(answer);
    renderAppAt(`/t/${TOKEN}`);
    const way = await screen.findByRole('region', { name: 'Expected arrival' });
    expect(plain(way.textContent)).toContain(
      plain(`Expected around ${timeOf(answer.eta!.at, 'en-GB')} (in 40 minutes).`),
    );
    expect(way).toHaveTextContent('Estimated along the road route.');
    expect(plain(way.textContent)).toContain(
      plain(`Driver last seen at ${timeOf(answer.driver_position!.at, 'en-GB')}.`),
    );
  });

  it('no position yet: says when there will be an ETA', async () => {
    serveTracking(onTheWay(null, null));
    renderAppAt(`/t/${TOKEN}`);
    const none = await screen.findByRole('region', { name: 'Arrivée prévue' });
    expect(none).toHaveTextContent(
      'L’heure d’arrivée sera estimée dès que le livreur aura transmis sa position.',
    );
    expect(none).not.toHaveTextContent('Dernière position');
  });

  it('with tiles, shows the driver on a small map loaded on demand', async () => {
    window.FLOTTE_CONFIG = { mapTilesUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' };
    const answer = onTheWay({ at: minutesFromNow(12), method: 'route' });
    serveTracking(answer);
    renderAppAt(`/t/${TOKEN}`);
    const way = await screen.findByRole('region', { name: 'Arrivée prévue' });
    const marker = await within(way).findByRole('img', {
      name: plain(`Le livreur, à ${timeOf(answer.driver_position!.at)}`),
      normalizer: plain,
    } as never);
    expect(marker).toBeInTheDocument();
    expect(maps).toHaveLength(1);
    expect(maps[0]!.options).toMatchObject({
      locale: expect.objectContaining({
        'Map.Title': 'Carte : dernière position du livreur',
        'NavigationControl.ZoomIn': 'Zoomer',
      }),
    });
  });

  it('without WebGL, keeps the text and shows no map nor notice', async () => {
    window.FLOTTE_CONFIG = { mapTilesUrl: 'https://tiles.example.test/{z}/{x}/{y}.png' };
    support.webgl = false;
    serveTracking(onTheWay({ at: minutesFromNow(12), method: 'route' }));
    renderAppAt(`/t/${TOKEN}`);
    const way = await screen.findByRole('region', { name: 'Arrivée prévue' });
    expect(way).toHaveTextContent('Dernière position du livreur à');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(within(way).queryByRole('alert')).toBeNull();
    expect(maps).toHaveLength(0);
  });

  it('reads the page again every 30 s while open, and stops once delivered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: PublicTracking = onTheWay({ at: minutesFromNow(12), method: 'route' });
    serveTracking(() => answer);
    renderAppAt(`/t/${TOKEN}`);
    await screen.findByRole('region', { name: 'Arrivée prévue' });
    expect(reads()).toHaveLength(1);

    answer = delivered({
      at: '2026-03-02T11:00:00.000Z',
      kinds: ['name'],
      photo: null,
      signature: null,
      name: 'Awa Diop',
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(await screen.findByRole('region', { name: 'Preuve de livraison' })).toBeInTheDocument();
    expect(reads()).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Arrivée prévue' })).toBeNull();
    // Ended: no more reads.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(90_000);
    });
    expect(reads()).toHaveLength(2);
  });
});

describe('once delivered', () => {
  it('shows the proof: when, who received it, the photo and the signature with their alt text, the code checked', async () => {
    serveTracking(
      delivered({
        at: '2026-03-02T10:58:00.000Z',
        kinds: ['photo', 'signature', 'name', 'code'],
        photo: '/api/uploads/0b9a3f0e-1d2c-4b5a-8e7f-123456789abc.jpg',
        signature: '/api/uploads/1c8b2e0f-2d3c-4b5a-8e7f-123456789abc.png',
        name: 'Awa Diop',
      }),
    );
    renderAppAt(`/t/${TOKEN}`);
    const proof = await screen.findByRole('region', { name: 'Preuve de livraison' });
    expect(proof).toHaveTextContent(/Remise le 2 mars 2026/);
    expect(proof).toHaveTextContent('Reçue parAwa Diop');
    expect(
      within(proof).getByRole('img', { name: 'Photo de la livraison remise' }),
    ).toHaveAttribute('src', '/api/uploads/0b9a3f0e-1d2c-4b5a-8e7f-123456789abc.jpg');
    expect(within(proof).getByRole('img', { name: 'Signature d’Awa Diop' })).toHaveAttribute(
      'src',
      '/api/uploads/1c8b2e0f-2d3c-4b5a-8e7f-123456789abc.png',
    );
    expect(proof).toHaveTextContent('Code de livraison vérifié.');
    expect(screen.getByText('Livrée', { selector: '.tracking-status' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arrivée prévue' })).toBeNull();
  });

  it("hides the recipient's signature and name until the recipient types the delivery code", async () => {
    const hidden = {
      at: '2026-03-02T10:58:00.000Z',
      kinds: ['photo', 'signature', 'name'] as const,
      photo: '/api/uploads/0b9a3f0e-1d2c-4b5a-8e7f-123456789abc.jpg?expires=1&signature=ab',
      signature: null,
      name: null,
    };
    const codes: (string | null)[] = [];
    server.use(
      http.get('*/api/tracking/:token', ({ request }) => {
        const code = request.headers.get('x-delivery-code');
        codes.push(code);
        return HttpResponse.json({
          data: delivered(
            code === '4821'
              ? {
                  ...hidden,
                  kinds: [...hidden.kinds],
                  signature:
                    '/api/uploads/1c8b2e0f-2d3c-4b5a-8e7f-123456789abc.png?expires=1&signature=cd',
                  name: 'Awa Diop',
                }
              : { ...hidden, kinds: [...hidden.kinds] },
          ),
        });
      }),
    );
    renderAppAt(`/t/${TOKEN}`);
    const proof = await screen.findByRole('region', { name: 'Preuve de livraison' });
    expect(proof).not.toHaveTextContent('Awa Diop');
    expect(within(proof).queryByRole('img', { name: /Signature/ })).toBeNull();
    const field = within(proof).getByRole('textbox', { name: 'Code de livraison' });
    fireEvent.change(field, { target: { value: '4821' } });
    fireEvent.click(within(proof).getByRole('button', { name: 'Afficher' }));
    expect(await within(proof).findByRole('img', { name: 'Signature d’Awa Diop' })).toHaveAttribute(
      'src',
      '/api/uploads/1c8b2e0f-2d3c-4b5a-8e7f-123456789abc.png?expires=1&signature=cd',
    );
    expect(proof).toHaveTextContent('Reçue parAwa Diop');
    expect(within(proof).queryByRole('textbox', { name: 'Code de livraison' })).toBeNull();
    expect(codes).toEqual([null, '4821']);
  });

  it('a delivery without any item kept shows no proof section', async () => {
    serveTracking(
      delivered({
        at: '2026-03-02T11:00:00.000Z',
        kinds: [],
        photo: null,
        signature: null,
        name: null,
      }),
    );
    renderAppAt(`/t/${TOKEN}`);
    await screen.findByRole('region', { name: 'Où en est-elle ?' });
    expect(screen.queryByRole('region', { name: 'Preuve de livraison' })).toBeNull();
  });
});

describe('a failed attempt', () => {
  const failedTimeline: PublicTracking['timeline'] = [
    ...tracking.timeline,
    { kind: 'failed', at: '2026-03-02T10:00:00.000Z', reason: 'absent' },
  ];

  it('says the delivery could not be made, why, and whom to contact; no step is current', async () => {
    serveTracking({ ...tracking, status: 'failed', timeline: failedTimeline });
    renderAppAt(`/t/${TOKEN}`);
    const status = await screen.findByRole('region', { name: 'Où en est-elle ?' });
    expect(screen.getByText('Non livrée', { selector: '.tracking-status' })).toBeInTheDocument();
    const alert = within(status).getByText(/n’a pas pu vous remettre/);
    expect(plain(alert.textContent)).toMatch(
      /^Le livreur n’a pas pu vous remettre votre livraison le 2 mars 2026 .+ : personne n’était présent à l’adresse\. Pour convenir d’une nouvelle tentative, contactez Atlas Logistique\.$/,
    );
    const steps = within(status).getAllByRole('listitem');
    expect(steps.filter((s) => s.getAttribute('aria-current') === 'step')).toEqual([]);
    expect(steps[3]).toHaveTextContent('À venir');
    expect(screen.queryByRole('region', { name: 'Arrivée prévue' })).toBeNull();
  });

  it('once retried, tells the earlier attempt and follows the new one from its assignment', async () => {
    browserLanguages(['en-GB']);
    serveTracking({
      ...tracking,
      status: 'assigned',
      timeline: [
        ...failedTimeline.map((e) =>
          e.kind === 'failed' ? { ...e, reason: 'wrong_address' as const } : e,
        ),
        { kind: 'retried', at: '2026-03-02T10:30:00.000Z', reason: null },
        { kind: 'assigned', at: '2026-03-02T10:45:00.000Z', reason: null },
      ],
    });
    renderAppAt(`/t/${TOKEN}`);
    const status = await screen.findByRole('region', { name: 'Where is it?' });
    expect(plain(status.textContent)).toMatch(
      /Attempt of 2 March 2026 .+ not completed: the address could not be found or was wrong\./,
    );
    expect(status).not.toHaveTextContent('could not hand over');
    const steps = within(status).getAllByRole('listitem');
    // This attempt: assigned at 10:45, not yet picked up (the first attempt's pickup is not it).
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('To come');
  });
});
