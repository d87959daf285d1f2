/**
 * Sealed bank details (docs/money.md, "Owners' payouts"): AES-256-GCM with a key derived
 * (HKDF-SHA256) from FLOTTE_DATA_KEY, or from the JWT secret when that is unset. A sealed text
 * names its key (`keyId.iv.tag.ciphertext`), so older keys (FLOTTE_DATA_KEY_PREVIOUS) still
 * open what they sealed until `resealBankDetails` has moved every row to the current key.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

export interface DataKey {
  id: string;
  key: Buffer;
}

/** The key that seals, and every key that may still open. */
export interface Keyring {
  current: DataKey;
  byId: ReadonlyMap<string, DataKey>;
}

/** A 256-bit key and its short id (the first 8 hex digits of the key's SHA-256). */
export function deriveKey(secret: string): DataKey {
  const key = Buffer.from(hkdfSync('sha256', secret, 'flotte', 'bank-details', 32));
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key };
}

export function keyring(currentSecret: string, previousSecrets: readonly string[] = []): Keyring {
  const current = deriveKey(currentSecret);
  const byId = new Map<string, DataKey>();
  for (const secret of previousSecrets) {
    const k = deriveKey(secret);
    byId.set(k.id, k);
  }
  byId.set(current.id, current);
  return { current, byId };
}

const b64 = (buffer: Buffer) => buffer.toString('base64url');

/** Seals `plain` with the current key. */
export function seal(ring: Keyring, plain: string): { sealed: string; keyId: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [ring.current.id, b64(iv), b64(cipher.getAuthTag()), b64(body)];
  return { sealed: parts.join('.'), keyId: ring.current.id };
}

/** Opens a sealed text; throws when its key is unknown or the text was altered. */
export function open(ring: Keyring, sealed: string): string {
  const [id, iv, tag, body] = sealed.split('.');
  const key = id ? ring.byId.get(id) : undefined;
  if (!key || !iv || !tag || body === undefined) throw new Error('bank details: unknown key');
  const decipher = createDecipheriv('aes-256-gcm', key.key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
  return plain.toString('utf8');
}
