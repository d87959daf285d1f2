import { useDataProvider } from 'react-admin';
import type { FlotteDataProvider } from './dataProvider';

/** react-admin's dataProvider with Flotte's custom methods typed. */
export const useFlotteDataProvider = () => useDataProvider<FlotteDataProvider>();
