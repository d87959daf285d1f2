import { createContext, useContext } from 'react';
import { routeLoader, type RouteLoader } from './routeLoader';

/** The app uses the shared loader; tests provide their own to start from a clean state. */
export const RouteLoaderContext = createContext<RouteLoader>(routeLoader);

export const useRouteLoader = () => useContext(RouteLoaderContext);
