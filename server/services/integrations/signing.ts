/**
 * Webhook signing secrets (issue 20): `whsec_…`, shown once, kept encrypted (AES-256-GCM under a
 * key derived from the server's secret: they must be read back to sign), and the signature of
 * each POST: `Flotte-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

export const SIGNATURE_HEADER = 'flotte-signature';

export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

const keyOf = (serverSecret: string) =>
  createHash('sha256').update(`flotte-webhook-secrets:${serverSecret}`).digest();

/** `v1:<iv>:<tag>:<ciphertext>`, base64url each. */
export function encryptSecret(serverSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join(':');
}

export function decryptSecret(serverSecret: string, stored: string): string {
  const [version, iv, tag, data] = stored.split(':');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('unreadable webhook secret');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    keyOf(serverSecret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** The header's value for `body` sent at `unixSeconds`. */
export function signatureHeader(secret: string, unixSeconds: number, body: string): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}
