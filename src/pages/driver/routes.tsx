import { lazy, type ComponentType } from 'react';

/**
 * The driver's screen, `#/driver` (inside the layout, signed in): lazy, so that no other role
 * downloads it, and the first screen stays within its budget (docs/first-screen.md).
 */
export const DriverRoutes: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  { path: '/driver', Page: lazy(() => import('./DriverPage')) },
];
