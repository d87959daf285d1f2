import { lazyFieldValidators } from './lazyValidators';

/**
 * The sign-in form's checks: the contract's `loginBody`, loaded with zod on the first check
 * (both fields are required there: tests/unit/signInChecks.test.ts).
 */
export const signInChecks = lazyFieldValidators(
  () =>
    Promise.all([
      import('../../../contract/auth'),
      import('../../resources/common/zodValidators'),
    ]).then(([{ loginBody }, { fieldValidators }]) => fieldValidators(loginBody)),
  { email: true, password: true },
);
