import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with the library's defaults (m = 19 MiB, t = 2, p = 1: OWASP's first
 * recommendation). `algorithm: 2` is Argon2id; the enum is a `const enum` that isolated
 * modules cannot import.
 */
const OPTIONS = { algorithm: 2 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification, so that an unknown e-mail address answers as
 * slowly as a wrong password and response times do not reveal which accounts exist.
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('flotte-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
