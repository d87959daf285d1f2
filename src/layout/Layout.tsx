import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { DateLocalization } from '../components/DateInput';
import { AppBar } from './AppBar';
import { LiveUpdates } from './LiveUpdates';
import { Menu } from './Menu';
import { RouteBoundary } from './RouteBoundary';
import { RouteChangeSpinner } from './RouteChangeSpinner';
import { useDocumentLanguage } from './useDocumentLanguage';

/**
 * react-admin's layout with our app bar and menu. Our own Suspense and error boundary sit
 * inside react-admin's, closer to the routes, so that route changes drive the spinner.
 */
export const Layout = ({ children }: { children: ReactNode }) => {
  useDocumentLanguage();
  return (
    <DateLocalization>
      <RaLayout appBar={AppBar} menu={Menu}>
        <RouteBoundary>{children}</RouteBoundary>
        <RouteChangeSpinner />
        <LiveUpdates />
      </RaLayout>
    </DateLocalization>
  );
};
