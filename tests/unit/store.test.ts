import './support/localStorage';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '../../contract/auth';
import { roles } from '../../contract/roles';
import { StorageKeys } from '../../src/providers/storage';
import {
  clearAuthState,
  emptyAuthState,
  emptyCustomizationState,
  getAuthState,
  getLanguageState,
  getRole,
  getUserType,
  setAuthState,
  store,
  StoreKeys,
} from '../../src/providers/store';

const user = (role: string) => ({ id: 'u1', name: 'U', email: 'u@x.test', role }) as User;

beforeEach(() => {
  localStorage.clear();
  store.reset();
});

describe('userType (from the stored user role, default 1)', () => {
  const expected = {
    asset_owner: 1,
    business: 2,
    b2b: 3,
    in_house_manager: 4,
    superadmin: 5,
    driver: 6,
  } as const;

  it.each(roles.map((role) => [role, expected[role]] as const))(
    'a stored %s is user_type %i',
    (role, userType) => {
      localStorage.setItem(StorageKeys.user, JSON.stringify(user(role)));
      store.setup();
      expect(getUserType()).toBe(userType);
      expect(store.getItem(StoreKeys.userType)).toEqual({ user_type: userType });
    },
  );

  it('is 1 without a stored user', () => {
    store.setup();
    expect(getUserType()).toBe(1);
    expect(store.getItem(StoreKeys.userType)).toEqual({ user_type: 1 });
  });

  it('is 1 for a role it does not know', () => {
    localStorage.setItem(StorageKeys.user, JSON.stringify(user('pirate')));
    store.setup();
    expect(getUserType()).toBe(1);
    expect(getRole()).toBeUndefined();
  });

  it('follows the user put in the auth slice', () => {
    setAuthState({ user: user('b2b') });
    expect(getUserType()).toBe(3);
    expect(store.getItem(StoreKeys.userType)).toEqual({ user_type: 3 });
    clearAuthState();
    expect(getUserType()).toBe(1);
    expect(store.getItem(StoreKeys.userType)).toEqual({ user_type: 1 });
  });
});

describe('auth slice', () => {
  it('is restored from local storage when <Admin> sets the store up', () => {
    localStorage.setItem(StorageKeys.user, JSON.stringify(user('business')));
    localStorage.setItem(StorageKeys.token, 'jwt');
    store.setup();
    expect(store.getItem(StoreKeys.auth)).toMatchObject({
      user: user('business'),
      token: 'jwt',
      isAuthenticated: true,
      loading: false,
    });
  });

  it('does not bring back a signed-out user on a later setup', () => {
    localStorage.setItem(StorageKeys.token, 'jwt');
    store.setup();
    localStorage.removeItem(StorageKeys.token);
    clearAuthState();
    store.teardown();
    store.setup();
    expect(getAuthState()).toEqual(emptyAuthState);
  });

  it('reads local storage while the store holds no slice (after a reset)', () => {
    localStorage.setItem(StorageKeys.token, 'jwt');
    expect(store.getItem(StoreKeys.auth)).toBeUndefined();
    expect(getAuthState()).toMatchObject({ token: 'jwt', isAuthenticated: true });
  });

  it('merges partial updates', () => {
    setAuthState({ loading: true });
    setAuthState({ error: 'flotte.errors.internal' });
    expect(getAuthState()).toEqual({
      ...emptyAuthState,
      loading: true,
      error: 'flotte.errors.internal',
    });
  });
});

describe('language slice', () => {
  it('starts from current-language, and puts react-admin on it', () => {
    localStorage.setItem(StorageKeys.language, 'en');
    store.setup();
    expect(getLanguageState()).toEqual({ language: 'en', loading: false });
    expect(store.getItem(StoreKeys.locale)).toBe('en');
  });

  it('defaults to French, also for a language the app does not have', () => {
    store.setup();
    expect(getLanguageState()).toEqual({ language: 'fr', loading: false });
    localStorage.setItem(StorageKeys.language, 'de');
    store.setup();
    expect(getLanguageState().language).toBe('fr');
    expect(store.getItem(StoreKeys.locale)).toBe('fr');
  });
});

describe('customization slice (restored from the stored business customization)', () => {
  const branding = (name: string) => ({
    slug: name.toLowerCase(),
    business_id: `b-${name}`,
    name,
    logo: `/api/uploads/${name}.png`,
    cover_image: null,
    launcher_icon: null,
    primary_color: '#123456',
  });

  it("is Flotte's look without any stored branding", () => {
    store.setup();
    expect(store.getItem(StoreKeys.customization)).toEqual(emptyCustomizationState);
  });

  it('is the business customization of a branded sign-in', () => {
    localStorage.setItem(StorageKeys.businessCustomization, JSON.stringify(branding('Acme')));
    store.setup();
    expect(store.getItem(StoreKeys.customization)).toEqual({
      customizationDetails: {
        cover_image: null,
        name: 'Acme',
        launcher_icon: null,
        logo: '/api/uploads/Acme.png',
      },
      businessDetails: branding('Acme'),
    });
  });

  it('is the own business branding once known, over the branded page it came through', () => {
    localStorage.setItem(StorageKeys.businessCustomization, JSON.stringify(branding('Acme')));
    localStorage.setItem(StorageKeys.customization, JSON.stringify(branding('Zenith')));
    store.setup();
    expect(
      store.getItem<{ businessDetails: unknown }>(StoreKeys.customization)?.businessDetails,
    ).toEqual(branding('Zenith'));
    // A stored null: the own business has no branding, Flotte's look.
    localStorage.setItem(StorageKeys.customization, 'null');
    store.setup();
    expect(store.getItem(StoreKeys.customization)).toEqual(emptyCustomizationState);
  });

  it('is emptied with the auth slice', () => {
    localStorage.setItem(StorageKeys.customization, JSON.stringify(branding('Acme')));
    store.setup();
    clearAuthState();
    expect(store.getItem(StoreKeys.customization)).toEqual(emptyCustomizationState);
  });
});
