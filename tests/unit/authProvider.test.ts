import './support/localStorage';
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, User } from '../../contract/auth';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createHttpClient } from '../../src/providers/httpClient';
import { frenchCatalog } from '../../src/providers/i18nProvider';
import { queryClient as appQueryClient } from '../../src/providers/queryClient';
import { StorageKeys } from '../../src/providers/storage';
import {
  emptyAuthState,
  emptyCustomizationState,
  getAuthState,
  getUserType,
  store,
} from '../../src/providers/store';
import { testUser } from '../component/support/accounts';
import { answer, API, apiError, json, sent, serveApi } from './support/api';

serveApi();

const admin = testUser('superadmin', 'u-admin', { email: 'admin@flotte.demo', name: 'Ada Admin' });
const owner: User = { ...admin, id: 'u-owner', name: 'Olga Owner', role: 'asset_owner' };
const loginAnswer: LoginResponse = {
  user: admin,
  accessToken: 'jwt-1',
  authentication: {
    strategy: 'local',
    sessionId: 's1',
    expiresAt: '2030-01-01T00:00:00.000Z',
  },
};

let cache: QueryClient;
let authProvider: ReturnType<typeof createAuthProvider>;

/** A user signed in earlier, as local storage keeps them across reloads. */
function signedInAs(user: User, token = 'jwt-stored') {
  localStorage.setItem(StorageKeys.user, JSON.stringify(user));
  localStorage.setItem(StorageKeys.token, token);
  localStorage.setItem(StorageKeys.auth, JSON.stringify(loginAnswer.authentication));
  store.setup(); // what <Admin> does on mount: the store takes it from local storage
}

const translateFr = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], frenchCatalog);

beforeEach(() => {
  localStorage.clear();
  store.reset();
  cache = new QueryClient();
  authProvider = createAuthProvider(createHttpClient(API), cache);
});

describe('login', () => {
  it('posts the credentials to /authentication', async () => {
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ email: 'admin@flotte.demo', password: 'secret-pw' });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/authentication');
    expect(sent[0]?.body).toEqual({ email: 'admin@flotte.demo', password: 'secret-pw' });
  });

  it('accepts react-admin stock form field `username` as the email', async () => {
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ username: 'admin@flotte.demo', password: 'secret-pw' });
    expect(sent[0]?.body).toEqual({ email: 'admin@flotte.demo', password: 'secret-pw' });
  });

  it('signs in with a Google ID token through the Google endpoint, stored the same way', async () => {
    answer('post', '/auth/google/sign-in', () => json(loginAnswer));
    await authProvider.login({ credential: 'google-id-token' });
    expect(sent[0]?.url.pathname).toBe('/api/auth/google/sign-in');
    expect(sent[0]?.body).toEqual({ credential: 'google-id-token' });
    expect(localStorage.getItem(StorageKeys.token)).toBe('jwt-1');
    expect(getAuthState().isAuthenticated).toBe(true);
  });

  it('sets loading while the call is pending', async () => {
    let loadingDuringCall: boolean | undefined;
    answer('post', '/authentication', () => {
      loadingDuringCall = getAuthState().loading;
      return json(loginAnswer);
    });
    await authProvider.login({ email: 'admin@flotte.demo', password: 'secret-pw' });
    expect(loadingDuringCall).toBe(true);
    expect(getAuthState().loading).toBe(false);
  });

  it('on success stores user, accessToken and authentication and marks the user signed in', async () => {
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ email: 'admin@flotte.demo', password: 'secret-pw' });
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(admin);
    expect(localStorage.getItem(StorageKeys.token)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(StorageKeys.auth) ?? 'null')).toEqual(
      loginAnswer.authentication,
    );
    expect(getAuthState()).toEqual({
      user: admin,
      token: 'jwt-1',
      authentication: loginAnswer.authentication,
      isAuthenticated: true,
      loading: false,
      success: true,
      error: null,
    });
    expect(store.getItem('userType')).toEqual({ user_type: 5 });
  });

  it('on failure clears user and token, records the error and rejects with its catalog key', async () => {
    signedInAs(owner);
    answer('post', '/authentication', () => apiError(401, 'invalid_credentials'));
    const failure = authProvider.login({ email: 'admin@flotte.demo', password: 'wrong-pw' });
    await expect(failure).rejects.toThrow('flotte.errors.invalid_credentials');
    expect(localStorage.getItem(StorageKeys.user)).toBeNull();
    expect(localStorage.getItem(StorageKeys.token)).toBeNull();
    expect(getAuthState()).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
      loading: false,
      success: false,
      error: 'flotte.errors.invalid_credentials',
    });
    // react-admin's login form notifies error.message through the catalog:
    expect(translateFr('flotte.errors.invalid_credentials')).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
  });

  it('rejects a disabled account with its own key', async () => {
    answer('post', '/authentication', () => apiError(403, 'account_disabled'));
    await expect(
      authProvider.login({ email: 'admin@flotte.demo', password: 'secret-pw' }),
    ).rejects.toThrow('flotte.errors.account_disabled');
  });

  it('rejects with the network key when the server cannot be reached', async () => {
    answer('post', '/authentication', () => HttpResponse.error());
    await expect(
      authProvider.login({ email: 'admin@flotte.demo', password: 'secret-pw' }),
    ).rejects.toThrow('flotte.errors.network');
    expect(getAuthState().error).toBe('flotte.errors.network');
  });
});

/** A business's customization, as its public sign-in page hands it to the login. */
const branding = {
  slug: 'acme',
  business_id: 'b-acme',
  name: 'Acme Logistique',
  logo: '/uploads/acme.png',
  cover_image: null,
  launcher_icon: null,
  primary_color: '#123456',
};

describe('branded sign-in (a business login replaces the stored user)', () => {
  it('stores the business customization with the session and fills the store slice', async () => {
    signedInAs(owner);
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ email: 'a@b.test', password: 'pw', customization: branding });
    expect(JSON.parse(localStorage.getItem(StorageKeys.user) ?? 'null')).toEqual(admin);
    expect(JSON.parse(localStorage.getItem(StorageKeys.businessCustomization) ?? 'null')).toEqual(
      branding,
    );
    expect(store.getItem('customization')).toEqual({
      customizationDetails: {
        cover_image: null,
        name: 'Acme Logistique',
        launcher_icon: null,
        logo: '/uploads/acme.png',
      },
      businessDetails: branding,
    });
    store.setup(); // a reload restores it from local storage
    expect(store.getItem<{ businessDetails: unknown }>('customization')?.businessDetails).toEqual(
      branding,
    );
  });

  it('a plain sign-in removes a previous business customization', async () => {
    localStorage.setItem(StorageKeys.businessCustomization, JSON.stringify(branding));
    store.setup();
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ email: 'a@b.test', password: 'pw' });
    expect(localStorage.getItem(StorageKeys.businessCustomization)).toBeNull();
    expect(
      store.getItem<{ businessDetails: unknown }>('customization')?.businessDetails,
    ).toBeNull();
  });

  it('a failed branded sign-in stores no customization', async () => {
    answer('post', '/authentication', () => apiError(401, 'invalid_credentials'));
    await expect(
      authProvider.login({ email: 'a@b.test', password: 'pw', customization: branding }),
    ).rejects.toThrow('flotte.errors.invalid_credentials');
    expect(localStorage.getItem(StorageKeys.businessCustomization)).toBeNull();
  });
});

describe('branding once signed in (GET /business-customization)', () => {
  const acme = {
    ...branding,
    logo: '/api/uploads/acme.png',
    launcher_icon: '/api/uploads/acme-icon.png',
    primary_color: '#1f4e79',
  };
  const staffOf = (role: User['role']): LoginResponse => ({
    ...loginAnswer,
    user: { ...admin, id: `u-${role}`, role, business_id: 'b-acme' },
  });
  const slice = () =>
    store.getItem<{ businessDetails: unknown; customizationDetails: unknown }>('customization');
  const stored = () => localStorage.getItem(StorageKeys.customization);

  it.each(['business', 'b2b'] as const)(
    '%s staff wear their business branding: stored under `customization` and in the slice',
    async (role) => {
      answer('post', '/authentication', () => json(staffOf(role)));
      answer('get', '/business-customization', () =>
        json({ data: { branding: acme, editable: true } }),
      );
      await authProvider.login({ email: 'a@b.test', password: 'pw' });
      expect(sent.map((r) => r.url.pathname)).toEqual([
        '/api/authentication',
        '/api/business-customization',
      ]);
      expect(sent[1]?.headers.get('authorization')).toBe('Bearer jwt-1');
      expect(JSON.parse(stored() ?? 'null')).toEqual(acme);
      expect(slice()).toEqual({
        customizationDetails: {
          cover_image: null,
          name: 'Acme Logistique',
          launcher_icon: '/api/uploads/acme-icon.png',
          logo: '/api/uploads/acme.png',
        },
        businessDetails: acme,
      });
      store.setup(); // a reload restores it from local storage
      expect(slice()?.businessDetails).toEqual(acme);
    },
  );

  it("wears Flotte's look when the business has no branding, even after a branded sign-in", async () => {
    answer('post', '/authentication', () => json(staffOf('business')));
    answer('get', '/business-customization', () =>
      json({ data: { branding: null, editable: false } }),
    );
    await authProvider.login({ email: 'a@b.test', password: 'pw', customization: acme });
    expect(JSON.parse(localStorage.getItem(StorageKeys.businessCustomization) ?? 'null')).toEqual(
      acme,
    );
    expect(stored()).toBe('null');
    expect(slice()).toEqual(emptyCustomizationState);
    store.setup();
    expect(slice()).toEqual(emptyCustomizationState);
  });

  it("keeps the branded page's look when the branding cannot be read; the sign-in succeeds", async () => {
    answer('post', '/authentication', () => json(staffOf('b2b')));
    answer('get', '/business-customization', () => apiError(500, 'internal'));
    await authProvider.login({ email: 'a@b.test', password: 'pw', customization: acme });
    expect(getAuthState().isAuthenticated).toBe(true);
    expect(stored()).toBeNull();
    expect(slice()?.businessDetails).toEqual(acme);
  });

  it('asks nothing for the other roles, and drops a previous user’s branding', async () => {
    localStorage.setItem(StorageKeys.customization, JSON.stringify(acme));
    store.setup();
    expect(slice()?.businessDetails).toEqual(acme);
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ email: 'a@b.test', password: 'pw' });
    expect(sent.map((r) => r.url.pathname)).toEqual(['/api/authentication']);
    expect(stored()).toBeNull();
    expect(slice()).toEqual(emptyCustomizationState);
  });

  it('drops a branding that answers after the sign-out', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer('post', '/authentication', () => json(staffOf('business')));
    answer('post', '/auth/logout', () => new HttpResponse(null, { status: 204 }));
    answer('get', '/business-customization', async () => {
      await held;
      return json({ data: { branding: acme, editable: true } });
    });
    const login = authProvider.login({ email: 'a@b.test', password: 'pw' });
    await vi.waitFor(() =>
      expect(sent.some((r) => r.url.pathname === '/api/business-customization')).toBe(true),
    );
    await authProvider.logout({});
    release();
    await login;
    expect(stored()).toBeNull();
    expect(slice()).toEqual(emptyCustomizationState);
  });
});

describe('logout', () => {
  const everyKey = Object.values(StorageKeys);

  beforeEach(() => {
    signedInAs(admin, 'jwt-live');
    localStorage.setItem(StorageKeys.businessCustomization, '{"name":"ACME"}');
    localStorage.setItem(StorageKeys.customization, '{"name":"Flotte"}');
    localStorage.setItem(StorageKeys.language, 'en');
    cache.setQueryData(['asset-type', 'getList', {}], { data: [{ id: 't1' }], total: 1 });
  });

  const expectSignedOut = () => {
    for (const key of [
      StorageKeys.auth,
      StorageKeys.token,
      StorageKeys.user,
      StorageKeys.businessCustomization,
      StorageKeys.customization,
    ]) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(getAuthState()).toEqual(emptyAuthState);
    expect(store.getItem('customization')).toEqual(emptyCustomizationState);
    expect(getUserType()).toBe(1);
    expect(cache.getQueryCache().getAll()).toHaveLength(0);
  };

  it('revokes the session on the server, then clears the keys, the slice and the cache', async () => {
    answer('post', '/auth/logout', () => new HttpResponse(null, { status: 204 }));
    expect(everyKey.every((key) => localStorage.getItem(key) !== null)).toBe(true);
    await authProvider.logout({});
    expect(sent[0]?.url.pathname).toBe('/api/auth/logout');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer jwt-live');
    expectSignedOut();
    // Not part of a sign-out: the language stays.
    expect(localStorage.getItem(StorageKeys.language)).toBe('en');
  });

  it('signs out locally even when the server refuses (already revoked)', async () => {
    answer('post', '/auth/logout', () => apiError(401, 'unauthorized'));
    await authProvider.logout({});
    expect(sent).toHaveLength(1);
    expectSignedOut();
  });

  it('signs out locally even when the server cannot be reached', async () => {
    answer('post', '/auth/logout', () => HttpResponse.error());
    await authProvider.logout({});
    expectSignedOut();
  });

  it('does not call the server without a token', async () => {
    localStorage.removeItem(StorageKeys.token);
    store.setup();
    answer('post', '/auth/logout', () => new HttpResponse(null, { status: 204 }));
    await authProvider.logout({});
    expect(sent).toHaveLength(0);
    expectSignedOut();
  });

  it("forgets the driver's saved lists, keeps the steps waiting to be sent", async () => {
    const { listCache, outboxStorage } = await import('../../src/providers/driver/outboxStore');
    const step = { kind: 'positions' as const, id: 'p1', dispatchId: 'd1', positions: [] };
    await listCache('driver-1').write({ data: [], savedAt: '2026-11-26T08:00:00.000Z' });
    await outboxStorage('driver-1').update(() => [step]);
    answer('post', '/auth/logout', () => new HttpResponse(null, { status: 204 }));
    await authProvider.logout({});
    expect(await listCache('driver-1').read()).toBeUndefined();
    expect(await outboxStorage('driver-1').read()).toEqual([step]);
  });

  it('the app authProvider empties the app query client', async () => {
    const { authProvider: appAuthProvider } = await import('../../src/providers/authProvider');
    localStorage.removeItem(StorageKeys.token); // no server call: nothing listens on /api here
    store.setup();
    appQueryClient.setQueryData(['asset-type'], { total: 1 });
    await appAuthProvider.logout({});
    expect(appQueryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('checkAuth', () => {
  it('rejects without a token, asking for no notification', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('passes with a token from local storage', async () => {
    localStorage.setItem(StorageKeys.token, 'jwt');
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('passes with a token from the store', async () => {
    store.setItem('auth', { ...emptyAuthState, token: 'jwt', isAuthenticated: true });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });
});

describe('checkError', () => {
  it('signs out on 401, with the server reason as the message', async () => {
    await expect(
      authProvider.checkError(new HttpError('flotte.errors.session_expired', 401)),
    ).rejects.toThrow('flotte.errors.session_expired');
    await expect(authProvider.checkError({ status: 401 })).rejects.toThrow(
      'flotte.errors.unauthorized',
    );
  });

  it('stays signed in on 403', async () => {
    await expect(
      authProvider.checkError(new HttpError('flotte.errors.forbidden', 403)),
    ).resolves.toBeUndefined();
  });

  it('stays signed in on 500 and on network failures', async () => {
    await expect(
      authProvider.checkError(new HttpError('flotte.errors.internal', 500)),
    ).resolves.toBeUndefined();
    await expect(
      authProvider.checkError(new HttpError('flotte.errors.network', 0)),
    ).resolves.toBeUndefined();
  });
});

describe('identity and permissions', () => {
  it('getIdentity gives id, full name, role and userType of the stored user', async () => {
    signedInAs(owner);
    await expect(authProvider.getIdentity?.()).resolves.toEqual({
      id: 'u-owner',
      fullName: 'Olga Owner',
      email: 'admin@flotte.demo',
      role: 'asset_owner',
      userType: 1,
    });
  });

  it('getIdentity follows a fresh sign-in', async () => {
    answer('post', '/authentication', () => json(loginAnswer));
    await authProvider.login({ email: 'admin@flotte.demo', password: 'secret-pw' });
    await expect(authProvider.getIdentity?.()).resolves.toMatchObject({
      id: 'u-admin',
      fullName: 'Ada Admin',
      role: 'superadmin',
      userType: 5,
    });
  });

  it('getIdentity rejects when nobody is signed in', async () => {
    await expect(authProvider.getIdentity?.()).rejects.toThrow();
  });

  it('getPermissions is the stored role', async () => {
    signedInAs(owner);
    await expect(authProvider.getPermissions?.({})).resolves.toBe('asset_owner');
  });

  it('canAccess applies the permission table to the stored role', async () => {
    signedInAs(owner);
    const can = (action: string) => authProvider.canAccess?.({ action, resource: 'asset-type' });
    await expect(can('list')).resolves.toBe(true);
    await expect(can('delete')).resolves.toBe(false);
    signedInAs(admin);
    await expect(can('delete')).resolves.toBe(true);
  });

  it('canAccess refuses everything when nobody is signed in', async () => {
    await expect(
      authProvider.canAccess?.({ action: 'list', resource: 'asset-type' }),
    ).resolves.toBe(false);
  });
});
