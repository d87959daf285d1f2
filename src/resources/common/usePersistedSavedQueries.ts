import { useEffect } from 'react';
import { useResourceContext, useStoreContext, type SavedQuery } from 'react-admin';
import { STORAGE_PREFIX } from '../../providers/storage';
import { useAuthState } from '../../providers/store';

/** Local-storage key of one user's saved filters on one list. */
export const savedQueriesKey = (userId: string, resource: string) =>
  `${STORAGE_PREFIX}saved-queries.${userId}.${resource}`;

// Storage is a convenience (private browsing, full disks): failures are ignored.
function read(key: string): SavedQuery[] | null {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(key) ?? 'null');
    return Array.isArray(parsed) ? (parsed as SavedQuery[]) : null;
  } catch {
    return null;
  }
}

function write(key: string, queries: SavedQuery[]) {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(queries));
  } catch {
    // ignored: see above
  }
}

/**
 * Keeps the list's saved filters (react-admin's saved queries, `<resource>.savedQueries` in
 * its store) across reloads and sign-ins. The app's store lives in memory and is emptied at
 * sign-out, so local storage holds the durable copy, one per user and list: another person
 * signing in on the same browser never sees them.
 */
export function usePersistedSavedQueries() {
  const resource = useResourceContext();
  const store = useStoreContext();
  const userId = useAuthState().user?.id;
  useEffect(() => {
    if (!resource || !userId) return;
    const storeKey = `${resource}.savedQueries`;
    const storageKey = savedQueriesKey(userId, resource);
    const saved = read(storageKey);
    if (saved && store.getItem(storeKey) === undefined) store.setItem(storeKey, saved);
    return store.subscribe(storeKey, (value: unknown) => {
      // undefined: the store was reset (sign-out), which must not erase the user's copy.
      if (Array.isArray(value)) write(storageKey, value as SavedQuery[]);
    });
  }, [resource, userId, store]);
}
