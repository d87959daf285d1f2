import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { RouteSpinnerFallback } from './auth/RouteSpinnerFallback';

type Lazy = LazyExoticComponent<ComponentType>;

// Lazy: a signed-in user never downloads the sign-up pages.
const pages: Record<string, Lazy> = {
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
};

const withSuspense = (Page: Lazy) => {
  const Loaded = () => (
    <Suspense fallback={<RouteSpinnerFallback />}>
      <Page />
    </Suspense>
  );
  return Loaded;
};

/** The pages open to signed-out visitors: sign-ups, code, password, branded pages. */
export const AccountRoutes = Object.entries(pages).map(([path, Page]) => ({
  path,
  Page: withSuspense(Page),
}));
