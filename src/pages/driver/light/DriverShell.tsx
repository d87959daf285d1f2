import { useEffect, useMemo } from 'react';
import { canAccessNamed } from '../../../../contract/permissions';
import { getAuthState } from '../../../providers/store';
import { useLocaleState, useTranslate } from '../../auth/i18n';
import { DriverLoading, DriverScreen } from '../DriverScreen';
import { DriverKitProvider, type DriverKit } from '../kit';
import { Icon } from '../plain';
import { useDriverNotify } from './DriverNotices';
import './page.css';

/** Leaves the light entry for the app's page at `route` (its sign-in, its other screens). */
const toApp = (route: string) => window.location.replace(`/#${route}`);

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * Signs out as the app does (authProvider.logout: the session, its caches), then its sign-in;
 * there whatever happened (offline, its code may not load: the sign-in page still shows).
 */
async function signOut() {
  await import('../../../providers/authProvider')
    .then(({ authProvider }) => authProvider.logout({}))
    .catch(() => undefined);
  toApp('/login');
}

/**
 * The driver's screen in its light entry (driver.html, docs/first-screen.md): the app's session
 * as the app stored it (storage.ts's keys), a bar with the title, the way to the rest of the app
 * and the sign-out, then the screen; the bar in plain elements (page.css), the screen's landmarks
 * its `header` (banner) and `main`. Anyone else goes back to the app at once: signed out to its
 * sign-in (which brings a driver back here), another role to the app's `#/driver`.
 */
export const DriverShell = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useDriverNotify();
  const { user, token } = getAuthState();
  const driver =
    Boolean(token) && canAccessNamed(user, { resource: 'driver-dispatches', action: 'list' });
  useEffect(() => {
    if (!driver) toApp(token ? '/driver' : '/login');
  }, [driver, token]);
  useEffect(() => {
    document.title = `${translate('flotte.driver.title')} · ${translate('flotte.app.title')}`;
  }, [translate]);
  const kit = useMemo<DriverKit>(
    () => ({
      translate,
      locale,
      notify,
      // The dialogs are MUI's, and no MUI theme is around this shell (DriverDialog.tsx).
      themeDialogs: true,
      // A refused session signs out (react-admin's logoutIfAccessDenied in the app).
      logoutIfAccessDenied: (error) => {
        if (statusOf(error) === 401) void signOut();
      },
    }),
    [translate, locale, notify],
  );
  return (
    <DriverKitProvider value={kit}>
      <header className="driver-bar">
        <h1>{translate('flotte.driver.title')}</h1>
        {/* On a phone the actions are their icons (their words stay their names): the bar
            keeps to one line at 390 px. */}
        <a className="driver-bar__action" href="/#/">
          <Icon name="dashboard" />
          <span className="driver-bar__label">{translate('flotte.driver.to_dashboard')}</span>
        </a>
        <button type="button" className="driver-bar__action" onClick={() => void signOut()}>
          <Icon name="logout" />
          <span className="driver-bar__label">{translate('flotte.auth.sign_out')}</span>
        </button>
      </header>
      <main className="driver-main">
        {driver && user ? <DriverScreen userId={user.id} /> : <DriverLoading />}
      </main>
    </DriverKitProvider>
  );
};
