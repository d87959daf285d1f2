import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useNotificationContext } from 'react-admin';
import type { LoginResponse } from '../../../contract/auth';
import { completeLogin } from '../../providers/authProvider';

/**
 * Signs in with a login response obtained outside authProvider.login (a verified code, a
 * Google sign-up): stores it exactly as login does, makes react-admin re-check the session,
 * and lands on the dashboard, as useLogin does.
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  return useCallback(
    async (response: LoginResponse) => {
      completeLogin(response);
      resetNotifications();
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate('/');
    },
    [queryClient, navigate, resetNotifications],
  );
}
