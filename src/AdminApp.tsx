import { lazy, useEffect } from 'react';
import { Admin, CustomRoutes, Resource, useTranslate, type AdminProps } from 'react-admin';
import { HashRouter, Route, useLocation } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { queryClient } from './providers/queryClient';
import { store } from './providers/store';
import { FullScreenSpinner } from './layout/FullScreenSpinner';
import { Layout } from './layout/Layout';
import assetType from './resources/asset-type';
import business from './resources/business';
import users from './resources/users';
import assets from './resources/assets';
import businessTypes from './resources/business-types';
import packageTypes from './resources/request-package-types';
import requests from './resources/business-dispatches';
import plans from './resources/plans';
import staff from './resources/staff';
import drivers from './resources/drivers';
import b2bClients from './resources/b2b-clients';
import b2bUsers from './resources/b2b-users';
import maintenance from './resources/maintenance';
import leasePreferences from './resources/lease-preferences';
import leases from './resources/leases';
import documents from './resources/documents';
import documentKinds from './resources/document-kinds';
import fleetReport from './resources/fleet-report';
import inspections from './resources/inspections';
import auditLog from './resources/audit-log';
import invoices from './resources/invoices';
import { payoutBatches, payoutStatements } from './resources/payouts';
import tariffs from './resources/tariffs';
import { BusinessStaffRoutes } from './pages/business/routes';
import { LeaseRoutes } from './pages/leases/routes';
import { DriverRoutes } from './pages/driver/routes';
import { LiveMapRoutes } from './pages/live-map/routes';
import { PrivacyRoutes } from './pages/privacy/routes';
import { IntegrationsRoutes } from './pages/integrations/routes';
import { PlannerRoutes } from './pages/planner/routes';
import { PayoutRoutes } from './pages/payouts/routes';
import { OwnerSettingsRoutes } from './pages/owner-settings/routes';
import { useBrandTheme } from './pages/business/branding/useBrandTheme';

// The dashboards (figures, panels) load on first visit, behind the route spinner.
const Dashboard = lazy(() => import('./pages/Dashboard').then((m) => ({ default: m.Dashboard })));

/** <Admin> in Flotte's theme, or in the primary colour of the branding the session wears. */
const ThemedAdmin = (props: AdminProps) => <Admin {...props} theme={useBrandTheme()} />;

/** While react-admin checks the session: the same large spinner as the code loading before. */
const CheckingSession = () => <FullScreenSpinner label={useTranslate()('flotte.route.loading')} />;

/** Tells the first screen about each route change of this router (it has its own). */
const ReportRoutes = ({ onChange }: { onChange: () => void }) => {
  const { pathname } = useLocation();
  useEffect(onChange, [pathname, onChange]);
  return null;
};

/**
 * The signed-in app, loaded by src/App.tsx once signed in (inside Google's provider):
 * react-admin with our providers, store, theme and layout. `disableTelemetry`: the app calls
 * no host it was not configured for; `requireAuth`: nothing renders before checkAuth. No
 * sign-in page here: `/login` and the other account pages are the first screen's, which takes
 * over when react-admin navigates there (sign-out, dead session): `onRouteChange` tells it.
 * Resources register synchronously (names, icons, menus, permissions); their screens are lazy.
 *
 * Our own hash router, without transitions: react-admin's default router navigates inside
 * React transitions, and a signed-out visit then loops (the sign-out's store reset and cache
 * clear interrupt the transition to /login, which remounts the sign-out) for seconds before
 * the sign-in page shows. Synchronous navigation commits at once.
 */
const AdminApp = ({ onRouteChange }: { onRouteChange: () => void }) => (
  <HashRouter useTransitions={false}>
    <ReportRoutes onChange={onRouteChange} />
    <ThemedAdmin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      queryClient={queryClient}
      layout={Layout}
      loginPage={false}
      loading={CheckingSession}
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
      <Resource name="drivers" {...drivers} />
      <Resource name="b2b-clients" {...b2bClients} />
      <Resource name="b2b-users" {...b2bUsers} />
      <Resource name="maintenance" {...maintenance} />
      <Resource name="lease-preferences" {...leasePreferences} />
      <Resource name="leases" {...leases} />
      {/* Compliance (issue 21, docs/compliance.md). */}
      <Resource name="documents" {...documents} />
      <Resource name="document-kinds" {...documentKinds} />
      <Resource name="fleet-report" {...fleetReport} />
      <Resource name="inspections" {...inspections} />
      {/* Personal data (issue 31, docs/privacy.md): the audit log; "Mes données" below. */}
      <Resource name="audit-log" {...auditLog} />
      {/* Money (issue 30, docs/money.md): invoices and credit notes, tariffs. */}
      <Resource name="invoices" {...invoices} />
      {/* Owners' payouts (issue 30): statements for owners and the operator, the superadmin's batches. */}
      <Resource name="payout-statements" {...payoutStatements} />
      <Resource name="payout-batches" {...payoutBatches} />
      <Resource name="tariffs" {...tariffs} />
      <CustomRoutes>
        {BusinessStaffRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {IntegrationsRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {LeaseRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {DriverRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {LiveMapRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {PrivacyRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {PlannerRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {PayoutRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {OwnerSettingsRoutes.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </CustomRoutes>
    </ThemedAdmin>
  </HashRouter>
);
export default AdminApp;
