/**
 * The payouts' configuration (docs/money.md, "Owners' payouts"): the key that seals owners' bank
 * details and the platform's own account, the debtor of every SEPA credit transfer file.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { keyring, type Keyring } from './services/payouts/sealing';

export interface PayoutConfig {
  /** FLOTTE_DATA_KEY (32+ characters); unset: derived from the JWT secret. */
  dataKey: string | undefined;
  /** FLOTTE_DATA_KEY_PREVIOUS: older keys, comma-separated, that still open what they sealed. */
  previousDataKeys: string[];
  /** The platform's account (FLOTTE_PAYOUT_IBAN, _BIC, _NAME); unset: no SEPA file. */
  platformAccount: { iban: string; bic: string; name: string } | undefined;
}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

export function readPayoutConfig(env: Env): PayoutConfig {
  const dataKey = value(env, 'FLOTTE_DATA_KEY');
  if (dataKey !== undefined && dataKey.length < 32) {
    throw new Error('FLOTTE_DATA_KEY must be at least 32 characters long');
  }
  const previousDataKeys = (value(env, 'FLOTTE_DATA_KEY_PREVIOUS') ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const rawIban = value(env, 'FLOTTE_PAYOUT_IBAN');
  let platformAccount: PayoutConfig['platformAccount'];
  if (rawIban !== undefined) {
    const iban = electronicFormatIBAN(rawIban) ?? '';
    const bic = (value(env, 'FLOTTE_PAYOUT_BIC') ?? '').toUpperCase();
    if (!isValidIBAN(iban)) throw new Error('FLOTTE_PAYOUT_IBAN is not a valid IBAN');
    if (!isValidBIC(bic)) throw new Error('FLOTTE_PAYOUT_BIC must be a valid BIC');
    platformAccount = { iban, bic, name: value(env, 'FLOTTE_PAYOUT_NAME') ?? 'Flotte' };
  }
  return { dataKey, previousDataKeys, platformAccount };
}

/** The keys that seal bank details: FLOTTE_DATA_KEY, else the JWT secret, and the older ones. */
export const dataKeyring = (config: PayoutConfig, jwtSecret: string): Keyring =>
  keyring(config.dataKey ?? jwtSecret, config.previousDataKeys);
