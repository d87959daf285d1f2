/**
 * The maps in their pages (docs/maps.md), with MapLibre replaced at its one door
 * (src/components/map/loadMapLibre.ts) by a recording stand-in, since jsdom has no WebGL:
 * the request page's tracking (text and map, live over the events stream), the live map and
 * its list, the point picker of the request form.
 */
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveDispatch, TrailPoint } from '../../contract/position';
import type { Request } from '../../contract/request';
import { plain, renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { maps, support } from './support/maplibre';
import { liveDispatchRecord, requestRecord } from './support/records';
import { keepStyles } from './support/styles';

// Its assertions read CSS (getComputedStyle, toBeVisible): MUI's rules stay in the document.
keepStyles();

vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

serveMockApi();
// Whole pages with forms and a live stream: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => {
  maps.length = 0;
  support.webgl = true;
  delete window.FLOTTE_CONFIG;
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/** The live events stream, held open: `send` pushes one message to the app. */
function serveEventStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  server.use(
    http.get(
      '*/api/events',
      () =>
        new HttpResponse(
          new ReadableStream<Uint8Array>({
            start(c) {
              controller = c;
              c.enqueue(encoder.encode('event: ready\ndata: {}\n\n'));
            },
          }),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    ),
  );
  return {
    connected: () => controller !== undefined,
    send: (event: string, data: unknown) =>
      controller!.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

const inTransit = {
  ...requestRecord({
    status: 'in_transit',
    dispatch_id: 'd-1',
    asset_id: 'a-1',
    asset_name: 'Camion bleu',
    reference: 'FLT-2026-000042',
  }),
  pickup_lat: 45.764,
  pickup_lng: 4.8357,
  dropoff_lat: 48.8566,
  dropoff_lng: 2.3522,
} satisfies Request & Record<string, unknown>;

describe('the request page’s tracking', () => {
  it('shows the ETA and how it was computed, the last position, and follows the driver live', async () => {
    signInAs('business');
    const stream = serveEventStream();
    const trail: TrailPoint[] = [
      { at: minutesFromNow(-6), lat: 46.2, lng: 4.7, flagged: false },
      { at: minutesFromNow(-3), lat: 46.5, lng: 4.4, flagged: false },
    ];
    let eta = {
      eta_at: minutesFromNow(95),
      distance_m: 250_000,
      duration_s: 5700,
      method: 'straight_line',
      to: 'dropoff',
    };
    const trailCalls: URLSearchParams[] = [];
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: inTransit })),
      http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
      http.get('*/api/asset-dispatch/d-1/positions', ({ request }) => {
        trailCalls.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: trail });
      }),
      http.get('*/api/asset-dispatch/d-1/eta', () => HttpResponse.json({ data: eta })),
    );
    renderAppAt('/business-dispatches/r-1/show');

    const section = await screen.findByRole('region', { name: 'Suivi' });
    const etaText = await within(section).findByTestId('eta-text');
    expect(plain(etaText.textContent)).toMatch(
      /^Arrivée à la livraison vers .+ \(dans 2 heures\), à 250 km$/,
    );
    expect(within(section).getByTestId('eta-method')).toHaveTextContent(
      'Estimée à vol d’oiseau, à la vitesse moyenne du type d’actif.',
    );
    expect(section).toHaveTextContent('dernière position il y a 3 minutes');
    expect(section).toHaveTextContent('2 positions reçues');
    expect(section).toHaveTextContent('1 rue de Paris, Lyon (sur la carte)');
    expect(trailCalls[0]?.get('limit')).toBe('5000');

    // The map: named, the pickup, drop-off and driver as named markers, the trail as a line.
    const map = await within(section).findByRole('img', { name: /^Chauffeur/ });
    expect(
      within(section).getByRole('img', { name: 'Prise en charge : 1 rue de Paris, Lyon' }),
    ).toBeInTheDocument();
    expect(
      within(section).getByRole('img', { name: 'Livraison : 2 avenue de Lyon, Paris' }),
    ).toBeInTheDocument();
    expect(map).toHaveAttribute('data-lat', '46.5');
    const fake = maps.at(-1)!;
    expect(fake.options.locale).toMatchObject({
      'Map.Title': 'Carte du suivi de la demande FLT-2026-000042',
    });
    expect(fake.style.sources.tiles).toBeUndefined();
    await vi.waitFor(() =>
      expect(
        (fake.sources.trail!.data as { features: { geometry: { coordinates: unknown } }[] })
          .features[0]?.geometry.coordinates,
      ).toEqual([
        [4.7, 46.2],
        [4.4, 46.5],
      ]),
    );

    // A new position arrives on the stream: the trail and the marker move, the ETA is asked again.
    eta = { ...eta, eta_at: minutesFromNow(20), distance_m: 9_500, method: 'route' };
    await vi.waitFor(() => expect(stream.connected()).toBe(true));
    stream.send('dispatch.position', {
      id: 'd-1',
      request_id: 'r-1',
      lat: 46.9,
      lng: 4.1,
      at: minutesFromNow(0),
    });
    await vi.waitFor(() =>
      expect(plain(within(section).getByTestId('eta-text').textContent)).toMatch(
        /^Arrivée à la livraison vers .+ \(dans 20 minutes\), à 9,5 km$/,
      ),
    );
    expect(within(section).getByTestId('eta-method')).toHaveTextContent(
      'Calculée sur l’itinéraire routier.',
    );
    expect(section).toHaveTextContent('3 positions reçues');
    expect(section).toHaveTextContent('dernière position maintenant');
    expect(within(section).getByRole('img', { name: /^Chauffeur/ })).toHaveAttribute(
      'data-lat',
      '46.9',
    );
    // Appended from the event: the trail was not fetched again.
    expect(trailCalls).toHaveLength(1);

    // Another dispatch's position changes nothing here.
    stream.send('dispatch.position', {
      id: 'd-2',
      request_id: 'r-2',
      lat: 1,
      lng: 1,
      at: minutesFromNow(0),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(section).toHaveTextContent('3 positions reçues');
  });

  it('without WebGL, the same facts stay as text', async () => {
    support.webgl = false;
    signInAs('business');
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: inTransit })),
      http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
      http.get('*/api/asset-dispatch/d-1/positions', () => HttpResponse.json({ data: [] })),
      http.get('*/api/asset-dispatch/d-1/eta', () =>
        HttpResponse.json({
          data: { eta_at: null, distance_m: null, duration_s: null, method: null, to: null },
        }),
      ),
    );
    renderAppAt('/business-dispatches/r-1/show');
    const section = await screen.findByRole('region', { name: 'Suivi' });
    expect(
      await within(section).findByText(/La carte ne peut pas s’afficher sur cet appareil/),
    ).toBeInTheDocument();
    expect(await within(section).findByTestId('eta-text')).toHaveTextContent(
      'Heure d’arrivée indisponible',
    );
    expect(section).toHaveTextContent('aucune position reçue pour l’instant');
    expect(maps).toHaveLength(0);
  });

  it('a pending request says when tracking starts, and calls nothing', async () => {
    signInAs('business');
    server.use(
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: requestRecord() })),
      http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
    );
    renderAppAt('/business-dispatches/r-1/show');
    const section = await screen.findByRole('region', { name: 'Suivi' });
    expect(section).toHaveTextContent('Le suivi commence quand un actif est affecté à la demande.');
    expect(section).toHaveTextContent('1 rue de Paris, Lyon (sans point sur la carte)');
    expect(within(section).queryByTestId('flotte-map')).not.toBeInTheDocument();
  });
});

/** Seen two minutes ago. */
const liveDispatch = (over: Partial<LiveDispatch>) =>
  liveDispatchRecord({ position_at: minutesFromNow(-2), ...over });

describe('the live map', () => {
  it('lists the dispatches on their way, each a link to its request, and places them on the map', async () => {
    signInAs('asset_owner');
    const stream = serveEventStream();
    server.use(
      http.get('*/api/business-dispatches/r-2', () =>
        HttpResponse.json({ data: requestRecord({ id: 'r-2', reference: 'FLT-2026-000002' }) }),
      ),
      http.get('*/api/business-dispatches/r-2/timeline', () => HttpResponse.json({ data: [] })),
      http.get('*/api/asset-dispatch/live', () =>
        HttpResponse.json({
          data: [
            liveDispatch({}),
            liveDispatch({
              id: 'd-2',
              request_id: 'r-2',
              reference: 'FLT-2026-000002',
              status: 'assigned',
              asset_name: 'Fourgon',
              driver_id: null,
              driver_name: null,
              lat: null,
              lng: null,
              position_at: null,
            }),
          ],
          truncated: false,
        }),
      ),
    );
    renderAppAt('/live-map');

    const list = await screen.findByRole('region', { name: 'Livraisons en cours' });
    const rows = within(list).getAllByRole('row').slice(1);
    expect(rows.map((r) => plain(r.textContent))).toEqual([
      expect.stringMatching(/^FLT-2026-000001En routeCamion bleuAwa Diopil y a 2 minutes \(/),
      'FLT-2026-000002AffectéeFourgonAucunPas encore de position',
    ]);
    expect(within(list).getByRole('link', { name: 'FLT-2026-000001' })).toHaveAttribute(
      'href',
      '#/business-dispatches/r-1/show',
    );
    expect(within(list).getByRole('link', { name: 'FLT-2026-000002' })).toHaveAttribute(
      'href',
      '#/business-dispatches/r-2/show',
    );

    // On the map: the placed one, a link too; the other is said to be missing.
    const marker = await screen.findByRole('link', {
      name: 'Demande FLT-2026-000001, Camion bleu : ouvrir la demande',
    });
    expect(marker).toHaveAttribute('href', '#/business-dispatches/r-1/show');
    expect(screen.getByText('1 livraison sans position n’est pas sur la carte.')).toBeVisible();
    const fake = maps.at(-1)!;
    expect(fake.style.sources.dispatches).toMatchObject({ cluster: true });
    expect(fake.options.locale).toMatchObject({ 'Map.Title': 'Carte des livraisons en cours' });

    // The menu has its entry.
    expect(screen.getByRole('menuitem', { name: 'Carte en direct' })).toHaveAttribute(
      'href',
      '#/live-map',
    );

    // A position on the stream moves the marker and the row, without a refetch.
    await vi.waitFor(() => expect(stream.connected()).toBe(true));
    stream.send('dispatch.position', {
      id: 'd-1',
      request_id: 'r-1',
      lat: 45.8,
      lng: 4.9,
      at: minutesFromNow(0),
    });
    await vi.waitFor(() => expect(marker).toHaveAttribute('data-lat', '45.8'));
    expect(rows[0]).toHaveTextContent(/maintenant/);

    // Following the marker opens the request.
    await userEvent.click(within(list).getByRole('link', { name: 'FLT-2026-000002' }));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/business-dispatches/r-2/show'));
  });

  it('is not for B2B clients', async () => {
    signInAs('b2b');
    renderAppAt('/live-map');
    expect(
      await screen.findByText("Vous n'avez pas le droit de faire cela.", undefined, {
        timeout: 15000,
      }),
    ).toBeInTheDocument();
  });
});

describe('the point picker of the request form', () => {
  const serveForm = (geocode: { label: string; lat: number; lng: number }[]) => {
    const posted: Record<string, unknown>[] = [];
    const queries: string[] = [];
    server.use(
      http.get('*/api/asset-type', () =>
        HttpResponse.json({
          data: [{ id: 'at-1', name: 'Camionnette', active: true }],
          pagination: { total: 1, limit: 25, skip: 0 },
        }),
      ),
      http.get('*/api/request-package-types', () =>
        HttpResponse.json({ data: [], pagination: { total: 0, limit: 25, skip: 0 } }),
      ),
      http.get('*/api/geocode', ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ data: geocode });
      }),
      http.post('*/api/business-dispatches', async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ data: requestRecord() }, { status: 201 });
      }),
      http.get('*/api/business-dispatches/r-1', () => HttpResponse.json({ data: requestRecord() })),
      http.get('*/api/business-dispatches/r-1/timeline', () => HttpResponse.json({ data: [] })),
    );
    return { posted, queries };
  };

  /** Types a text at once (a paste): char by char, a react-admin form is slow in jsdom. */
  const fill = async (input: HTMLElement, text: string) => {
    await userEvent.click(input);
    await userEvent.paste(text);
  };

  /** The asset type (its choices may arrive after a first click, which re-renders the select). */
  const chooseAssetType = async () => {
    const select = () => screen.getByRole('combobox', { name: /Type d'actif/ });
    await vi.waitFor(
      async () => {
        if (select().getAttribute('aria-expanded') !== 'true') await userEvent.click(select());
        expect(screen.getByRole('option', { name: 'Camionnette' })).toBeInTheDocument();
      },
      { timeout: 10_000, interval: 200 },
    );
    await userEvent.click(screen.getByRole('option', { name: 'Camionnette' }));
  };

  /**
   * The form, its asset type chosen and its two addresses typed; answers its save button and
   * the pickup's point picker.
   */
  const openForm = async (pickupAddress: string, dropoffAddress: string) => {
    renderAppAt('/business-dispatches/create');
    const save = await screen.findByRole('button', { name: 'Enregistrer' });
    await chooseAssetType();
    await fill(screen.getByLabelText(/Adresse de prise en charge/), pickupAddress);
    await fill(screen.getByLabelText(/Adresse de livraison/), dropoffAddress);
    return { save, pickup: screen.getByRole('group', { name: 'Point de prise en charge' }) };
  };

  it('places the pickup from a suggested address and the drop-off with a click; both are sent', async () => {
    signInAs('business');
    const { posted, queries } = serveForm([
      { label: '12 Rue de Rivoli, 75004 Paris, France', lat: 48.8556, lng: 2.3601 },
    ]);
    const { save, pickup } = await openForm('12 rue de Rivoli', 'Place Bellecour, Lyon');

    expect(pickup).toHaveTextContent('Aucun point placé.');
    await userEvent.click(
      within(pickup).getByRole('button', { name: 'Chercher l’adresse saisie' }),
    );
    const suggestions = await within(pickup).findByRole('list', { name: 'Adresses proposées' });
    expect(queries).toEqual(['12 rue de Rivoli']);
    await userEvent.click(
      within(suggestions).getByRole('button', { name: '12 Rue de Rivoli, 75004 Paris, France' }),
    );
    expect(pickup).toHaveTextContent('Point placé : 48,8556, 2,3601.');
    expect(screen.getByLabelText(/Adresse de prise en charge/)).toHaveValue(
      '12 Rue de Rivoli, 75004 Paris, France',
    );

    // The drop-off: the map opens on demand; a click on it places the point, a drag moves it.
    const dropoff = screen.getByRole('group', { name: 'Point de livraison' });
    const toggle = within(dropoff).getByRole('button', { name: 'Placer sur la carte' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(dropoff).getByRole('button', { name: 'Masquer la carte' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The pickup shows on the drop-off's map, for context.
    expect(
      await within(dropoff).findByRole('img', { name: 'Point de prise en charge' }),
    ).toBeInTheDocument();
    const fake = maps.at(-1)!;
    fake.click({ lat: 45.7578, lng: 4.8320001234 });
    expect(await within(dropoff).findByText('Point placé : 45,7578, 4,832.')).toBeInTheDocument();
    const marker = await within(dropoff).findByRole('img', {
      name: 'Point de livraison (flèches pour le déplacer)',
    });
    // The arrow keys move it too (8 px of the stand-in's projection: 0.08 degree).
    marker.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(await within(dropoff).findByText('Point placé : 45,8378, 4,832.')).toBeInTheDocument();

    await userEvent.click(save);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      pickup_address: '12 Rue de Rivoli, 75004 Paris, France',
      pickup_lat: 48.8556,
      pickup_lng: 2.3601,
      dropoff_address: 'Place Bellecour, Lyon',
      dropoff_lat: 45.8378,
      dropoff_lng: 4.832,
    });
  });

  it('with no geocoder configured, the search says so and how to place the point', async () => {
    window.FLOTTE_CONFIG = { addressSearch: false };
    signInAs('business');
    const { queries } = serveForm([]);
    const { pickup } = await openForm('1 rue Inconnue', '2 rue Inconnue');
    await userEvent.click(
      within(pickup).getByRole('button', { name: 'Chercher l’adresse saisie' }),
    );
    expect(
      await within(pickup).findByText(/La recherche d’adresse n’est pas configurée sur ce serveur/),
    ).toBeInTheDocument();
    expect(within(pickup).queryByText(/Aucune adresse proposée/)).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('without a geocoder: no suggestion, the coordinates typed by hand, both or neither', async () => {
    signInAs('business');
    const { posted } = serveForm([]);
    const { save, pickup } = await openForm('1 rue Inconnue', '2 rue Inconnue');
    await userEvent.click(
      within(pickup).getByRole('button', { name: 'Chercher l’adresse saisie' }),
    );
    expect(await within(pickup).findByText(/Aucune adresse proposée/)).toBeInTheDocument();

    await fill(within(pickup).getByLabelText('Latitude'), '48.85');
    await userEvent.click(save);
    expect(
      await within(pickup).findAllByText('Donnez la latitude et la longitude, ou aucune des deux.'),
    ).not.toHaveLength(0);
    expect(posted).toEqual([]);
    await fill(within(pickup).getByLabelText('Longitude'), '2.35');
    await userEvent.click(save);
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ pickup_lat: 48.85, pickup_lng: 2.35 });
    expect(posted[0]).not.toHaveProperty('dropoff_lat');
  });
});
