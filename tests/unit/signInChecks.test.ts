import { describe, expect, it } from 'vitest';
import { loginBody } from '../../contract/auth';
import { signInChecks } from '../../src/pages/auth/signInChecks';
import { fieldValidators } from '../../src/resources/common/zodValidators';

/** The sign-in's checks load with zod on first use (docs/first-screen.md): still the contract's. */
describe("the sign-in form's lazy checks", () => {
  const direct = fieldValidators(loginBody);

  it('cover the fields of loginBody, required where the contract refuses them empty', () => {
    expect(Object.keys(signInChecks).sort()).toEqual(Object.keys(direct).sort());
    for (const field of ['email', 'password'] as const) {
      expect(signInChecks[field].isRequired).toBe(Reflect.get(direct[field], 'isRequired'));
    }
  });

  it("answer as the contract's validators do", async () => {
    const cases: [keyof typeof direct, unknown][] = [
      ['email', ''],
      ['email', 'not-an-address'],
      ['email', 'admin@flotte.demo'],
      ['password', ''],
      ['password', 'secret-123'],
    ];
    for (const [field, value] of cases) {
      expect(await signInChecks[field](value, {}, {})).toEqual(await direct[field](value, {}, {}));
    }
  });
});
