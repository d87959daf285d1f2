import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { Role } from '../../../contract/roles';
import { App } from '../../../src/App';
import { queryClient } from '../../../src/providers/queryClient';
import { StorageKeys } from '../../../src/providers/storage';
import { testUser } from './accounts';

/**
 * The real app (providers, http client, routes) against an API answered by msw on the
 * network layer. Each test file gets fresh modules, so singletons start clean per file.
 */
export const server = setupServer(
  // The live-status stream opens after sign-in (docs/live.md); tests that need it answer it.
  http.get('*/api/events', () => new HttpResponse(null, { status: 204 })),
);
/** Every request the app sent, in order. */
export const requests: Request[] = [];

/** The query of each call the app made to `pathname` (such as `/api/leases`), in order. */
export const queriesTo = (pathname: string) =>
  requests
    .map((r) => new URL(r.url))
    .filter((u) => u.pathname === pathname)
    .map((u) => u.searchParams);

export function serveMockApi() {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      requests.push(request.clone());
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    server.resetHandlers();
    requests.length = 0;
    queryClient.clear();
  });
  afterAll(() => server.close());
}

export function signInAs(role: Role) {
  const user = testUser(role, `user-${role}`);
  localStorage.setItem(StorageKeys.user, JSON.stringify(user));
  localStorage.setItem(StorageKeys.token, 'test-token');
  return user;
}

/** Renders the whole app at a route of its hash router. */
export function renderAppAt(path: string) {
  window.location.hash = `#${path}`;
  return render(<App />);
}

/** Text with any kind of space (Intl puts narrow no-break spaces in amounts) as a plain one. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
