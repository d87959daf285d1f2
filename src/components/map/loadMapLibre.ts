/**
 * The one door to MapLibre GL JS (docs/maps.md): loaded on first use by a dynamic import, so
 * neither the first screen nor a page without a map carries it, with its CSS and its worker
 * (emitted by Vite as a file of its own and named to MapLibre, which would otherwise look for it
 * beside its own module). Component tests replace this module: jsdom has no WebGL.
 */
import type * as MapLibreModule from 'maplibre-gl';
// Only its address (a file of its own in the build): MapLibre starts it as a module worker.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';

export type MapLibre = typeof MapLibreModule;

/** MapLibre draws with WebGL 2: without it (an old browser, jsdom) the pages keep their text. */
export function mapSupported(): boolean {
  return typeof window !== 'undefined' && 'WebGL2RenderingContext' in window;
}

let loading: Promise<MapLibre> | undefined;

export function loadMapLibre(): Promise<MapLibre> {
  loading ??= Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')])
    .then(([maplibre]) => {
      maplibre.setWorkerUrl(workerUrl);
      return maplibre;
    })
    .catch((error: unknown) => {
      loading = undefined; // a failed chunk may load on the next try
      throw error;
    });
  return loading;
}
