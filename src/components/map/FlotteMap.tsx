import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Alert, Box, GlobalStyles, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GeoJSONSource, Map as MapLibreMap, Marker } from 'maplibre-gl';
import { getConfig } from '../../config';
import type { Position } from '../../../contract/polygon';
import {
  boundsOf,
  pointCollection,
  shapeCollection,
  trailCollection,
  type Bounds,
} from './geojson';
import { loadMapLibre, mapSupported, type MapLibre } from './loadMapLibre';
import { CLUSTER_MAX_ZOOM, configuredMapStyle, SOURCE, withZones } from './style';
import type { DispatchPosition, LatLng } from './types';

/**
 * Flotte's map (docs/maps.md): MapLibre loaded on first use, a style built in code (tiles only
 * when configured), HTML markers that are links or focusable images with a name, a trail line,
 * clustered dispatches. Each page gives the same facts as text beside it: the map is never the
 * only way to read them. Where WebGL is missing the map says so and the text stays.
 */

/** `vertex`: a corner of a tariff zone's outline being drawn. */
export type MarkerKind = 'pickup' | 'dropoff' | 'driver' | 'dispatch' | 'vertex';

export interface MapMarker extends LatLng {
  id: string;
  kind: MarkerKind;
  /** Its name for a screen reader (and its tooltip). */
  label: string;
  /** A short visible text in the marker (a letter); none for the driver. */
  text?: string;
  /** Opens this address (an `#/...` route) when followed. */
  href?: string;
  /** Moved with the mouse, a finger or the arrow keys (the point picker). */
  draggable?: boolean;
}

export interface FlotteMapHandle {
  /** The centre of the view (where a keyboard user has panned to). */
  center(): LatLng | null;
}

export interface FlotteMapProps {
  /** The map's name (its region's label). */
  label: string;
  markers?: readonly MapMarker[];
  /** A dispatch's trail, drawn as a line. */
  trail?: readonly DispatchPosition[];
  /** Points drawn clustered at low zoom (the live map): links, `kind: 'dispatch'`. */
  clustered?: readonly MapMarker[];
  /**
   * Outlines drawn as shapes (a tariff's zones): each its vertices `[lng, lat]`, not closed.
   * A map given shapes (even none yet) has their layers.
   */
  shapes?: ReadonlyArray<readonly Position[]>;
  /** The view fits every point again when this changes (first load included). */
  fitKey?: string;
  /** Where the view goes when it has no point to fit (the picker: the business's region). */
  home?: Bounds | null;
  /** A click on the map (not on a marker). */
  onPick?: (point: LatLng) => void;
  /** A draggable marker was moved. */
  onMarkerMove?: (id: string, point: LatLng) => void;
  height?: number | string;
  handleRef?: Ref<FlotteMapHandle>;
}

const COLORS: Record<MarkerKind, string> = {
  pickup: '#1b5e20',
  dropoff: '#b71c1c',
  driver: '#0d47a1',
  dispatch: '#0d47a1',
  vertex: '#6a1b9a',
};

const SIZE: Record<MarkerKind, number> = {
  pickup: 30,
  dropoff: 30,
  driver: 22,
  dispatch: 26,
  vertex: 24,
};

/**
 * Room around the points when the view fits them: the zoom buttons (top right, 29 px wide, 10
 * px in) and the attribution (bottom right) never cover a marker of the first view.
 */
const FIT_PADDING = { top: 48, bottom: 56, left: 48, right: 72 };

/** Keyboard steps of a draggable marker, in screen pixels (Shift: ten times more). */
const KEY_STEP = 8;

/** The marker's element: a link when it opens something, else a named image (focusable). */
export function markerElement(marker: MapMarker): HTMLElement {
  const element = document.createElement(marker.href ? 'a' : 'div');
  if (marker.href) element.setAttribute('href', marker.href);
  else element.setAttribute('role', 'img');
  element.tabIndex = 0;
  element.className = `flotte-marker flotte-marker-${marker.kind}`;
  updateMarkerElement(element, marker);
  const size = SIZE[marker.kind];
  Object.assign(element.style, {
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '50%',
    background: COLORS[marker.kind],
    border: '3px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.5)',
    color: '#fff',
    font: '700 13px/1 system-ui, sans-serif',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textDecoration: 'none',
    cursor: marker.href ? 'pointer' : marker.draggable ? 'grab' : 'default',
    boxSizing: 'border-box',
  });
  return element;
}

function updateMarkerElement(element: HTMLElement, marker: MapMarker) {
  element.setAttribute('aria-label', marker.label);
  element.title = marker.label;
  element.textContent = marker.text ?? '';
  if (marker.href) element.setAttribute('href', marker.href);
}

/** A cluster's element: its count, a button that zooms in on it. */
function clusterElement(count: number, label: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'flotte-marker flotte-marker-cluster';
  element.textContent = String(count);
  element.setAttribute('aria-label', label);
  element.title = label;
  Object.assign(element.style, {
    width: '36px',
    height: '36px',
    borderRadius: '50%',
    background: '#fff',
    border: `3px solid ${COLORS.dispatch}`,
    color: COLORS.dispatch,
    font: '700 14px/1 system-ui, sans-serif',
    cursor: 'pointer',
    padding: '0',
  });
  return element;
}

/**
 * A cluster's click: zoom to where it splits; where no zoom splits it (deliveries at one place),
 * a popup lists them as links instead.
 */
async function openCluster(
  maplibre: MapLibre,
  instance: MapLibreMap,
  clusterId: number,
  count: number,
  at: [number, number],
  byId: ReadonlyMap<string, MapMarker>,
  translate: (key: string, options?: Record<string, unknown>) => string,
) {
  const source = instance.getSource<GeoJSONSource>(SOURCE.dispatches);
  if (!source) return;
  const zoom = await source.getClusterExpansionZoom(clusterId);
  if (zoom <= CLUSTER_MAX_ZOOM) {
    instance.easeTo({ center: at, zoom });
    return;
  }
  const leaves = await source.getClusterLeaves(clusterId, count, 0);
  const list = document.createElement('ul');
  list.setAttribute('aria-label', translate('flotte.map.same_place', { smart_count: count }));
  Object.assign(list.style, { margin: '0', padding: '0 0 0 16px', font: '14px/1.6 system-ui' });
  for (const leaf of leaves) {
    const point = byId.get(String(leaf.properties?.id ?? ''));
    if (!point?.href) continue;
    const link = document.createElement('a');
    link.href = point.href;
    link.textContent = point.label;
    Object.assign(link.style, { display: 'inline-block', minHeight: '24px' });
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  new maplibre.Popup({ closeButton: true, maxWidth: '320px' })
    .setLngLat(at)
    .setDOMContent(list)
    .addTo(instance);
  list.querySelector('a')?.focus();
}

interface Placed {
  marker: Marker;
  element: HTMLElement;
  kind: string;
}

/**
 * The cluster counts and the single dispatches of the clustered source, as HTML markers (no
 * glyphs needed), kept in `placed`: run after each render of the map.
 */
function syncClusterMarkers(
  maplibre: MapLibre,
  instance: MapLibreMap,
  points: readonly MapMarker[],
  placed: Map<string, Placed>,
  translate: (key: string, options?: Record<string, unknown>) => string,
) {
  const byId = new Map(points.map((p) => [p.id, p]));
  if (!instance.getSource(SOURCE.dispatches)) return;
  const seen = new Set<string>();
  for (const feature of instance.querySourceFeatures(SOURCE.dispatches)) {
    const props = feature.properties ?? {};
    if (feature.geometry.type !== 'Point') continue;
    const [lng = 0, lat = 0] = feature.geometry.coordinates;
    if (props.cluster) {
      const clusterId = Number(props.cluster_id);
      const count = Number(props.point_count);
      const key = `cluster:${clusterId}:${count}`;
      if (seen.has(key)) continue;
      seen.add(key);
      let entry = placed.get(key);
      if (!entry) {
        const text = translate('flotte.map.cluster', { smart_count: count });
        const element = clusterElement(count, text);
        element.addEventListener('click', () => {
          void openCluster(maplibre, instance, clusterId, count, [lng, lat], byId, translate);
        });
        const marker = new maplibre.Marker({ element }).setLngLat([lng, lat]).addTo(instance);
        entry = { marker, element, kind: 'cluster' };
        placed.set(key, entry);
      }
      continue;
    }
    const id = String(props.id ?? feature.id ?? '');
    const point = byId.get(id);
    if (!point || seen.has(id)) continue;
    seen.add(id);
    let entry = placed.get(id);
    if (!entry) {
      const element = markerElement(point);
      const marker = new maplibre.Marker({ element }).setLngLat([lng, lat]).addTo(instance);
      entry = { marker, element, kind: point.kind };
      placed.set(id, entry);
    } else {
      entry.marker.setLngLat([point.lng, point.lat]);
      updateMarkerElement(entry.element, point);
    }
  }
  for (const [key, entry] of placed) {
    if (!seen.has(key)) {
      entry.marker.remove();
      placed.delete(key);
    }
  }
}

export const FlotteMap = ({
  label,
  markers = [],
  trail = [],
  clustered,
  shapes,
  fitKey = '',
  home = null,
  onPick,
  onMarkerMove,
  height = 320,
  handleRef,
}: FlotteMapProps) => {
  const translate = useTranslate();
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'unsupported'>(() =>
    mapSupported() ? 'loading' : 'unsupported',
  );
  const lib = useRef<MapLibre | null>(null);
  const map = useRef<MapLibreMap | null>(null);
  const placed = useRef(new Map<string, Placed>());
  const clusters = useRef(new Map<string, Placed>());
  const latest = useRef({ onPick, onMarkerMove, clustered, translate });
  useEffect(() => {
    latest.current = { onPick, onMarkerMove, clustered, translate };
  });

  useImperativeHandle(handleRef, () => ({
    center: () => {
      const c = map.current?.getCenter();
      return c ? { lat: c.lat, lng: c.lng } : null;
    },
  }));

  // The map itself: once per mount (its texts in the language of that moment).
  const withClusters = clustered !== undefined;
  const withShapes = shapes !== undefined;
  useEffect(() => {
    if (state === 'unsupported' || !container.current) return;
    let cancelled = false;
    let created: MapLibreMap | undefined;
    const markersPlaced = placed.current;
    const clustersPlaced = clusters.current;
    const t = latest.current.translate;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled || !container.current) return;
        const config = getConfig();
        const style = configuredMapStyle(config, withClusters);
        created = new maplibre.Map({
          container: container.current,
          style: withShapes ? withZones(style) : style,
          center: [0, 20],
          zoom: 1,
          // The tiles' or the built-in basemap's origin, always credited.
          attributionControl: { compact: true },
          cooperativeGestures: true,
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
          locale: {
            'Map.Title': label,
            'Marker.Title': t('flotte.map.controls.marker'),
            'NavigationControl.ZoomIn': t('flotte.map.controls.zoom_in'),
            'NavigationControl.ZoomOut': t('flotte.map.controls.zoom_out'),
            'NavigationControl.ResetBearing': t('flotte.map.controls.reset_bearing'),
            'AttributionControl.ToggleAttribution': t('flotte.map.controls.attribution'),
            'CooperativeGesturesHandler.WindowsHelpText': t('flotte.map.controls.help_windows'),
            'CooperativeGesturesHandler.MacHelpText': t('flotte.map.controls.help_mac'),
            'CooperativeGesturesHandler.MobileHelpText': t('flotte.map.controls.help_mobile'),
          },
        });
        created.addControl(
          new maplibre.NavigationControl({ showCompass: false, visualizePitch: false }),
          'top-right',
        );
        created.on('click', (event) => {
          const target = event.originalEvent?.target;
          if (target instanceof Element && target.closest('.flotte-marker')) return;
          latest.current.onPick?.({ lat: event.lngLat.lat, lng: event.lngLat.lng });
        });
        const instance = created;
        instance.on('load', () => {
          if (cancelled) return;
          lib.current = maplibre;
          map.current = instance;
          setState('ready');
        });
        if (withClusters) {
          instance.on('render', () =>
            syncClusterMarkers(
              maplibre,
              instance,
              latest.current.clustered ?? [],
              clustersPlaced,
              latest.current.translate,
            ),
          );
        }
        instance.on('error', (event) => {
          // A tile that fails is only logged: the points stay on the background.
          console.warn('map:', event.error?.message);
        });
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      for (const p of markersPlaced.values()) p.marker.remove();
      for (const p of clustersPlaced.values()) p.marker.remove();
      markersPlaced.clear();
      clustersPlaced.clear();
      created?.remove();
      map.current = null;
      lib.current = null;
    };
    // The map is made once; what it shows follows in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withClusters, withShapes]);

  // The plain markers: added, moved, renamed, removed as the props say.
  const markersKey = JSON.stringify(markers);
  useEffect(() => {
    const maplibre = lib.current;
    const instance = map.current;
    if (state !== 'ready' || !maplibre || !instance) return;
    const wanted = new Set(markers.map((m) => m.id));
    for (const [id, entry] of placed.current) {
      if (!wanted.has(id)) {
        entry.marker.remove();
        placed.current.delete(id);
      }
    }
    for (const m of markers) {
      const entry = placed.current.get(m.id);
      if (entry && entry.kind === m.kind) {
        entry.marker.setLngLat([m.lng, m.lat]);
        updateMarkerElement(entry.element, m);
        continue;
      }
      entry?.marker.remove();
      const element = markerElement(m);
      const marker = new maplibre.Marker({ element, draggable: !!m.draggable })
        .setLngLat([m.lng, m.lat])
        .addTo(instance);
      if (m.draggable) {
        marker.on('dragend', () => {
          const at = marker.getLngLat();
          latest.current.onMarkerMove?.(m.id, { lat: at.lat, lng: at.lng });
        });
        element.addEventListener('keydown', (event) => {
          const step = event.shiftKey ? KEY_STEP * 10 : KEY_STEP;
          const move: Record<string, [number, number]> = {
            ArrowUp: [0, -step],
            ArrowDown: [0, step],
            ArrowLeft: [-step, 0],
            ArrowRight: [step, 0],
          };
          const delta = move[event.key];
          if (!delta) return;
          event.preventDefault();
          event.stopPropagation();
          const pixel = instance.project(marker.getLngLat());
          const at = instance.unproject([pixel.x + delta[0], pixel.y + delta[1]]);
          marker.setLngLat(at);
          latest.current.onMarkerMove?.(m.id, { lat: at.lat, lng: at.lng });
        });
      }
      placed.current.set(m.id, { marker, element, kind: m.kind });
    }
    // markersKey stands for markers' content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, markersKey]);

  // The trail line.
  const trailKey = `${trail.length}:${trail[trail.length - 1]?.at ?? ''}`;
  useEffect(() => {
    if (state !== 'ready') return;
    map.current?.getSource<GeoJSONSource>(SOURCE.trail)?.setData(trailCollection(trail));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, trailKey]);

  // The clustered points.
  const clusteredKey = JSON.stringify(clustered ?? null);
  useEffect(() => {
    if (state !== 'ready' || !clustered) return;
    map.current?.getSource<GeoJSONSource>(SOURCE.dispatches)?.setData(pointCollection(clustered));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, clusteredKey]);

  // The outlines.
  const shapesKey = JSON.stringify(shapes ?? null);
  useEffect(() => {
    if (state !== 'ready' || !shapes) return;
    map.current?.getSource<GeoJSONSource>(SOURCE.zones)?.setData(shapeCollection(shapes));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, shapesKey]);

  // The view: around every point when first ready and whenever fitKey changes, else home.
  const corners = (shapes ?? []).flat().map(([lng, lat]) => ({ lat, lng }));
  const toFit = boundsOf([
    ...markers,
    ...(clustered ?? []),
    ...trail.filter((p) => !p.flagged),
    ...corners,
  ]);
  const fitTo = (bounds: Bounds | null) => {
    const instance = map.current;
    if (state !== 'ready' || !instance || !bounds) return;
    const [[west, south], [east, north]] = bounds;
    if (west === east && south === north) {
      instance.jumpTo({ center: [west, south], zoom: 14 });
    } else {
      instance.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: 15, duration: 0 });
    }
  };
  useEffect(() => {
    fitTo(toFit ?? home);
    // Only on a new fitKey: a live update must not take the view from the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, fitKey]);
  // A home known late (the picker's: the business's last points, read when the map opens) is
  // taken while there is still nothing else to show.
  const homeKey = JSON.stringify(home);
  useEffect(() => {
    if (!toFit) fitTo(home);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [homeKey]);

  if (state === 'unsupported' || state === 'failed') {
    return (
      <Alert severity="info" variant="outlined" sx={{ my: 1 }}>
        {translate(state === 'unsupported' ? 'flotte.map.unsupported' : 'flotte.map.failed')}
      </Alert>
    );
  }
  return (
    <Box sx={{ position: 'relative', width: '100%', height }}>
      <GlobalStyles
        styles={{
          '.flotte-marker:focus-visible': { outline: '3px solid #000', outlineOffset: '2px' },
          '.flotte-marker:hover': { filter: 'brightness(1.15)' },
        }}
      />
      <Box
        ref={container}
        data-testid="flotte-map"
        // Sized, not placed: MapLibre's own CSS makes its container `position: relative`.
        sx={{ width: '100%', height: '100%', borderRadius: 1, overflow: 'hidden' }}
      />
      {state === 'loading' ? (
        <Skeleton
          variant="rectangular"
          aria-hidden
          sx={{ position: 'absolute', inset: 0, height: '100%' }}
        />
      ) : null}
    </Box>
  );
};
