import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import {
  memoryStore,
  ResourceContextProvider,
  StoreContext,
  type SavedQuery,
  type Store,
} from 'react-admin';
import { describe, expect, it } from 'vitest';
import {
  savedQueriesKey,
  usePersistedSavedQueries,
} from '../../src/resources/common/usePersistedSavedQueries';

const query = (label: string): SavedQuery => ({
  label,
  value: { filter: { status: 'leased' }, sort: { field: 'name', order: 'ASC' }, perPage: 10 },
});

/** A store as the app's: the signed-in user under `auth`. */
function storeOf(userId: string): Store {
  const store = memoryStore({ auth: { user: { id: userId } } });
  store.setup();
  return store;
}

function mount(store: Store) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    // The bare context: <Admin>'s provider set the store up long before any list mounts.
    <StoreContext.Provider value={store}>
      <ResourceContextProvider value="assets">{children}</ResourceContextProvider>
    </StoreContext.Provider>
  );
  return renderHook(() => usePersistedSavedQueries(), { wrapper });
}

const stored = (userId: string) =>
  JSON.parse(localStorage.getItem(savedQueriesKey(userId, 'assets')) ?? 'null') as unknown;

describe('saved filters kept in local storage', () => {
  it('copies every change, and keeps the copy when the store is emptied at sign-out', () => {
    const store = storeOf('u1');
    mount(store);
    act(() => store.setItem('assets.savedQueries', [query('Loués'), query('Récents')]));
    expect(stored('u1')).toEqual([query('Loués'), query('Récents')]);
    act(() => store.setItem('assets.savedQueries', [query('Loués')]));
    expect(stored('u1')).toEqual([query('Loués')]);

    act(() => store.reset());
    expect(stored('u1')).toEqual([query('Loués')]);
  });

  it("loads the user's copy into an empty store, never over what the store holds", () => {
    localStorage.setItem(savedQueriesKey('u1', 'assets'), JSON.stringify([query('Loués')]));
    const fresh = storeOf('u1');
    mount(fresh);
    expect(fresh.getItem('assets.savedQueries')).toEqual([query('Loués')]);

    const busy = storeOf('u1');
    busy.setItem('assets.savedQueries', [query('Récents')]);
    mount(busy);
    expect(busy.getItem('assets.savedQueries')).toEqual([query('Récents')]);
  });

  it("never shows one user's saved filters to another, and survives unreadable storage", () => {
    localStorage.setItem(savedQueriesKey('u1', 'assets'), JSON.stringify([query('Loués')]));
    localStorage.setItem(savedQueriesKey('u2', 'assets'), '{not json');
    const other = storeOf('u2');
    mount(other);
    expect(other.getItem('assets.savedQueries')).toBeUndefined();
  });
});
