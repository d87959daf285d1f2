/**
 * The providers' tests' browser: the in-memory localStorage (installed first), the app's store
 * and its whole dataProvider on the fake API of `./api`.
 */
import './localStorage';
import { beforeEach } from 'vitest';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { createHttpClient } from '../../../src/providers/httpClient';
import { store } from '../../../src/providers/store';
import { API, serveApi } from './api';

/** Call in a test file's top level: each test starts signed out, with an empty store. */
export function freshStorePerTest(): void {
  beforeEach(() => {
    localStorage.clear();
    store.reset();
  });
}

/**
 * Call in a test file's top level: the whole dataProvider on the fake API (`serveApi`), each
 * test from a fresh store. Through the whole of it: a method of another module with the same
 * name would win.
 */
export function servedDataProvider() {
  serveApi();
  freshStorePerTest();
  return createDataProvider(createHttpClient(API));
}
