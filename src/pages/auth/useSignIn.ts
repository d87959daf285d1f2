import { useCallback } from 'react';
import { useLocation, useNavigate } from './router';
import { authProvider, type LoginParams } from '../../providers/authProvider';

/**
 * Signs in through the authProvider (the session stored as seed §4 says), then leaves for the
 * page the visitor was sent away from (`state.nextPathname`, set when a signed-out visit was
 * redirected here), else the dashboard: the admin loads from there (src/App.tsx).
 */
export function useSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const next = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/';
  return useCallback(
    async (params: LoginParams) => {
      await authProvider.login(params);
      navigate(next);
    },
    [navigate, next],
  );
}
