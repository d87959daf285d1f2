import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { AccountI18nProvider } from './pages/auth/i18n';
import { DriverNotices } from './pages/driver/light/DriverNotices';
import { DriverShell } from './pages/driver/light/DriverShell';
import { createDriverI18n } from './pages/driver/light/i18n';
import { queryClient } from './providers/queryClient';

/**
 * The driver's screen as an entry of its own (driver.html; index.html and the app send a
 * signed-in driver's `#/driver` here): the screen, its words, the app's session, HTTP client and
 * query cache, and nothing of react-admin, rendered by Preact in place of React
 * (build/light-entry.ts), so that a mid-range phone on mobile data starts it quickly
 * (docs/first-screen.md). No MUI either until a dialog opens: the bar, the notices and the
 * screen are plain elements (page.css, driver.css), the dialogs bring MUI and its theme.
 */
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from driver.html');

createRoot(container).render(
  <StrictMode>
    <AccountI18nProvider i18n={createDriverI18n()}>
      <DriverNotices>
        <QueryClientProvider client={queryClient}>
          <DriverShell />
        </QueryClientProvider>
      </DriverNotices>
    </AccountI18nProvider>
  </StrictMode>,
);
