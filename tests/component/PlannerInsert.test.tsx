/**
 * "Insérer" on the planner's screen (issue 29, docs/rounds.md "Inserting a request"): a request
 * that came after publication is priced, then inserted once confirmed. Found by the browser
 * journey of a planner's day (tests/e2e/rounds.test.ts): once inserted, the pricing was asked
 * again for a request no longer pending (a 404 in the page's console).
 */
import { addDays, clockIn, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Board, Insertion, Round } from '../../contract/rounds';
import { fr } from '../../src/i18n/fr';
import { StorageKeys } from '../../src/providers/storage';
import { renderAppAt, requests, server, serveMockApi, signInAs } from './support/app';

serveMockApi();

// The day's map is not what this test reads (and maplibre's worker does not load here).
vi.mock('../../src/pages/planner/PlanMap', () => ({ PlanMap: () => null }));

const insertFr = fr.flotte.planner.insert;
// The planner's default day: tomorrow in the user's zone (Paris without a business setting).
const tomorrow = addDays(dayIn(DEFAULT_TIME_ZONE, new Date()), 1);
const at = (hhmm: string) => clockIn(DEFAULT_TIME_ZONE, tomorrow, hhmm).toISOString();
const REQUEST = '7c1e1a52-6d51-4a38-9f1e-0c1f3c1b9a01';
const REFERENCE = 'FLT-2026-000431';

const round: Round = {
  id: 'round-1',
  plan_id: 'plan-1',
  owner_user_id: 'user-asset_owner',
  business_id: null,
  asset_id: 'a-1',
  asset_name: 'Renault Trafic',
  driver_id: 'driver-1',
  driver_name: 'Yanis Girard',
  date: tomorrow,
  start_depot_id: null,
  end_depot_id: null,
  shift_start: at('08:00'),
  latest_end: at('18:00'),
  status: 'published',
  distance_m: 12_000,
  duration_s: 3600,
  max_load_kg: 20,
  capacity_kg: 1000,
  planned_end: at('12:00'),
  published_at: at('07:00'),
  stops: [],
  created_at: at('07:00'),
  updated_at: at('07:00'),
};

const board: Board = {
  date: tomorrow,
  requests: [
    {
      id: REQUEST,
      reference: REFERENCE,
      asset_type_name: 'Fourgon',
      pickup_address: '12 rue de Rivoli, 75004 Paris',
      dropoff_address: '15 boulevard Voltaire, 75011 Paris',
      lat: 48.8655,
      lng: 2.367,
      weight_kg: 15,
      window_from: at('08:00'),
      window_until: at('18:00'),
      at_depot: false,
    },
  ],
  assets: [],
  truncated: false,
};

const priced: Insertion = {
  round_id: round.id,
  asset_name: round.asset_name,
  added_s: 540,
  added_m: 2300,
  stops: [
    { request_id: REQUEST, reference: REFERENCE, kind: 'pickup', before: null, after: at('10:05') },
    {
      request_id: REQUEST,
      reference: REFERENCE,
      kind: 'dropoff',
      before: null,
      after: at('10:20'),
    },
  ],
  round: null,
};

const insertCalls = () =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname === '/api/rounds/insert');

describe('inserting a request into a published round (#/planner)', () => {
  it('prices it, inserts it once confirmed, and asks nothing more of it', async () => {
    signInAs('asset_owner');
    let inserted = false;
    server.use(
      http.get('*/api/rounds/board', () =>
        HttpResponse.json({ data: inserted ? { ...board, requests: [] } : board }),
      ),
      http.get('*/api/rounds', () =>
        HttpResponse.json({ data: [round], pagination: { total: 1, limit: 100, skip: 0 } }),
      ),
      http.post('*/api/rounds/insert', async ({ request }) => {
        const body = (await request.json()) as { confirm?: boolean };
        // Inserted, the request is no longer pending: the server no longer finds it.
        if (inserted) return HttpResponse.json({ error: 'not_found' }, { status: 404 });
        if (!body.confirm) return HttpResponse.json({ data: priced });
        inserted = true;
        return HttpResponse.json({ data: { ...priced, round } });
      }),
    );
    renderAppAt('/planner');

    await userEvent.click(
      await screen.findByRole('button', {
        name: insertFr.open_label.replace('%{reference}', REFERENCE),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(
      insertFr.cost
        .replace('%{asset}', 'Renault Trafic')
        .replace('%{minutes}', '9')
        .replace('%{km}', '2.3'),
    );
    expect(within(dialog).getAllByText(insertFr.new)).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: insertFr.confirm }));

    await screen.findByText(insertFr.done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText(fr.flotte.planner.requests_empty);
    // Priced once, inserted once: nothing asked of the request once it is in the round.
    expect(insertCalls()).toHaveLength(2);
  });

  it("tells the new times on the signed-in user's wall clock, not UTC's nor Paris's", async () => {
    // A business in New York (UTC−5 in January): 15:05 UTC is 10:05 there, 16:05 in Paris.
    const user = signInAs('asset_owner');
    localStorage.setItem(
      StorageKeys.user,
      JSON.stringify({ ...user, time_zone: 'America/New_York' }),
    );
    const inJanuary: Insertion = {
      ...priced,
      stops: [
        { ...priced.stops[0]!, after: '2031-01-10T15:05:00.000Z' },
        { ...priced.stops[1]!, after: '2031-01-10T15:20:00.000Z' },
      ],
    };
    server.use(
      http.get('*/api/rounds/board', () => HttpResponse.json({ data: board })),
      http.get('*/api/rounds', () =>
        HttpResponse.json({ data: [round], pagination: { total: 1, limit: 100, skip: 0 } }),
      ),
      http.post('*/api/rounds/insert', () => HttpResponse.json({ data: inJanuary })),
    );
    renderAppAt('/planner');

    await userEvent.click(
      await screen.findByRole('button', {
        name: insertFr.open_label.replace('%{reference}', REFERENCE),
      }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('10:05')).toBeInTheDocument();
    expect(within(dialog).getByText('10:20')).toBeInTheDocument();
    expect(within(dialog).queryByText('15:05')).toBeNull();
    expect(within(dialog).queryByText('16:05')).toBeNull();
  });
});
