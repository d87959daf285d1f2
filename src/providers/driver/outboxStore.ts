import { createStore, delMany, get, keys, set, update, type UseStore } from 'idb-keyval';
import type { OutboxItem, OutboxStorage } from './outbox';
import type { DriverDispatch } from './types';

/**
 * Where the driver's screen keeps what must survive a closed tab or a dead battery: the outbox
 * (steps with their photo and signature files, positions) and the last list read, per user, in
 * IndexedDB (database `flotte-driver`, through idb-keyval). IndexedDB rather than localStorage:
 * a step's proof holds files (a photo of up to 5 MiB), which IndexedDB keeps as they are and
 * localStorage (strings only, about 5 MB for the whole site) cannot; and a read-modify-write
 * there is one transaction, so two tabs never lose each other's items.
 *
 * Without IndexedDB (some private modes, the tests' jsdom) it keeps them in memory: the screen
 * works, only a reload loses what waits.
 */

interface Keyval {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  update<T>(key: string, change: (old: T | undefined) => T): Promise<void>;
  keys(): Promise<string[]>;
  delete(keys: string[]): Promise<void>;
}

function memoryKeyval(): Keyval {
  const values = new Map<string, unknown>();
  return {
    get: async <T>(key: string) => values.get(key) as T | undefined,
    set: async (key, value) => void values.set(key, value),
    update: async <T>(key: string, change: (old: T | undefined) => T) =>
      void values.set(key, change(values.get(key) as T | undefined)),
    keys: async () => [...values.keys()],
    delete: async (names) => names.forEach((name) => values.delete(name)),
  };
}

function indexedDbKeyval(store: UseStore): Keyval {
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    update: (key, change) => update(key, change, store),
    keys: () => keys<string>(store),
    delete: (names) => delMany(names, store),
  };
}

let shared: Keyval | undefined;

/** IndexedDB when the browser has it and lets the page open it; memory otherwise. */
function keyval(): Keyval {
  if (shared) return shared;
  const memory = memoryKeyval();
  if (typeof indexedDB === 'undefined') return (shared = memory);
  const idb = indexedDbKeyval(createStore('flotte-driver', 'keyval'));
  // The first failure (a refused database) switches to memory for the rest of the visit.
  let broken = false;
  const attempt = async <R>(run: (k: Keyval) => Promise<R>): Promise<R> => {
    if (!broken) {
      try {
        return await run(idb);
      } catch {
        broken = true;
      }
    }
    return run(memory);
  };
  shared = {
    get: <T>(key: string) => attempt((k) => k.get<T>(key)),
    set: (key, value) => attempt((k) => k.set(key, value)),
    update: <T>(key: string, change: (old: T | undefined) => T) =>
      attempt((k) => k.update<T>(key, change)),
    keys: () => attempt((k) => k.keys()),
    delete: (names) => attempt((k) => k.delete(names)),
  };
  return shared;
}

/** The outbox of one user (a shared phone never sends one driver's steps as another's). */
export function outboxStorage(userId: string): OutboxStorage {
  const key = `outbox:${userId}`;
  return {
    read: async () => (await keyval().get<OutboxItem[]>(key)) ?? [],
    async update(change) {
      let next: OutboxItem[] = [];
      await keyval().update<OutboxItem[]>(key, (old) => (next = change(old ?? [])));
      return next;
    },
  };
}

/** The last list read, shown while the phone is offline. */
export interface SavedList {
  data: DriverDispatch[];
  /** When it was read (ISO 8601). */
  savedAt: string;
}

const LIST_PREFIX = 'list:';

export const listCache = (userId: string) => {
  const key = `${LIST_PREFIX}${userId}`;
  return {
    read: () => keyval().get<SavedList>(key),
    write: (list: SavedList) => keyval().set(key, list),
  };
};

/**
 * Signing out forgets every saved list (addresses and recipients of the day's deliveries): the
 * next person on a shared phone sees none of them. Outboxes stay: they hold steps already taken,
 * sent only under their own driver's session once that driver signs in again.
 */
export async function forgetSavedLists(): Promise<void> {
  const lists = (await keyval().keys()).filter((key) => key.startsWith(LIST_PREFIX));
  if (lists.length > 0) await keyval().delete(lists);
}
