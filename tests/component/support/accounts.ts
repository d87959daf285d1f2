import type { LoginResponse, User } from '../../../contract/auth';
import type { Role } from '../../../contract/roles';

/** A user of `role`, French-speaking and verified, as the API answers it. */
export const testUser = (role: Role, id: string, extra: Partial<User> = {}): User => ({
  id,
  email: `${role}@flotte.test`,
  name: `Test ${role}`,
  phone: null,
  role,
  business_id: null,
  locale: 'fr',
  email_verified: true,
  created_at: '2025-01-01T00:00:00.000Z',
  last_login_at: null,
  ...extra,
});

/** A login answer for a user of `role`, as the API's sign-in endpoints send it. */
export function loginAnswer(role: Role, extra: Partial<User> = {}): LoginResponse {
  return {
    user: testUser(role, `u-${role}`, extra),
    accessToken: `jwt-${role}`,
    authentication: {
      strategy: 'local',
      sessionId: `s-${role}`,
      expiresAt: '2030-01-01T00:00:00Z',
    },
  };
}
