import { Suspense, useEffect } from 'react';
import { readString, StorageKeys } from '../../providers/storage';
import { findAccountRoute, isOpenToAll } from '../accountRoutes';
import { NotificationProvider } from './notifications';
import { ParamsProvider, useLocation, useNavigate } from './router';
import { RouteSpinnerFallback } from './RouteSpinnerFallback';

/** A signed-in visitor has nothing to do on an account page: to the dashboard (as before). */
const LeaveWhenSignedIn = () => {
  const navigate = useNavigate();
  useEffect(() => {
    if (readString(StorageKeys.token)) navigate('/', { replace: true });
  }, [navigate]);
  return null;
};

/**
 * The account pages (inside the first screen's theme and i18n, src/App.tsx), with their
 * notifications; a page's code loading shows the large route spinner. Any other address,
 * signed out, goes to the sign-in page, which comes back to it once signed in.
 */
export const AccountApp = () => {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const route = findAccountRoute(pathname);
  useEffect(() => {
    if (!route) {
      navigate('/login', { replace: true, state: { nextPathname: pathname, nextSearch: search } });
    }
  }, [route, navigate, pathname, search]);
  return (
    <NotificationProvider>
      {route ? (
        // Keyed: the page left unmounts at once instead of staying, hidden, while the next
        // one's code loads.
        <Suspense key={route.path} fallback={<RouteSpinnerFallback />}>
          <ParamsProvider value={route.params}>
            {isOpenToAll(route.path) ? null : <LeaveWhenSignedIn />}
            <route.Page />
          </ParamsProvider>
        </Suspense>
      ) : null}
    </NotificationProvider>
  );
};
