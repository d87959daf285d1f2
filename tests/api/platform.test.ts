import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { errorResponse } from '../../contract/common';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    googleClientId: 'client-id.apps.googleusercontent.com',
    geoIpUrl: 'https://geo.example.test/json',
  });
});
afterAll(() => t?.close());

describe('health', () => {
  it('answers ok once the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('/env.js', () => {
  it('sets window.FLOTTE_CONFIG from the server configuration, never cached', async () => {
    const res = await t.app.inject({ url: '/env.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('no-store');
    const window: { FLOTTE_CONFIG?: unknown } = {};
    new Function('window', res.body)(window);
    expect(window.FLOTTE_CONFIG).toEqual({
      apiUrl: '/api',
      googleClientId: 'client-id.apps.googleusercontent.com',
      geoIpUrl: 'https://geo.example.test/json',
      mapTilesUrl: '',
      mapTilesAttribution: '',
      positionInterval: 15,
      // No geocoder in the tests: the address search says it is not configured.
      addressSearch: false,
    });
  });

  it('passes the map tiles and the position interval; the page then allows the tile host', async () => {
    const app = await t.rebuild({
      mapTilesUrl: 'http://tiles.example.test:8080/{z}/{x}/{y}.png',
      mapTilesAttribution: '© Les contributeurs OpenStreetMap',
      positionIntervalSeconds: 30,
    });
    const window: { FLOTTE_CONFIG?: Record<string, unknown> } = {};
    new Function('window', (await app.inject({ url: '/env.js' })).body)(window);
    expect(window.FLOTTE_CONFIG).toMatchObject({
      mapTilesUrl: 'http://tiles.example.test:8080/{z}/{x}/{y}.png',
      mapTilesAttribution: '© Les contributeurs OpenStreetMap',
      positionInterval: 30,
    });
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/img-src [^;]*http:\/\/tiles\.example\.test:8080/);
    expect(csp).toMatch(/connect-src [^;]*http:\/\/tiles\.example\.test:8080/);
    expect(csp).toContain("worker-src 'self'");
    // Without tiles, no tile host is named.
    const plain = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(String(plain.headers['content-security-policy'])).not.toContain('tiles.example.test');
  });
});

describe('OpenAPI documentation', () => {
  it('lists the asset-type and authentication paths with their methods', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths['/api/asset-type'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/asset-type/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'patch',
    ]);
    expect(doc.paths['/api/authentication']).toHaveProperty('post');
    expect(doc.paths['/api/auth/logout']).toHaveProperty('post');
    expect(doc.paths).not.toHaveProperty('/env.js');
  });

  it('serves Swagger UI for people, from its own files', async () => {
    const page = await t.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
  });
});

describe('the built app', () => {
  it('sends a page address without the hash to the same route inside the app', async () => {
    for (const url of ['/b/acme/login', '/asset-type/123/show?x=1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe(`/#${url}`);
    }
  });

  it('answers index.html for the app address, with a same-origin CSP', async () => {
    for (const url of ['/', '/?lang=en']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Flotte test page');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' https://accounts.google.com");
      expect(csp).toContain('connect-src');
      expect(csp).toContain('https://geo.example.test');
    }
  });

  it('does not answer a page for a missing file or an API address', async () => {
    const asset = await t.app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(asset.statusCode).toBe(404);
    expect(errorResponse.parse(asset.json()).code).toBe('not_found');

    const api = await t.app.inject({ url: '/api/nothing-here', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ statusCode: 404, code: 'not_found', message: 'Not found.' });
  });

  it('tells to build the app when it is not built, without crashing', async () => {
    const unbuilt = await t.rebuild({ webDir: path.join(tmpdir(), 'flotte-no-such-dir') });
    const res = await unbuilt.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expect((await unbuilt.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('errors and headers', () => {
  it('answers unknown API routes with the JSON error shape, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/route' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
  });

  /** POST /api/authentication with `body` as it is, said to be JSON. */
  const postJson = (body: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });

  it('answers malformed JSON with 400 validation_failed', async () => {
    const res = await postJson('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });
  });

  it('answers a too large body with 413 payload_too_large', async () => {
    const res = await postJson(
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers an unexpected failure with 500 internal, logged but not leaked', async () => {
    const failing: Db = {
      ...t.db,
      query: async (sql, params) => {
        // Not a connection error (those answer 503): a failure deep in a public route's query.
        if (/from users where email/.test(sql)) {
          throw new Error('relation at 10.1.2.3 is corrupt (secret detail)');
        }
        return t.db.query(sql, params);
      },
    };
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      db: failing,
      config: t.config,
      logger: { level: 'error', stream },
    });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { strategy: 'local', email: 'someone@example.com', password: 'whatever-123' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        statusCode: 500,
        code: 'internal',
        message: 'Internal server error.',
      });
      expect(res.body).not.toContain('secret');
      expect(logs.join('')).toContain('secret detail');
    } finally {
      await app.close();
    }
  });

  it('sends protective headers, and no-store on API answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
