/**
 * A refused lease call as its reader should understand it. The dataProvider's message is the
 * generic `flotte.errors.<code>`; some codes mean something precise here, and a 402 reads
 * differently for the owner accepting (the business cannot pay) and the business itself.
 */
export type LeaseSide = 'lessor' | 'lessee' | 'operator';

const LEASE_CODES: Record<string, string> = {
  asset_unavailable: 'flotte.leases.errors.asset_unavailable',
  invalid_transition: 'flotte.leases.errors.invalid_transition',
  currency_mismatch: 'flotte.leases.errors.currency_mismatch',
};

interface Failed {
  message?: unknown;
  body?: { code?: unknown };
}

export const codeOf = (error: unknown): string | undefined => {
  const code = (error as Failed | null)?.body?.code;
  return typeof code === 'string' ? code : undefined;
};

export function leaseErrorMessage(error: unknown, side: LeaseSide): string {
  const code = codeOf(error);
  if (code === 'insufficient_funds') {
    return side === 'lessee'
      ? 'flotte.leases.errors.own_wallet_cannot_pay'
      : 'flotte.leases.errors.lessee_cannot_pay';
  }
  // The lessee's own staff know their business is inactive; the owner learns it of the other.
  if (code === 'business_inactive' && side !== 'lessee')
    return 'flotte.leases.errors.lessee_inactive';
  if (code && LEASE_CODES[code]) return LEASE_CODES[code];
  const message = (error as Failed | null)?.message;
  return typeof message === 'string' && message ? message : 'ra.notification.http_error';
}
