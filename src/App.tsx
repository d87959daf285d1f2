import { Admin, CustomRoutes, Resource, type AdminProps } from 'react-admin';
import { HashRouter, Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { store } from './providers/store';
import { GoogleProvider } from './layout/GoogleProvider';
import { Layout } from './layout/Layout';
import { LoginPage } from './pages/LoginPage';
import { Dashboard } from './pages/Dashboard';
import { AccountRoutes } from './pages/accountRoutes';
import assetType from './resources/asset-type';
import business from './resources/business';
import users from './resources/users';
import assets from './resources/assets';
import businessTypes from './resources/business-types';
import packageTypes from './resources/request-package-types';
import requests from './resources/business-dispatches';
import plans from './resources/plans';
import staff from './resources/staff';
import b2bClients from './resources/b2b-clients';
import b2bUsers from './resources/b2b-users';
import { BusinessStaffRoutes } from './pages/business/routes';
import { useBrandTheme } from './pages/business/branding/useBrandTheme';

/** <Admin> in Flotte's theme, or in the primary colour of the branding the session wears. */
const ThemedAdmin = (props: AdminProps) => <Admin {...props} theme={useBrandTheme()} />;

/**
 * The app: Google's sign-in provider around everything (seed §2), then react-admin with our
 * providers, store, theme and layout. `disableTelemetry`: the app calls no host it was not
 * configured for; `requireAuth`: nothing but the sign-in page renders before checkAuth.
 *
 * Our own hash router, without transitions: react-admin's default router navigates inside
 * React transitions, and a signed-out visit then loops (the sign-out's store reset and cache
 * clear interrupt the transition to /login, which remounts the sign-out) for seconds before
 * the sign-in page shows. Synchronous navigation commits at once.
 */
export const App = () => (
  <GoogleProvider>
    <HashRouter useTransitions={false}>
      <ThemedAdmin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
        layout={Layout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        disableTelemetry
        requireAuth
      >
        <Resource name="asset-type" {...assetType} />
        <Resource name="users" {...users} />
        <Resource name="business" {...business} />
        <Resource name="business-dispatches" {...requests} />
        <Resource name="assets" {...assets} />
        <Resource name="business-types" {...businessTypes} />
        <Resource name="request-package-types" {...packageTypes} />
        <Resource name="plans" {...plans} />
        <Resource name="staff" {...staff} />
        <Resource name="b2b-clients" {...b2bClients} />
        <Resource name="b2b-users" {...b2bUsers} />
        <CustomRoutes>
          {BusinessStaffRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
        {/* Account pages open signed out: outside the layout and the sign-in requirement. */}
        <CustomRoutes noLayout>
          {AccountRoutes.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </CustomRoutes>
      </ThemedAdmin>
    </HashRouter>
  </GoogleProvider>
);
