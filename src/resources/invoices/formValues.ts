/** What the invoices' action forms read and offer by default. */
import { userDay } from '../../providers/userZone';

/** The user's today (its zone, Europe/Paris for the operators): a payment's default day. */
export const today = () => userDay();

/** The previous month (UTC), `YYYY-MM`: what issuing invoices unless told. */
export const previousMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
};

/** A form value as text ('' when it is not). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
