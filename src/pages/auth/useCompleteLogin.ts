import { useCallback } from 'react';
import { useNavigate } from './router';
import type { LoginResponse } from '../../../contract/auth';
import { completeLogin } from '../../providers/authProvider';
import { landingPath } from './landing';

/**
 * Signs in with a login response obtained outside authProvider.login (a verified code, a
 * Google sign-up): stores it exactly as login does and lands on the role's home (landing.ts),
 * where the admin loads.
 */
export function useCompleteLogin() {
  const navigate = useNavigate();
  return useCallback(
    async (response: LoginResponse) => {
      await completeLogin(response);
      navigate(landingPath());
    },
    [navigate],
  );
}
