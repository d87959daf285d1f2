import { lazy, type ComponentType } from 'react';
import { matchRoute } from './auth/router';
import { LoginPage } from './LoginPage';
import { TRACKING_ROUTE } from './tracking/route';

/**
 * The pages open to signed-out visitors: sign-in, sign-ups, code, password, branded pages, a
 * recipient's tracking page.
 * They render in the light first screen (src/pages/auth/AccountApp.tsx), never in the admin.
 * The sign-in page is the first screen itself; the others load on first visit (lazy).
 */
const PAGES: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/signup/owner': lazy(() =>
    import('./signup/SignupPages').then((m) => ({ default: m.OwnerSignupPage })),
  ),
  '/signup/business': lazy(() =>
    import('./signup/SignupPages').then((m) => ({ default: m.BusinessSignupPage })),
  ),
  '/signup/b2b': lazy(() =>
    import('./signup/SignupPages').then((m) => ({ default: m.B2bSignupPage })),
  ),
  '/verify': lazy(() => import('./VerifyPage').then((m) => ({ default: m.VerifyPage }))),
  '/forgot-password': lazy(() =>
    import('./ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
  ),
  '/reset-password': lazy(() =>
    import('./ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
  ),
  '/b/:slug/login': lazy(() =>
    import('./branded/BrandedPages').then((m) => ({ default: m.BrandedLoginPage })),
  ),
  '/b/:slug/signup': lazy(() =>
    import('./branded/BrandedPages').then((m) => ({ default: m.BrandedSignupPage })),
  ),
  // A recipient's tracking page (docs/tracking.md): open to anyone, signed in or not. Opened
  // from a link, it is the tracking entry (tracking.html); this serves a visit from the app.
  [TRACKING_ROUTE]: lazy(() =>
    import('./tracking/TrackingPage').then((m) => ({ default: m.TrackingPage })),
  ),
};

/** Pages for everyone: a signed-in visitor stays on them (the others send it to the app). */
const OPEN_TO_ALL = new Set([TRACKING_ROUTE]);
export const isOpenToAll = (path: string): boolean => OPEN_TO_ALL.has(path);

export const AccountRoutes = Object.entries(PAGES).map(([path, Page]) => ({ path, Page }));

/** The account page of a route (the part after `#`, without its query), with its params. */
export function findAccountRoute(pathname: string) {
  for (const { path, Page } of AccountRoutes) {
    const params = matchRoute(path, pathname);
    if (params) return { path, Page, params };
  }
  return undefined;
}

/** Whether a route is an account page's. */
export const isAccountPath = (pathname: string): boolean => findAccountRoute(pathname) != null;
