import { lazy, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { RouteBoundary } from '../../src/layout/RouteBoundary';
import { RouteChangeSpinner } from '../../src/layout/RouteChangeSpinner';
import { RouteLoaderContext } from '../../src/layout/RouteLoaderContext';
import { createRouteLoader, ROUTE_LOADER_HIDE_DELAY_MS } from '../../src/layout/routeLoader';

/** A lazy route whose code arrives (or fails) when the test says so. */
function deferredRoute() {
  let resolve!: (module: { default: ComponentType }) => void;
  let reject!: (error: Error) => void;
  const Component = lazy(
    () =>
      new Promise<{ default: ComponentType }>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { Component, resolve: () => resolve, reject: () => reject };
}

function renderApp(Slow: ComponentType) {
  const loader = createRouteLoader();
  const i18nProvider = createI18nProvider();
  // AdminContext inside the router uses it instead of creating its own.
  const Shell = () => (
    <AdminContext i18nProvider={i18nProvider}>
      <RouteLoaderContext.Provider value={loader}>
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
        <RouteChangeSpinner />
      </RouteLoaderContext.Provider>
    </AdminContext>
  );
  // A data router, like react-admin's: its navigations are React transitions.
  const router = createMemoryRouter([
    {
      element: <Shell />,
      children: [
        { path: '/', element: <p>Home</p> },
        { path: '/slow', element: <Slow /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Chargement de la page…' });
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('route change spinner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function openSlowRoute(route: ReturnType<typeof deferredRoute>) {
    const router = renderApp(route.Component);
    expect(screen.getByText('Home')).toBeInTheDocument();
    await advance(ROUTE_LOADER_HIDE_DELAY_MS);
    expect(spinner()).not.toBeInTheDocument();

    await act(() => router.navigate('/slow'));
    // The route's code is still loading: shown, however long it takes.
    expect(spinner()).toBeInTheDocument();
    await advance(5000);
    expect(spinner()).toBeInTheDocument();
  }

  it('hides 200 ms after the new route has rendered', async () => {
    const route = deferredRoute();
    await openSlowRoute(route);

    await act(async () => route.resolve()({ default: () => <p>Slow page</p> }));
    expect(screen.getByText('Slow page')).toBeInTheDocument();
    await advance(ROUTE_LOADER_HIDE_DELAY_MS - 1);
    expect(spinner()).toBeInTheDocument();
    await advance(1);
    expect(spinner()).not.toBeInTheDocument();
  });

  it('hides 200 ms after the route change has failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = deferredRoute();
    await openSlowRoute(route);

    await act(async () => route.reject()(new Error('chunk failed to load')));
    expect(screen.getByRole('alert')).toHaveTextContent("Cette page n'a pas pu s'afficher");
    await advance(ROUTE_LOADER_HIDE_DELAY_MS - 1);
    expect(spinner()).toBeInTheDocument();
    await advance(1);
    expect(spinner()).not.toBeInTheDocument();
  });
});
