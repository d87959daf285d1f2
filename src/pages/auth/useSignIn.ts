import { useCallback } from 'react';
import { useLocation, useNavigate } from './router';
import type { LoginParams } from '../../providers/authProvider';
import { landingPath } from './landing';

/**
 * Signs in through the authProvider (loaded on the first sign-in, with the http client: neither
 * is in the sign-in page's script, docs/first-screen.md) (which stores the session), then leaves for the
 * page the visitor was sent away from (`state.nextPathname`, set when a signed-out visit was
 * redirected here), else the role's home (a driver's screen, the dashboard for the others): the
 * admin loads from there (src/App.tsx).
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  // The app's root is no page of its own: the role's home is where it leads.
  const next =
    state?.nextPathname && `${state.nextPathname}${state.nextSearch ?? ''}` !== '/'
      ? `${state.nextPathname}${state.nextSearch ?? ''}`
      : null;
  return useCallback(
    async (params: LoginParams) => {
      const { authProvider } = await import('../../providers/authProvider');
      await authProvider.login(params);
      navigate(next ?? landingPath());
    },
    [navigate, next],
  );
}
