import { useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { FullScreenSpinner } from './FullScreenSpinner';
import { useRouteLoader } from './RouteLoaderContext';

/** A full-screen large spinner while a route change is in progress. */
export const RouteChangeSpinner = () => {
  const loader = useRouteLoader();
  const visible = useSyncExternalStore(loader.subscribe, loader.isVisible, loader.isVisible);
  const translate = useTranslate();
  if (!visible) return null;
  return <FullScreenSpinner label={translate('flotte.route.loading')} />;
};
