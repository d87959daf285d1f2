import { useCallback } from 'react';
import { useNavigate } from './router';
import type { LoginResponse } from '../../../contract/auth';
import { completeLogin } from '../../providers/authProvider';

/**
 * Signs in with a login response obtained outside authProvider.login (a verified code, a
 * Google sign-up): stores it exactly as login does and lands on the dashboard, where the
 * admin loads.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    async (response: LoginResponse) => {
      await completeLogin(response);
      navigate('/');
    },
    [navigate],
  );
}
