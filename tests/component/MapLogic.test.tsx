/**
 * The maps' logic without a map (docs/maps.md): the style with and without tiles, the GeoJSON
 * drawn, the ETA and last-seen texts, and the live updates applied to a trail and to the live
 * map's list. MapLibre itself needs WebGL: none of this does.
 */
import { describe, expect, it } from 'vitest';
import { liveDispatchRecord } from './support/records';
import { etaText, lastSeenText, type Translate } from '../../src/components/map/eta';
import { boundsOf, pointCollection, pointOf, trailLine } from '../../src/components/map/geojson';
import {
  appendPositions,
  applyLivePosition,
  parsePositionMessage,
  trailReducer,
  type PositionEvent,
} from '../../src/components/map/live';
import { buildMapStyle, configuredMapStyle, styleUrls } from '../../src/components/map/style';
import { fr } from '../../src/i18n/fr';
import { en } from '../../src/i18n/en';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the style', () => {
  it('without MAP_TILES_URL: a background, the app’s own sources, no tiles and no address', () => {
    const style = buildMapStyle({ tilesUrl: '', attribution: '© Someone' });
    expect(style.sources.tiles).toBeUndefined();
    expect(Object.values(style.sources).map((s) => s.type)).toEqual(['geojson']);
    expect(style.layers.map((l) => l.type)).toEqual(['background', 'line']);
    // Nothing to fetch: no tiles, no glyphs (so no text layer), no sprite.
    expect(styleUrls(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:|\/\//);
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('as configured without MAP_TILES_URL: the built-in basemap the app serves, credited (issue 33)', () => {
    const style = configuredMapStyle(
      { mapTilesUrl: '', mapTilesAttribution: '' },
      false,
      'https://flotte.test',
    );
    expect(style.sources.tiles).toBeUndefined();
    expect(style.sources.basemap).toEqual({
      type: 'geojson',
      data: 'https://flotte.test/basemap/world.json',
      attribution: 'Natural Earth',
    });
    expect(style.layers.map((l) => l.id)).toEqual([
      'background',
      'basemap-land',
      'basemap-borders',
      'trail-line',
    ]);
    // The app's own file only: no outside host, no glyphs, no sprite.
    expect(styleUrls(style)).toEqual(['https://flotte.test/basemap/world.json']);
    expect(style.glyphs).toBeUndefined();
  });

  it('as configured with MAP_TILES_URL: the tiles and no built-in basemap', () => {
    const style = configuredMapStyle(
      { mapTilesUrl: 'https://tiles.example.test/{z}/{x}/{y}.png', mapTilesAttribution: '© Ex' },
      true,
      'https://flotte.test',
    );
    expect(style.sources.basemap).toBeUndefined();
    expect(styleUrls(style)).toEqual(['https://tiles.example.test/{z}/{x}/{y}.png']);
  });

  it('with MAP_TILES_URL: a raster source of those tiles, with its attribution', () => {
    const style = buildMapStyle({
      tilesUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
      attribution: '© Example contributors',
    });
    expect(style.sources.tiles).toEqual({
      type: 'raster',
      tiles: ['https://tiles.example.test/{z}/{x}/{y}.png'],
      tileSize: 256,
      maxzoom: 19,
      attribution: '© Example contributors',
    });
    expect(style.layers.map((l) => l.id)).toEqual(['background', 'tiles', 'trail-line']);
    expect(styleUrls(style)).toEqual(['https://tiles.example.test/{z}/{x}/{y}.png']);
    expect(style.glyphs).toBeUndefined();
  });

  it('expands {s} to the usual subdomains; the live map adds a clustered source drawn as circles', () => {
    const style = buildMapStyle({
      tilesUrl: 'https://{s}.tiles.example.test/{z}/{x}/{y}.png',
      cluster: true,
    });
    expect(styleUrls(style)).toEqual([
      'https://a.tiles.example.test/{z}/{x}/{y}.png',
      'https://b.tiles.example.test/{z}/{x}/{y}.png',
      'https://c.tiles.example.test/{z}/{x}/{y}.png',
    ]);
    expect(style.sources.tiles).not.toHaveProperty('attribution');
    expect(style.sources.dispatches).toMatchObject({ type: 'geojson', cluster: true });
    const clusters = style.layers.find((l) => l.id === 'dispatch-clusters');
    expect(clusters).toMatchObject({ type: 'circle', filter: ['has', 'point_count'] });
  });
});

describe('the GeoJSON drawn', () => {
  const at = (minute: number) => `2026-03-02T09:${String(minute).padStart(2, '0')}:00.000Z`;

  it('a trail is one line of the trusted positions, oldest first', () => {
    const line = trailLine([
      { at: at(0), lat: 48.85, lng: 2.35, flagged: false },
      { at: at(1), lat: 10, lng: 10, flagged: true },
      { at: at(2), lat: 48.86, lng: 2.36, flagged: false },
    ]);
    expect(line?.geometry.coordinates).toEqual([
      [2.35, 48.85],
      [2.36, 48.86],
    ]);
    expect(trailLine([{ at: at(0), lat: 48.85, lng: 2.35, flagged: false }])).toBeNull();
  });

  it('points become features with their id; bounds hold them all', () => {
    const points = [
      { id: 'd-1', lat: 45.76, lng: 4.83 },
      { id: 'd-2', lat: 48.85, lng: 2.35 },
      { id: 'bad', lat: 120, lng: 0 },
    ];
    const collection = pointCollection(points);
    expect(collection.features.map((f) => [f.id, f.geometry.coordinates])).toEqual([
      ['d-1', [4.83, 45.76]],
      ['d-2', [2.35, 48.85]],
    ]);
    expect(boundsOf(points)).toEqual([
      [2.35, 45.76],
      [4.83, 48.85],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('reads a request’s coordinates defensively', () => {
    expect(pointOf({ pickup_lat: 48.85, pickup_lng: 2.35 }, 'pickup_lat', 'pickup_lng')).toEqual({
      lat: 48.85,
      lng: 2.35,
    });
    expect(
      pointOf({ pickup_lat: '48.85', pickup_lng: '2.35' }, 'pickup_lat', 'pickup_lng'),
    ).toEqual({ lat: 48.85, lng: 2.35 });
    expect(pointOf({ pickup_lat: null, pickup_lng: 2.35 }, 'pickup_lat', 'pickup_lng')).toBeNull();
    expect(pointOf({}, 'pickup_lat', 'pickup_lng')).toBeNull();
    expect(pointOf(undefined, 'pickup_lat', 'pickup_lng')).toBeNull();
  });
});

describe('the ETA and last-seen texts', () => {
  // Our catalogs alone (react-admin's own keys are not needed here).
  const catalogs = { fr, en } as unknown as Record<'fr' | 'en', TranslationMessages>;
  const translateIn = (locale: 'fr' | 'en'): Translate => {
    const i18n = polyglotI18nProvider(() => catalogs[locale], locale);
    return (key, options) => i18n.translate(key, options);
  };
  const now = Date.parse('2026-03-02T09:00:00.000Z');
  const local = (iso: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));

  it.each([
    {
      name: 'says when, how far and how it was computed (road route)',
      locale: 'fr',
      eta: { eta_at: '2026-03-02T09:12:00.000Z', distance_m: 8400, duration_s: 720 },
      method: 'route',
      to: 'dropoff',
      text: (at: string) => `Arrivée à la livraison vers ${at} (dans 12 minutes), à 8,4 km`,
      says: 'Calculée sur l’itinéraire routier.',
    },
    {
      name: 'as the crow flies, in English, to the pickup',
      locale: 'en',
      eta: { eta_at: '2026-03-02T10:00:00.000Z', distance_m: 650, duration_s: 3600 },
      method: 'straight_line',
      to: 'pickup',
      text: (at: string) => `At the pickup around ${at} (in 60 minutes), 650 m away`,
      says: 'Estimated as the crow flies, at the asset type’s average speed.',
    },
  ] as const)('$name', ({ locale, eta: times, method, to, text, says }) => {
    const eta = etaText({ ...times, method, to }, { translate: translateIn(locale), locale, now });
    expect(plain(eta.text)).toBe(text(local(times.eta_at, locale)));
    expect(eta.method).toBe(says);
  });

  it('without an estimate says why, and no method', () => {
    const none = { eta_at: null, distance_m: null, duration_s: null, method: null, to: null };
    expect(etaText(none, { translate: translateIn('fr'), locale: 'fr', now })).toEqual({
      text: 'Heure d’arrivée indisponible : pas encore de position du chauffeur, ou adresse sans coordonnées.',
      method: null,
    });
  });

  it('last seen: relative and clock time, never in the future', () => {
    const context = { translate: translateIn('fr'), locale: 'fr', now };
    expect(plain(lastSeenText('2026-03-02T08:57:00.000Z', context))).toBe(
      `dernière position il y a 3 minutes (${local('2026-03-02T08:57:00.000Z', 'fr')})`,
    );
    expect(lastSeenText('2026-03-02T09:00:20.000Z', context)).toMatch(
      /^dernière position maintenant/,
    );
    expect(lastSeenText(null, context)).toBe('aucune position reçue pour l’instant');
  });

  it('every map text exists in both catalogs', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
      );
    expect(keys(en.flotte.map)).toEqual(keys(fr.flotte.map));
  });
});

describe('live updates', () => {
  const position = (at: string, lat = 48.85, lng = 2.35) => ({ at, lat, lng, flagged: false });

  it('reads `dispatch.position` as the contract sends it, and ignores other messages', () => {
    const data = JSON.stringify({
      id: 'd-1',
      request_id: 'r-1',
      lat: 48.86,
      lng: 2.36,
      at: '2026-03-02T09:01:00.000Z',
    });
    expect(parsePositionMessage('dispatch.position', data)).toEqual({
      dispatch_id: 'd-1',
      request_id: 'r-1',
      positions: [position('2026-03-02T09:01:00.000Z', 48.86, 2.36)],
    });
    expect(parsePositionMessage('change', data)).toBeNull();
    expect(parsePositionMessage('dispatch.position', 'not json')).toBeNull();
    expect(parsePositionMessage('dispatch.position', '{"lat":1}')).toBeNull();
    // Without a usable position: the page refetches.
    expect(parsePositionMessage('dispatch.position', '{"id":"d-1","lat":"x","at":"soon"}')).toEqual(
      { dispatch_id: 'd-1', request_id: null, positions: [] },
    );
  });

  it('a trail gets the new points in order, once each, and only its own dispatch’s', () => {
    const loaded = trailReducer('d-1', [], {
      type: 'loaded',
      positions: [position('2026-03-02T09:02:00.000Z'), position('2026-03-02T09:00:00.000Z')],
    });
    expect(loaded.map((p) => p.at)).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T09:02:00.000Z',
    ]);
    const event = (id: string, ...positions: ReturnType<typeof position>[]): PositionEvent => ({
      dispatch_id: id,
      request_id: 'r-1',
      positions,
    });
    const moved = trailReducer('d-1', loaded, {
      type: 'position',
      event: event(
        'd-1',
        position('2026-03-02T09:01:00.000Z'),
        position('2026-03-02T09:02:00.000Z', 48.9),
      ),
    });
    expect(moved.map((p) => [p.at, p.lat])).toEqual([
      ['2026-03-02T09:00:00.000Z', 48.85],
      ['2026-03-02T09:01:00.000Z', 48.85],
      ['2026-03-02T09:02:00.000Z', 48.9],
    ]);
    expect(
      trailReducer('d-1', moved, {
        type: 'position',
        event: event('d-2', position('2026-03-02T09:03:00.000Z')),
      }),
    ).toBe(moved);
    expect(appendPositions(moved, [])).toBe(moved);
  });

  it('the live map moves a marker to a newer position only; an unknown dispatch asks a refetch', () => {
    const dispatch = liveDispatchRecord({
      driver_id: null,
      driver_name: null,
      lat: 48.85,
      lng: 2.35,
      position_at: '2026-03-02T09:00:00.000Z',
    });
    const list = [dispatch];
    const moved = applyLivePosition(list, {
      dispatch_id: 'd-1',
      request_id: 'r-1',
      positions: [position('2026-03-02T09:01:00.000Z', 48.9, 2.4)],
    });
    expect(moved?.[0]).toMatchObject({
      lat: 48.9,
      lng: 2.4,
      position_at: '2026-03-02T09:01:00.000Z',
    });
    const older = applyLivePosition(list, {
      dispatch_id: 'd-1',
      request_id: 'r-1',
      positions: [position('2026-03-02T08:59:00.000Z', 1, 1)],
    });
    expect(older).toBe(list);
    expect(
      applyLivePosition(list, { dispatch_id: 'd-9', request_id: 'r-9', positions: [] }),
    ).toBeNull();
  });
});
