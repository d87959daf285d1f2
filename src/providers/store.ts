import { memoryStore, useStore, type Store } from 'react-admin';
import type { Authentication, SessionUser as User } from '../../contract/auth';
import type { PublicCustomization } from '../../contract/customization';
import { isRole, userTypeOf, type Role } from '../../contract/role-names';
import { storedLocale, type AppLocale } from './locales';
import { readJson, readString, StorageKeys } from './storage';
import { keepUploadCookie } from './uploadCookie';

/**
 * The client state store of the seed (§2, §3): react-admin's memory store, passed to
 * `<Admin store>`, holding react-admin's own keys plus the slices below. Local storage stays
 * the durable copy (storage.ts); the store is hydrated from it whenever it is set up.
 */
export const StoreKeys = {
  auth: 'auth',
  userType: 'userType',
  language: 'language',
  /** react-admin's own key for the current locale (useLocaleState, I18nContextProvider). */
  locale: 'locale',
  customization: 'customization',
} as const;

/** The auth slice. `error` is the translation key of the last sign-in failure. */
export interface AuthState {
  user: User | null;
  isAuthenticated: boolean;
  authentication: Authentication | null;
  token: string | null;
  loading: boolean;
  success: boolean;
  error: string | null;
}

/** The userType slice: `user_type` from the stored user's role, default 1. */
export interface UserTypeState {
  user_type: number;
}

/** The language slice. */
export interface LanguageState {
  language: AppLocale;
  loading: boolean;
}

/** The customization slice: the branding shown, and the business it belongs to. */
export interface CustomizationState {
  customizationDetails: Pick<
    PublicCustomization,
    'cover_image' | 'name' | 'launcher_icon' | 'logo'
  >;
  businessDetails: PublicCustomization | null;
}

export const emptyCustomizationState: CustomizationState = {
  customizationDetails: { cover_image: null, name: '', launcher_icon: null, logo: null },
  businessDetails: null,
};

/** The slice for a business's public customization (null: Flotte's own look). */
export function customizationStateOf(
  business: PublicCustomization | null | undefined,
): CustomizationState {
  if (!business) return emptyCustomizationState;
  const { cover_image, name, launcher_icon, logo } = business;
  return {
    customizationDetails: { cover_image, name, launcher_icon, logo },
    businessDetails: business,
  };
}

export const emptyAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  authentication: null,
  token: null,
  loading: false,
  success: false,
  error: null,
};

function authFromStorage(): AuthState {
  const token = readString(StorageKeys.token);
  // A session kept from before the cookie existed, or the browser's restart: set it again.
  if (token) keepUploadCookie(token);
  return {
    ...emptyAuthState,
    user: readJson<User>(StorageKeys.user),
    authentication: readJson<Authentication>(StorageKeys.auth),
    token,
    isAuthenticated: token != null,
  };
}

function slicesFromStorage(): Record<string, unknown> {
  const auth = authFromStorage();
  const language = storedLocale();
  return {
    [StoreKeys.auth]: auth,
    [StoreKeys.userType]: { user_type: userTypeOf(auth.user?.role) } satisfies UserTypeState,
    [StoreKeys.language]: { language, loading: false } satisfies LanguageState,
    // Starting react-admin on the stored language makes it wait for that catalog instead of
    // flashing French first.
    [StoreKeys.locale]: language,
    [StoreKeys.customization]: customizationStateOf(storedCustomization()),
  };
}

/**
 * The branding a signed-in session shows: its own (GET /business-customization, stored under
 * `customization` after sign-in; a stored `null` is Flotte's look) once known, else the
 * business customization of the branded page it signed in through.
 */
export function storedCustomization(): PublicCustomization | null {
  return readString(StorageKeys.customization) != null
    ? readJson<PublicCustomization>(StorageKeys.customization)
    : readJson<PublicCustomization>(StorageKeys.businessCustomization);
}

const base = memoryStore(slicesFromStorage());

export const store: Store = {
  ...base,
  // <Admin> calls setup() on mount, and memoryStore's setup() restores the state it was
  // created with: refresh the slices from local storage so a remount after a sign-in or a
  // sign-out never brings back a previous user's state.
  setup() {
    base.setup();
    for (const [key, value] of Object.entries(slicesFromStorage())) base.setItem(key, value);
  },
};
// Usable before <Admin> mounts (and in unit tests): memoryStore ignores reads of writes made
// before its first setup().
store.setup();

/** The auth slice; when the store has none (before setup, after a reset), local storage's. */
export function getAuthState(): AuthState {
  return store.getItem<AuthState>(StoreKeys.auth) ?? authFromStorage();
}

export function setAuthState(partial: Partial<AuthState>): AuthState {
  const next = { ...getAuthState(), ...partial };
  store.setItem(StoreKeys.auth, next);
  if ('user' in partial) {
    store.setItem<UserTypeState>(StoreKeys.userType, { user_type: userTypeOf(next.user?.role) });
  }
  return next;
}

export function setCustomizationState(business: PublicCustomization | null): void {
  store.setItem(StoreKeys.customization, customizationStateOf(business));
}

export function clearAuthState(): void {
  store.setItem(StoreKeys.auth, emptyAuthState);
  store.setItem(StoreKeys.customization, emptyCustomizationState);
  store.setItem<UserTypeState>(StoreKeys.userType, { user_type: userTypeOf(null) });
}

/** The signed-in user's role, if the stored user carries a valid one. */
export function getRole(): Role | undefined {
  const role = getAuthState().user?.role;
  return isRole(role) ? role : undefined;
}

/** `user_type` derived from the stored user's role, default 1. */
export const getUserType = (): number => userTypeOf(getAuthState().user?.role);

export function getLanguageState(): LanguageState {
  return (
    store.getItem<LanguageState>(StoreKeys.language) ?? {
      language: storedLocale(),
      loading: false,
    }
  );
}

export function setLanguageState(partial: Partial<LanguageState>): void {
  store.setItem(StoreKeys.language, { ...getLanguageState(), ...partial });
}

// Hooks for components that render from a slice (they re-render when it changes).
export const useAuthState = () => useStore<AuthState>(StoreKeys.auth, getAuthState())[0];
export const useCustomizationState = () =>
  useStore<CustomizationState>(
    StoreKeys.customization,
    store.getItem<CustomizationState>(StoreKeys.customization) ?? emptyCustomizationState,
  )[0];
export const useLanguageState = () =>
  useStore<LanguageState>(StoreKeys.language, getLanguageState())[0];
