/**
 * A stand-in for MapLibre GL JS in jsdom (which has no WebGL): the few calls FlotteMap makes,
 * recorded. Markers are put in the map's container as the real ones are, so a test finds them
 * by role and name; sources keep the data last set; `fire` plays a map event (a click).
 * Use: `vi.mock('../../src/components/map/loadMapLibre', () => import('./support/maplibre'))`.
 */
import type { StyleSpecification } from 'maplibre-gl';

type Handler = (event: unknown) => void;
type LngLat = { lng: number; lat: number };
type LngLatInput = LngLat | [number, number];

const toLngLat = (value: LngLatInput): LngLat =>
  Array.isArray(value) ? { lng: value[0], lat: value[1] } : { lng: value.lng, lat: value.lat };

/** Every map made, in order (the last one is usually the test's). */
export const maps: FakeMap[] = [];
/** Whether the "browser" has WebGL 2 (the pages show text only without it). */
export const support = { webgl: true };

class FakeSource {
  data: unknown;
  constructor(
    private map: FakeMap,
    spec: { data?: unknown },
  ) {
    this.data = spec.data;
  }
  setData(data: unknown) {
    this.data = data;
    queueMicrotask(() => this.map.fire('render'));
    return this;
  }
  getClusterExpansionZoom() {
    return Promise.resolve(10);
  }
}

export class FakeMap {
  container: HTMLElement;
  style: StyleSpecification;
  options: Record<string, unknown>;
  handlers = new Map<string, Handler[]>();
  sources: Record<string, FakeSource> = {};
  center: LngLat = { lng: 0, lat: 20 };
  zoom = 1;
  fitted: unknown[] = [];
  removed = false;

  constructor(options: { container: HTMLElement; style: StyleSpecification }) {
    this.options = options;
    this.container = options.container;
    this.style = options.style;
    for (const [id, spec] of Object.entries(options.style.sources)) {
      this.sources[id] = new FakeSource(this, spec as { data?: unknown });
    }
    maps.push(this);
    setTimeout(() => this.fire('load'), 0);
  }
  on(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  fire(type: string, event: unknown = {}) {
    for (const handler of this.handlers.get(type) ?? []) handler(event);
  }
  /** A click on the map at a place, as MapLibre reports it. */
  click(at: LngLat) {
    this.fire('click', { lngLat: at, originalEvent: { target: this.container } });
  }
  addControl() {
    return this;
  }
  getSource(id: string) {
    return this.sources[id];
  }
  /** The clustered source's points, none of them clustered. */
  querySourceFeatures(id: string) {
    const data = this.sources[id]?.data as { features?: unknown[] } | undefined;
    return data?.features ?? [];
  }
  fitBounds(bounds: unknown) {
    this.fitted.push(bounds);
    return this;
  }
  jumpTo({ center, zoom }: { center: [number, number]; zoom: number }) {
    this.center = toLngLat(center);
    this.zoom = zoom;
    return this;
  }
  easeTo(options: { center: [number, number]; zoom: number }) {
    return this.jumpTo(options);
  }
  getCenter() {
    return this.center;
  }
  project(at: LngLatInput) {
    const { lng, lat } = toLngLat(at);
    return { x: lng * 100, y: -lat * 100 };
  }
  unproject([x, y]: [number, number]) {
    return { lng: x / 100, lat: -y / 100 };
  }
  remove() {
    this.removed = true;
  }
}

export class FakeMarker {
  element: HTMLElement;
  draggable: boolean;
  lngLat: LngLat = { lng: 0, lat: 0 };
  handlers = new Map<string, Handler[]>();
  constructor({ element, draggable = false }: { element: HTMLElement; draggable?: boolean }) {
    this.element = element;
    this.draggable = draggable;
  }
  setLngLat(at: LngLatInput) {
    this.lngLat = toLngLat(at);
    this.element.dataset.lng = String(this.lngLat.lng);
    this.element.dataset.lat = String(this.lngLat.lat);
    return this;
  }
  getLngLat() {
    return this.lngLat;
  }
  addTo(map: FakeMap) {
    map.container.appendChild(this.element);
    return this;
  }
  remove() {
    this.element.remove();
    return this;
  }
  on(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
    return this;
  }
  getElement() {
    return this.element;
  }
  /** A drag with the mouse that ends at `at`. */
  dragTo(at: LngLat) {
    this.setLngLat(at);
    for (const handler of this.handlers.get('dragend') ?? []) handler({});
  }
}

class NavigationControl {}

const fakeMapLibre = { Map: FakeMap, Marker: FakeMarker, NavigationControl, setWorkerUrl() {} };

export const mapSupported = () => support.webgl;
export const loadMapLibre = () => Promise.resolve(fakeMapLibre);
