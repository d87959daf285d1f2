/**
 * A tariff zone's outline (docs/money.md "Zones") in the tariff's form: typed a point a line
 * (the keyboard's way, checked as the contract checks it, nothing sent while wrong), drawn with
 * clicks on the map (MapLibre's recording stand-in, jsdom having no WebGL), and shown on the
 * tariff's page.
 */
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Tariff } from '../../contract/tariff';
import { renderAppAt, server, serveMockApi, signInAs } from './support/app';
import { list } from './support/api';
import { maps } from './support/maplibre';

vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'));

serveMockApi();
// Whole pages with a form: slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 180_000 });
afterEach(() => {
  maps.length = 0;
});

const tariff = (zones: Tariff['zones']): Tariff => ({
  id: 't-1',
  name: 'Poids lourd',
  asset_type_id: 'at-1',
  asset_type_name: 'Poids lourd',
  currency: 'EUR',
  business_id: null,
  business_name: null,
  base: 4000,
  per_km: 0,
  per_kg: 0,
  included_kg: 0,
  per_extra_stop: 0,
  window_surcharge: 0,
  urgent_surcharge: 0,
  minimum: 0,
  zones,
  active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

/** Serves the tariff and what its form refers to; answers the PATCHes sent, recorded. */
function serveTariff(record: Tariff) {
  const patches: Array<Partial<Tariff>> = [];
  const assetType = { id: 'at-1', name: 'Poids lourd', active: true, currency: 'EUR' };
  server.use(
    http.get('*/api/tariffs/t-1', () => HttpResponse.json({ data: record })),
    http.patch('*/api/tariffs/t-1', async ({ request }) => {
      const body = (await request.json()) as Partial<Tariff>;
      patches.push(body);
      return HttpResponse.json({ data: { ...record, ...body } });
    }),
    http.get('*/api/tariffs', () => list([record])),
    http.get('*/api/asset-type', () => list([assetType])),
    http.get('*/api/asset-type/:id', () => HttpResponse.json({ data: assetType })),
    http.get('*/api/business', () => list([])),
  );
  return patches;
}

const paris = { name: 'Paris', postcodes: ['75'], polygon: null, base: 1200 };

describe('a zone’s outline in the tariff form', () => {
  it('typed a point a line: too few points and an unreadable line are refused; then saved', async () => {
    signInAs('superadmin');
    const patches = serveTariff(tariff([paris]));
    renderAppAt('/tariffs/t-1');
    const outline = await screen.findByRole(
      'textbox',
      { name: 'Points du contour (latitude, longitude)' },
      { timeout: 60_000 },
    );
    expect(outline).toHaveValue('');
    const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

    // Pasted rather than typed key by key: the same keyboard path, fewer renders of the form.
    await userEvent.click(outline);
    await userEvent.paste('48.8156, 2.2242\n48.8156, 2.4699');
    await save();
    await waitFor(() =>
      expect(outline).toHaveAccessibleDescription(
        expect.stringContaining('Le contour d’une zone a au moins 3 points.'),
      ),
    );
    await userEvent.paste('\nquarante-huit');
    await waitFor(() =>
      expect(outline).toHaveAccessibleDescription(
        expect.stringContaining('Une ligne par point : latitude, longitude'),
      ),
    );
    expect(patches).toEqual([]);

    // The last line replaced, with a decimal comma after a semicolon.
    await userEvent.clear(outline);
    await userEvent.paste('48.8156, 2.2242\n48.8156, 2.4699\n48,9022; 2,3470');
    expect(outline).toHaveAccessibleDescription(expect.stringContaining('3 points'));
    await save();
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]!.zones).toEqual([
      {
        ...paris,
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [2.2242, 48.8156],
              [2.4699, 48.8156],
              [2.347, 48.9022],
              [2.2242, 48.8156],
            ],
          ],
        },
      },
    ]);
  });

  it('a zone needs postcodes or an outline', async () => {
    signInAs('superadmin');
    const patches = serveTariff(tariff([paris]));
    renderAppAt('/tariffs/t-1');
    const postcodes = await screen.findByRole(
      'textbox',
      { name: 'Codes postaux' },
      { timeout: 60_000 },
    );
    await userEvent.clear(postcodes);
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(postcodes).toHaveAccessibleDescription(
        'Indiquez des codes postaux ou dessinez le contour de la zone.',
      ),
    );
    expect(patches).toEqual([]);
  });

  it('drawn on the map: a click adds a point, "undo" removes it, the text follows', async () => {
    signInAs('superadmin');
    serveTariff(tariff([paris]));
    renderAppAt('/tariffs/t-1');
    const outline = await screen.findByRole(
      'textbox',
      { name: 'Points du contour (latitude, longitude)' },
      { timeout: 60_000 },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dessiner sur la carte' }));
    await waitFor(() => expect(maps).toHaveLength(1));
    const map = maps[0]!;
    await waitFor(() => expect(map.getSource('zones')).toBeDefined());
    map.click({ lng: 2.3, lat: 48.85 });
    map.click({ lng: 2.4, lat: 48.85 });
    await waitFor(() => expect(outline).toHaveValue('48.85, 2.3\n48.85, 2.4'));
    const region = screen.getByTestId('flotte-map');
    expect(
      within(region).getByRole('img', { name: 'Point 2 du contour : 48,85 ; 2,4' }),
    ).toBeInTheDocument();
    // Two points: a line on the map so far.
    await waitFor(() =>
      expect(map.getSource('zones')?.data).toMatchObject({
        features: [{ geometry: { type: 'LineString' } }],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retirer le dernier point' }));
    await waitFor(() => expect(outline).toHaveValue('48.85, 2.3'));
    await userEvent.click(screen.getByRole('button', { name: 'Effacer le contour' }));
    await waitFor(() => expect(outline).toHaveValue(''));
  });
});

describe('the tariff’s page', () => {
  it('lists each zone with its outline as text, and maps the outlines', async () => {
    signInAs('in_house_manager');
    const ring: Array<[number, number]> = [
      [2.2242, 48.8156],
      [2.4699, 48.8156],
      [2.347, 48.9022],
      [2.2242, 48.8156],
    ];
    serveTariff(
      tariff([
        {
          name: 'Paris intra-muros',
          postcodes: [],
          polygon: { type: 'Polygon', coordinates: [ring] },
          base: 2500,
        },
        { name: 'Yvelines', postcodes: ['78'], polygon: null, base: 3500 },
      ]),
    );
    renderAppAt('/tariffs/t-1/show');
    const table = await screen.findByRole('table', { name: 'Zones' }, { timeout: 60_000 });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Paris intra-muros');
    expect(rows[1]).toHaveTextContent('48.8156, 2.2242');
    expect(rows[2]).toHaveTextContent('Pas de contour : codes postaux seulement.');
    await waitFor(() => expect(maps).toHaveLength(1));
    await waitFor(() =>
      expect(maps[0]!.getSource('zones')?.data).toMatchObject({
        features: [{ geometry: { type: 'Polygon', coordinates: [ring] } }],
      }),
    );
  });
});
