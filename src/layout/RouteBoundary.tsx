import { Component, Suspense, useLayoutEffect, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-admin';
import { useRouteLoader } from './RouteLoaderContext';
import type { RouteLoader } from './routeLoader';
import { RouteError } from './RouteError';

/**
 * Drives the route loader from the render cycle:
 * - a new pathname starts it (layout effect of the first child, so it runs before the effects
 *   of the boundary below it, in the same commit);
 * - the route's content committing (a layout effect placed after the children, inside the
 *   Suspense boundary, so it runs only once the whole route, lazy code included, is shown) or
 *   the error boundary catching stops it.
 * The boundary is keyed by pathname: a new route gets a fresh Suspense boundary, which React
 * shows in its fallback state even inside the router's transition, and a fresh error boundary.
 * Query-string changes (sorting, paging, filters) are not route changes and show no spinner.
 */
export const RouteBoundary = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const loader = useRouteLoader();
  return (
    <>
      <RouteChangeStart pathname={pathname} loader={loader} />
      <RouteErrorBoundary key={pathname} loader={loader}>
        <Suspense fallback={<SuspenseStart loader={loader} />}>
          {children}
          <RouteRendered loader={loader} />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
};

const RouteChangeStart = ({ pathname, loader }: { pathname: string; loader: RouteLoader }) => {
  useLayoutEffect(() => loader.start(), [pathname, loader]);
  return null;
};

// A lazy route suspending keeps the spinner shown, whatever started the suspension.
const SuspenseStart = ({ loader }: { loader: RouteLoader }) => {
  useLayoutEffect(() => loader.start(), [loader]);
  return null;
};

// Layout effects re-run whenever Suspense reveals its content again, so a route that
// suspends later on also ends its spinner.
const RouteRendered = ({ loader }: { loader: RouteLoader }) => {
  useLayoutEffect(() => loader.done(), [loader]);
  return null;
};

interface BoundaryProps {
  loader: RouteLoader;
  children: ReactNode;
}

class RouteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.loader.done();
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <RouteError />;
    }
    return this.props.children;
  }
}
