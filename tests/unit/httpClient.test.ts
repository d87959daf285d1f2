import './support/localStorage';
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createHttpClient,
  httpClient,
  NETWORK_ERROR_STATUS,
  toHttpError,
} from '../../src/providers/httpClient';
import { StorageKeys } from '../../src/providers/storage';
import { clearAuthState, getAuthState, setAuthState, store } from '../../src/providers/store';
import { answer, API, apiError, json, sent, serveApi } from './support/api';

serveApi();
const client = createHttpClient(API);

beforeEach(() => {
  localStorage.clear();
  store.reset();
  answer('get', '/ping', () => json({ ok: true }));
});

const authorizationSent = async () => {
  await client.get('/ping');
  return sent.at(-1)?.headers.get('authorization') ?? null;
};

describe('httpClient', () => {
  it('is one axios instance on the configured base, /api by default', () => {
    expect(httpClient.defaults.baseURL).toBe('/api');
  });

  it('sends the Bearer token of the store', async () => {
    setAuthState({ token: 'from-store' });
    localStorage.setItem(StorageKeys.token, 'from-storage');
    expect(await authorizationSent()).toBe('Bearer from-store');
  });

  it('sends the token of local storage when the store has none', async () => {
    clearAuthState();
    expect(getAuthState().token).toBeNull();
    localStorage.setItem(StorageKeys.token, 'from-storage');
    expect(await authorizationSent()).toBe('Bearer from-storage');
  });

  it('sends no Authorization header when there is no token at all', async () => {
    expect(await authorizationSent()).toBeNull();
  });

  it('repeats array parameters without brackets', async () => {
    await client.get('/ping', { params: { id: ['a', 'b'] } });
    expect(sent[0]?.url.search).toBe('?id=a&id=b');
  });

  it('keeps the refreshed token the server sends, in the store and in local storage', async () => {
    localStorage.setItem(StorageKeys.token, 'old');
    answer('get', '/ping', () => json({ ok: true }, 200, { 'x-refreshed-token': 'new' }));
    await client.get('/ping');
    expect(getAuthState().token).toBe('new');
    expect(localStorage.getItem(StorageKeys.token)).toBe('new');
    await client.get('/ping');
    expect(sent[1]?.headers.get('authorization')).toBe('Bearer new');
  });

  it('keeps a refreshed token sent with an error answer too', async () => {
    localStorage.setItem(StorageKeys.token, 'old');
    answer('get', '/ping', () =>
      json({ statusCode: 409, code: 'conflict', message: 'x' }, 409, {
        'x-refreshed-token': 'new',
      }),
    );
    await expect(client.get('/ping')).rejects.toThrow();
    expect(localStorage.getItem(StorageKeys.token)).toBe('new');
  });

  it('ignores a refreshed token arriving after sign-out', async () => {
    answer('get', '/ping', () => json({ ok: true }, 200, { 'x-refreshed-token': 'late' }));
    await client.get('/ping');
    expect(getAuthState().token).toBeNull();
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
  });
});

describe('toHttpError', () => {
  const failure = async () => {
    try {
      await client.get('/ping');
    } catch (error) {
      return toHttpError(error);
    }
    throw new Error('the call did not fail');
  };

  it('makes the server code a catalog key, keeps the status and the body', async () => {
    answer('get', '/ping', () => apiError(409, 'name_taken'));
    const error = await failure();
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('flotte.errors.name_taken');
    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({ statusCode: 409, code: 'name_taken' });
    expect(error.body.errors).toBeUndefined();
  });

  it('turns validation details into the field errors react-admin forms show', async () => {
    answer('get', '/ping', () =>
      apiError(400, 'validation_failed', [
        { path: 'name', message: 'flotte.validation.required' },
        { path: 'base_price', message: 'flotte.validation.integer' },
        { path: '', message: 'flotte.validation.invalid' },
      ]),
    );
    const error = await failure();
    expect(error.message).toBe('flotte.errors.validation_failed');
    expect(error.status).toBe(400);
    expect(error.body.errors).toEqual({
      name: 'flotte.validation.required',
      base_price: 'flotte.validation.integer',
      'root.serverError': 'flotte.validation.invalid',
    });
  });

  it('keeps the limit a field detail names, in the form react-admin translates with it', async () => {
    answer('get', '/ping', () =>
      apiError(400, 'validation_failed', [
        { path: 'name', message: 'flotte.validation.too_long', args: { max: 120 } },
      ]),
    );
    const error = await failure();
    expect(error.body.errors).toEqual({
      name: '@@react-admin@@{"message":"flotte.validation.too_long","args":{"max":120}}',
    });
  });

  it('falls back on the status when the answer has no known code', async () => {
    answer('get', '/ping', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    expect((await failure()).message).toBe('flotte.errors.internal');
    answer('get', '/ping', () => apiError(401, 'some_future_code'));
    const error = await failure();
    expect(error.message).toBe('flotte.errors.unauthorized');
    expect(error.status).toBe(401);
  });

  it('reports a network failure as flotte.errors.network', async () => {
    answer('get', '/ping', () => HttpResponse.error());
    const error = await failure();
    expect(error.message).toBe('flotte.errors.network');
    expect(error.status).toBe(NETWORK_ERROR_STATUS);
  });

  it('returns an HttpError as it is', () => {
    const error = new HttpError('flotte.errors.forbidden', 403);
    expect(toHttpError(error)).toBe(error);
  });
});
