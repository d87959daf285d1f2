/**
 * The driver's round on `#/driver` (issue 29, docs/rounds.md "The driver's round"): the day's
 * stops in order with planned time, window, ETA and a maps link; the next stop's steps; a stop
 * left with a reason. No map: the list is usable before any map loads.
 */
import { clockIn, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DriverDispatch } from '../../contract/dispatch';
import type { Round, RoundEta, RoundStop, StopSkip } from '../../contract/rounds';
import { StorageKeys } from '../../src/providers/storage';
import { testUser } from './support/accounts';
import { renderAppAt, requests, server, serveMockApi } from './support/app';
import { fakeGeolocation } from './support/geolocation';
import { noStepYet } from './support/records';

serveMockApi();

// The driver's today (its zone: Paris without a business setting).
const day = dayIn(DEFAULT_TIME_ZONE, new Date());
// Times on the driver's wall clock (Paris), as the screen shows them.
const at = (hhmm: string) => clockIn(DEFAULT_TIME_ZONE, day, hhmm).toISOString();

const dispatch = (id: string, reference: string): DriverDispatch => ({
  id,
  request_id: `r-${id}`,
  reference,
  status: 'assigned',
  asset_id: 'a-1',
  asset_name: 'Renault Master',
  pickup_address: '12 rue de Rivoli, 75004 Paris',
  dropoff_address: '8 rue du Bac, 75007 Paris',
  pickup_lat: 48.8556,
  pickup_lng: 2.3601,
  dropoff_lat: 48.857,
  dropoff_lng: 2.326,
  scheduled_at: null,
  recipient_name: 'Awa Diop',
  recipient_phone: null,
  notes: null,
  proof_required: [],
  cod_amount: null,
  current: false,
  currency: 'EUR',
  created_at: at('07:00'),
  updated_at: at('07:00'),
  ...noStepYet,
});

const first = dispatch('d-1', 'FLT-2026-000201');
const second = dispatch('d-2', 'FLT-2026-000202');

const stop = (
  d: DriverDispatch,
  kind: RoundStop['kind'],
  sequence: number,
  start: string,
): RoundStop => ({
  id: `s-${sequence}`,
  kind,
  request_id: d.request_id,
  reference: d.reference,
  sequence,
  address: kind === 'pickup' ? d.pickup_address : d.dropoff_address,
  lat: kind === 'pickup' ? d.pickup_lat! : d.dropoff_lat!,
  lng: kind === 'pickup' ? d.pickup_lng! : d.dropoff_lng!,
  planned_arrival: at(start),
  planned_start: at(start),
  planned_departure: at(start),
  window_from: kind === 'dropoff' ? at('14:10') : null,
  window_until: kind === 'dropoff' ? at('14:40') : null,
  late: false,
  load_kg: 10,
  locked: false,
  dispatch_id: d.id,
});

const round: Round = {
  id: 'round-1',
  plan_id: 'plan-1',
  owner_user_id: 'owner-1',
  business_id: null,
  asset_id: 'a-1',
  asset_name: 'Renault Master',
  driver_id: 'driver',
  driver_name: 'Kevin Marchand',
  date: day,
  start_depot_id: null,
  end_depot_id: null,
  shift_start: at('08:00'),
  latest_end: at('18:00'),
  status: 'published',
  distance_m: 12_000,
  duration_s: 3600,
  max_load_kg: 20,
  capacity_kg: 1200,
  planned_end: at('15:00'),
  published_at: at('07:00'),
  // The second request is loaded at the depot: its drop-off only.
  stops: [
    stop(first, 'pickup', 0, '08:20'),
    stop(first, 'dropoff', 1, '14:10'),
    stop(second, 'dropoff', 2, '14:30'),
  ],
  created_at: at('07:00'),
  updated_at: at('07:00'),
};

const eta: RoundEta = {
  round_id: round.id,
  at: at('08:00'),
  from: 'depot',
  stops: round.stops.map((s, i) => ({
    request_id: s.request_id,
    kind: s.kind,
    eta: at(['08:25', '14:12', '14:50'][i]!),
    late: i === 2,
  })),
};

function serveRound(dispatches: DriverDispatch[] = [first, second]) {
  server.use(
    http.get('*/api/driver-dispatches', () =>
      HttpResponse.json({
        data: dispatches,
        pagination: { total: dispatches.length, limit: 100, skip: 0 },
      }),
    ),
    http.get('*/api/rounds', () =>
      HttpResponse.json({ data: [round], pagination: { total: 1, limit: 100, skip: 0 } }),
    ),
    http.get('*/api/rounds/:id/eta', () => HttpResponse.json({ data: eta })),
    http.post('*/api/rounds/:id/skip', () =>
      HttpResponse.json({ data: { ...round, stops: round.stops.slice(0, 2) } }),
    ),
  );
}

describe('the driver’s round (#/driver)', () => {
  it('lists the day’s stops in order with their times, windows, ETAs and maps links', async () => {
    localStorage.setItem(StorageKeys.user, JSON.stringify(testUser('driver', 'driver-round')));
    localStorage.setItem(StorageKeys.token, 'test-token');
    serveRound();
    renderAppAt('/driver');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ma tournée du jour' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Arrêts de la tournée, dans l’ordre' });
    const stops = within(list).getAllByRole('article');
    expect(stops.map((s) => s.querySelector('h3')?.textContent)).toEqual([
      '1. Prise en charge FLT-2026-000201',
      '2. Livraison FLT-2026-000201',
      '3. Livraison FLT-2026-000202',
    ]);
    expect(await within(stops[1]!).findByText('Arrivée estimée à 14:12')).toBeInTheDocument();
    expect(within(stops[1]!).getByText(/Prévu à 14:10/)).toHaveTextContent('entre 14:10 et 14:40');
    expect(within(stops[2]!).getByText(/Arrivée estimée à 14:50/)).toHaveTextContent(
      'en retard sur le créneau',
    );
    expect(
      within(stops[0]!).getByRole('link', {
        name: 'Itinéraire vers 12 rue de Rivoli, 75004 Paris',
      }),
    ).toHaveAttribute('href', 'geo:48.8556,2.3601?q=12%20rue%20de%20Rivoli%2C%2075004%20Paris');
    expect(screen.getByText('Estimations depuis le dépôt.')).toBeInTheDocument();
    // The next stop offers its own steps; the round's deliveries are not listed twice.
    expect(within(stops[0]!).getByText('Prochain arrêt')).toBeInTheDocument();
    expect(
      within(stops[0]!).getByRole('group', { name: 'Étapes de la livraison FLT-2026-000201' }),
    ).toBeInTheDocument();
    expect(within(stops[1]!).queryByRole('group')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Livraison FLT-2026-000202' })).toBeNull();

    // A stop left: a reason, then the request goes back to the planner.
    await userEvent.click(within(stops[0]!).getByRole('button', { name: 'Laisser cet arrêt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Laisser l’arrêt FLT-2026-000201 ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laisser l’arrêt' }));
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/skip'))).toBe(false);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motif/ }), 'Portail fermé');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Laisser l’arrêt' }));
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.url.endsWith('/rounds/round-1/skip')),
      ).toBe(true),
    );
    const sent = requests.find((r) => r.method === 'POST' && r.url.endsWith('/skip'))!;
    expect((await sent.clone().json()) as StopSkip).toEqual({
      request_id: first.request_id,
      reason: 'Portail fermé',
    });
    expect(await screen.findByText(/Arrêt FLT-2026-000201 laissé/)).toBeInTheDocument();
  });

  it('sends the phone’s positions to the stop it serves, none to the round’s others', async () => {
    localStorage.setItem(StorageKeys.user, JSON.stringify(testUser('driver', 'driver-round-2')));
    localStorage.setItem(StorageKeys.token, 'test-token');
    window.FLOTTE_CONFIG = { positionInterval: 1 };
    const move = fakeGeolocation();
    serveRound([{ ...first, current: true }, second]);
    server.use(
      http.post('*/api/asset-dispatch/:id/positions', async ({ request }) => {
        const body = (await request.json()) as { positions: unknown[] };
        return HttpResponse.json({ data: { accepted: body.positions.length, flagged: 0 } });
      }),
    );
    renderAppAt('/driver');
    await screen.findByRole('heading', { level: 2, name: 'Ma tournée du jour' });

    move(48.85, 2.35, Date.now() - 1000);
    const positionsTo = (id: string) =>
      requests.filter(
        (r) => r.method === 'POST' && r.url.endsWith(`/api/asset-dispatch/${id}/positions`),
      );
    await waitFor(() => expect(positionsTo('d-1')).toHaveLength(1), { timeout: 5000 });
    expect(positionsTo('d-2')).toEqual([]);
  });
});

afterEach(() => {
  Reflect.deleteProperty(window.navigator, 'geolocation');
  Reflect.deleteProperty(window, 'FLOTTE_CONFIG');
});
