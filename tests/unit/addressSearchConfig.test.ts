/**
 * Whether the address search has a geocoder reaches the browser (issue 33): `/env.js` says so,
 * and the app reads only an explicit `false` as "none".
 */
import { afterEach, describe, expect, it } from 'vitest';
import { envScript } from '../../server/plugins/web';
import { getConfig } from '../../src/config';

const base = {
  webDir: 'dist/web',
  apiUrl: '/api',
  geoIpUrl: '',
  googleClientId: '',
  mapTilesUrl: '',
  mapTilesAttribution: '',
  positionIntervalSeconds: 15,
};

const configOf = (script: string): unknown =>
  JSON.parse(script.replace(/^window\.FLOTTE_CONFIG = /, '').replace(/;\n$/, ''));

afterEach(() => {
  delete (globalThis as { window?: unknown }).window;
});

describe('the address search in the runtime configuration', () => {
  it('env.js says whether GEOCODER_URL is set', () => {
    expect(configOf(envScript({ ...base, geocoderUrl: undefined }))).toMatchObject({
      addressSearch: false,
    });
    expect(
      configOf(envScript({ ...base, geocoderUrl: 'https://nominatim.example.test' })),
    ).toMatchObject({ addressSearch: true });
  });

  it('the app takes only an explicit false as no search', () => {
    (globalThis as { window?: unknown }).window = { FLOTTE_CONFIG: { addressSearch: false } };
    expect(getConfig().addressSearch).toBe(false);
    (globalThis as { window?: unknown }).window = { FLOTTE_CONFIG: {} };
    expect(getConfig().addressSearch).toBe(true);
  });
});
