import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AccountI18nProvider, createAccountI18n } from './pages/auth/i18n';
import { currentRoute, matchRoute, ParamsProvider } from './pages/auth/router';
import { TRACKING_ROUTE } from './pages/tracking/route';
import { TrackingPage } from './pages/tracking/TrackingPage';
import './tracking.css';

/**
 * The recipient's tracking page as an entry of its own (tracking.html; index.html sends a
 * `#/t/<token>` address here): the page, its language machinery and nothing of the app (no
 * react-admin, no MUI, no sign-in, no Google script, no map library until the map is on screen),
 * rendered by Preact in place of React (build/tracking-entry.ts), so that a stranger opening a
 * mail's link on a phone downloads little (docs/first-screen.md).
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from tracking.html');

// The token of `#/t/<token>` (an address without one reads as an unknown link).
const params = matchRoute(TRACKING_ROUTE, currentRoute().split('?')[0] ?? '') ?? {};

createRoot(container).render(
  <StrictMode>
    <AccountI18nProvider i18n={createAccountI18n()}>
      <ParamsProvider value={params}>
        <TrackingPage />
      </ParamsProvider>
    </AccountI18nProvider>
  </StrictMode>,
);
