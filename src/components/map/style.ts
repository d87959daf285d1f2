import type { StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';

/**
 * The maps' style, built in code (docs/maps.md): a plain background, the configured raster tiles
 * when there are any (with their attribution), else the built-in basemap the app serves itself
 * (land and borders), and the sources the app draws on. No glyphs and no sprite, so no text
 * layer and no icon: nothing but the tiles or the app's own basemap is ever fetched, and no
 * outside host without tiles. Markers are HTML elements (FlotteMap.tsx); lines and clusters are
 * line and circle layers.
 */

export const MAP_COLORS = {
  background: '#e9eef2',
  land: '#f6f4ee',
  coast: '#aab4bf',
  border: '#8d99a6',
  trail: '#1565c0',
  cluster: '#1565c0',
  clusterStroke: '#ffffff',
  zone: '#6a1b9a',
} as const;

/**
 * Dispatches stay clustered up to the last zoom the source computes (and so at every zoom the
 * map shows, over-zoomed past it): two deliveries closer than a marker never draw two markers
 * on top of each other, each too small a target to point at (WCAG 2.5.8).
 */
export const CLUSTER_MAX_ZOOM = 18;

/** The ids of the style's sources and layers. */
export const SOURCE = {
  tiles: 'tiles',
  basemap: 'basemap',
  trail: 'trail',
  dispatches: 'dispatches',
  zones: 'zones',
} as const;
export const LAYER = {
  background: 'background',
  tiles: 'tiles',
  land: 'basemap-land',
  borders: 'basemap-borders',
  trail: 'trail-line',
  clusters: 'dispatch-clusters',
  zoneFill: 'zone-fill',
  zoneLine: 'zone-line',
} as const;

export interface MapStyleOptions {
  /** A `{z}/{x}/{y}` raster address (`{s}` stands for the a, b and c subdomains); empty: none. */
  tilesUrl?: string;
  /** Shown on the map with the tiles. */
  attribution?: string;
  /** A clustered source of dispatches (the live map). */
  cluster?: boolean;
  /**
   * The address of the built-in basemap's GeoJSON (land and borders, scripts/basemap.ts),
   * drawn when there are no tiles so that a map always shows where it is; empty: none.
   */
  basemap?: string;
}

/** The built-in basemap, a static file of the app (public/basemap/world.json). */
export const BASEMAP_PATH = '/basemap/world.json';
/** Its data's origin, shown on the map (Natural Earth is public domain; credited all the same). */
export const BASEMAP_ATTRIBUTION = 'Natural Earth';

export const emptyCollection = (): FeatureCollection => ({
  type: 'FeatureCollection',
  features: [],
});

/** The tile addresses of one template: `{s}` expanded to the usual a, b, c subdomains. */
export function tileUrls(template: string): string[] {
  return template.includes('{s}')
    ? ['a', 'b', 'c'].map((s) => template.replace('{s}', s))
    : [template];
}

export function buildMapStyle({
  tilesUrl = '',
  attribution = '',
  cluster = false,
  basemap = '',
}: MapStyleOptions = {}): StyleSpecification {
  const tiles = tilesUrl.trim();
  const style: StyleSpecification = {
    version: 8,
    sources: {},
    layers: [
      {
        id: LAYER.background,
        type: 'background',
        paint: { 'background-color': MAP_COLORS.background },
      },
    ],
  };
  if (tiles) {
    style.sources[SOURCE.tiles] = {
      type: 'raster',
      tiles: tileUrls(tiles),
      tileSize: 256,
      maxzoom: 19,
      ...(attribution.trim() ? { attribution: attribution.trim() } : {}),
    };
    style.layers.push({ id: LAYER.tiles, type: 'raster', source: SOURCE.tiles });
  } else if (basemap) {
    style.sources[SOURCE.basemap] = {
      type: 'geojson',
      data: basemap,
      attribution: BASEMAP_ATTRIBUTION,
    };
    // The land's outline is the coastline (and each country's edge); borders drawn over it.
    style.layers.push(
      {
        id: LAYER.land,
        type: 'fill',
        source: SOURCE.basemap,
        filter: ['==', ['get', 'kind'], 'land'],
        paint: { 'fill-color': MAP_COLORS.land, 'fill-outline-color': MAP_COLORS.coast },
      },
      {
        id: LAYER.borders,
        type: 'line',
        source: SOURCE.basemap,
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': MAP_COLORS.border, 'line-width': 0.8, 'line-dasharray': [3, 2] },
      },
    );
  }
  style.sources[SOURCE.trail] = { type: 'geojson', data: emptyCollection() };
  style.layers.push({
    id: LAYER.trail,
    type: 'line',
    source: SOURCE.trail,
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: { 'line-color': MAP_COLORS.trail, 'line-width': 4, 'line-opacity': 0.8 },
  });
  if (cluster) {
    style.sources[SOURCE.dispatches] = {
      type: 'geojson',
      data: emptyCollection(),
      cluster: true,
      clusterRadius: 48,
      maxzoom: CLUSTER_MAX_ZOOM,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
    };
    // The clusters' discs; their counts are HTML markers (no glyphs), the single dispatches too.
    style.layers.push({
      id: LAYER.clusters,
      type: 'circle',
      source: SOURCE.dispatches,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': MAP_COLORS.cluster,
        'circle-opacity': 0.25,
        'circle-radius': ['step', ['get', 'point_count'], 22, 10, 28, 50, 34],
        'circle-stroke-color': MAP_COLORS.cluster,
        'circle-stroke-width': 2,
      },
    });
  }
  return style;
}

/**
 * The style with the tariff zones' outlines (a map given `shapes`): a light fill of each polygon
 * and a line around it, and the line alone of an outline still being drawn (two points).
 */
export function withZones(style: StyleSpecification): StyleSpecification {
  return {
    ...style,
    sources: { ...style.sources, [SOURCE.zones]: { type: 'geojson', data: emptyCollection() } },
    layers: [
      ...style.layers,
      {
        id: LAYER.zoneFill,
        type: 'fill',
        source: SOURCE.zones,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: { 'fill-color': MAP_COLORS.zone, 'fill-opacity': 0.15 },
      },
      {
        id: LAYER.zoneLine,
        type: 'line',
        source: SOURCE.zones,
        layout: { 'line-join': 'round' },
        paint: { 'line-color': MAP_COLORS.zone, 'line-width': 2 },
      },
    ],
  };
}

/**
 * The style of the app's maps as configured: the tiles of MAP_TILES_URL when set, otherwise the
 * built-in basemap served by the app itself (an absolute address: MapLibre fetches it from its
 * worker, where a path would not resolve against the page).
 */
export function configuredMapStyle(
  config: { mapTilesUrl: string; mapTilesAttribution: string },
  cluster = false,
  origin = window.location.origin,
): StyleSpecification {
  return buildMapStyle({
    tilesUrl: config.mapTilesUrl,
    attribution: config.mapTilesAttribution,
    cluster,
    basemap: `${origin}${BASEMAP_PATH}`,
  });
}

/** Every address the style would make the browser fetch (its tiles, glyphs, sprite). */
export function styleUrls(style: StyleSpecification): string[] {
  const urls: string[] = [];
  if (style.glyphs) urls.push(style.glyphs);
  if (typeof style.sprite === 'string') urls.push(style.sprite);
  else if (Array.isArray(style.sprite)) urls.push(...style.sprite.map((s) => s.url));
  for (const source of Object.values(style.sources)) {
    if ('tiles' in source && Array.isArray(source.tiles)) urls.push(...source.tiles);
    if ('url' in source && typeof source.url === 'string') urls.push(source.url);
    if ('data' in source && typeof source.data === 'string') urls.push(source.data);
  }
  return urls;
}
