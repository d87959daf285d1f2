import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider, useLocation, useNavigate, useNotificationContext } from 'react-admin';
import type { LoginParams } from '../../providers/authProvider';

/**
 * react-admin's useLogin, plus a fresh auth check before leaving: signing in from a page of
 * <CustomRoutes noLayout> (/b/:slug/login) leaves react-admin's cached "not authenticated"
 * behind, and the dashboard would then sign the new session out on mount.
 */
export function useSignIn() {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { resetNotifications } = useNotificationContext();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const next = state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : '/';
  return useCallback(
    async (params: LoginParams) => {
      if (!authProvider) return;
      await authProvider.login(params);
      resetNotifications();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate(next);
    },
    [authProvider, queryClient, navigate, resetNotifications, next],
  );
}
