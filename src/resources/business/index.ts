import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';

export const list = lazy(() => import('./BusinessList').then((m) => ({ default: m.BusinessList })));

/** `<Resource name="business" {...business} />`: read-only list until issue 4. */
const business = { list, icon: StoreIcon, recordRepresentation: 'name' };
export default business;
