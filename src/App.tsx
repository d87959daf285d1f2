import { lazy, memo, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { GoogleProvider } from './layout/GoogleProvider';
import { isAccountPath } from './pages/accountRoutes';
import { AccountApp } from './pages/auth/AccountApp';
import { AccountI18nProvider, createAccountI18n } from './pages/auth/i18n';
import { RouteSpinnerFallback } from './pages/auth/RouteSpinnerFallback';
import { currentRoute, routeChanged, subscribe } from './pages/auth/router';
import { DRIVER_ENTRY, opensDriverEntry } from './pages/driver/light/driverEntry';
import { readString, StorageKeys } from './providers/storage';
import { theme } from './theme';

/** react-admin, its router, the resources, the charts: loaded only once signed in. */
const AdminApp = lazy(() => import('./AdminApp'));

const lightTheme = createTheme(theme);
const i18n = createAccountI18n();

const pathOf = (route: string) => route.split('?')[0] ?? '/';

/**
 * Memoised: the switch renders again on every route change, and react-admin's <Admin> must not
 * (rendered again from the top, it re-registers its resources and a page can stay on its
 * loading screen).
 */
const Admin = memo(function Admin() {
  return (
    <Suspense fallback={<RouteSpinnerFallback />}>
      <AdminApp onRouteChange={routeChanged} />
    </Suspense>
  );
});

/**
 * Decides by the route after `#` (docs/first-screen.md): an account page, or any page while
 * signed out, renders the light account pages (a signed-out visit elsewhere is sent to the
 * sign-in page); any other page, signed in, loads the admin behind the large spinner. Signing
 * in navigates away from the account pages; signing out (or a dead session) makes the admin
 * navigate to `/login`, which it reports (`routeChanged`): both cross this switch.
 */
const Screen = () => {
  const pathname = pathOf(useSyncExternalStore(subscribe, currentRoute));
  if (isAccountPath(pathname) || !readString(StorageKeys.token)) return <AccountApp />;
  if (opensDriverEntry(pathname)) return <ToDriverEntry />;
  return <Admin />;
};

/** The driver's screen is an entry of its own (driver.html): the spinner until it opens. */
const ToDriverEntry = () => {
  useEffect(() => window.location.replace(DRIVER_ENTRY), []);
  return <RouteSpinnerFallback />;
};

/** What both sides share: Flotte's theme and the light i18n (the admin brings its own). */
const Shell = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={lightTheme}>
    <CssBaseline />
    <AccountI18nProvider i18n={i18n}>{children}</AccountI18nProvider>
  </ThemeProvider>
);

/** The app: Google's sign-in provider around everything, then the switch. */
export const App = () => (
  <GoogleProvider>
    <Shell>
      <Screen />
    </Shell>
  </GoogleProvider>
);
