/**
 * The one owner of local-storage keys: a product prefix on user, token, auth,
 * customization and business customization; `current-language` has no prefix. The token is
 * mirrored in the uploads' cookie (uploadCookie.ts).
 */
import { keepUploadCookie } from './uploadCookie';

export const STORAGE_PREFIX = 'flotte.';

export const StorageKeys = {
  user: `${STORAGE_PREFIX}user`,
  token: `${STORAGE_PREFIX}token`,
  auth: `${STORAGE_PREFIX}auth`,
  customization: `${STORAGE_PREFIX}customization`,
  businessCustomization: `${STORAGE_PREFIX}business-customization`,
  language: 'current-language',
} as const;
export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

// Private browsing and full disks make localStorage throw: storage is a convenience, not a
// reason for the app to fail.
export function readString(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function readJson<T>(key: StorageKey): T | null {
  const raw = readString(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function write(key: StorageKey, value: unknown): void {
  if (key === StorageKeys.token) keepUploadCookie(typeof value === 'string' ? value : null);
  try {
    globalThis.localStorage?.setItem(
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    );
  } catch {
    // ignored: see above
  }
}

export function remove(...keys: StorageKey[]): void {
  if (keys.includes(StorageKeys.token)) keepUploadCookie(null);
  for (const key of keys) {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // ignored: see above
    }
  }
}
