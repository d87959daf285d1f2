import {
  createContext,
  useContext,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

/**
 * The first screen's router: the route lives after `#` (`#/verify?email=…`), as with the
 * admin's HashRouter, but without react-router (too heavy for the first screen). History
 * entries carry react-router's state shape (`{ usr, key, idx }`), so both read each other's:
 * react-admin's sign-out leaves `usr.nextPathname` for the sign-in page to return to, and the
 * admin's router, once loaded, continues the same history.
 */
export interface RouteLocation {
  pathname: string;
  search: string;
  state: unknown;
}

const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Called on every route change: ours, the browser's (back, forward, typed hash). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', emit);
    window.addEventListener('hashchange', emit);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('popstate', emit);
      window.removeEventListener('hashchange', emit);
    }
  };
}

/** The route part of the address: `#/a?b` -> `/a?b` (an empty hash is `/`). */
export const currentRoute = (): string => window.location.hash.replace(/^#/, '') || '/';

/** Some other code (the admin's router) changed the address: tell our subscribers. */
export const routeChanged = emit;

let cached: { route: string; state: unknown; location: RouteLocation } | null = null;

function readLocation(): RouteLocation {
  const route = currentRoute();
  const state = (window.history.state as { usr?: unknown } | null)?.usr ?? null;
  if (!cached || cached.route !== route || cached.state !== state) {
    const query = route.indexOf('?');
    cached = {
      route,
      state,
      location: {
        pathname: query < 0 ? route : route.slice(0, query),
        search: query < 0 ? '' : route.slice(query),
        state,
      },
    };
  }
  return cached.location;
}

export const useLocation = (): RouteLocation => useSyncExternalStore(subscribe, readLocation);

export interface NavigateOptions {
  replace?: boolean;
  /** Read back as `useLocation().state` (react-router's `usr`). */
  state?: unknown;
}

/** Goes to a route (`/login`, `/verify?email=…`), adding a history entry unless `replace`. */
export function navigate(to: string, { replace = false, state = null }: NavigateOptions = {}) {
  const current = window.history.state as { idx?: number } | null;
  const idx = (current?.idx ?? 0) + (replace ? 0 : 1);
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx };
  if (replace) window.history.replaceState(entry, '', `#${to}`);
  else window.history.pushState(entry, '', `#${to}`);
  emit();
}

export const useNavigate = () => navigate;

/** The params of `pattern` (`/b/:slug/login`) in `pathname`, or null when it does not match. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}

const ParamsContext = createContext<Record<string, string>>({});
export const ParamsProvider = ParamsContext.Provider;
export const useParams = <T extends Record<string, string>>() =>
  useContext(ParamsContext) as Partial<T>;

/** An in-app link: `href="#/…"`, followed without reloading; a modified click opens a tab. */
export const RouterLink = ({
  to,
  onClick,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
  <a
    {...props}
    href={`#${to}`}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    }}
  />
);
