import { lazy } from 'react';
import type { PageRoute } from '../business/StaffOnly';

const MyDataPage = lazy(() => import('./MyDataPage').then((m) => ({ default: m.MyDataPage })));

/** "Mes données" (docs/privacy.md): every signed-in person, from the user menu. */
export const PrivacyRoutes: ReadonlyArray<PageRoute> = [{ path: '/my-data', Page: MyDataPage }];
