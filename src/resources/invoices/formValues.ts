/** What the invoices' action forms read and offer by default. */

export const today = () => new Date().toISOString().slice(0, 10);

/** The previous month (UTC), `YYYY-MM`: what issuing invoices unless told. */
export const previousMonth = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
};

/** A form value as text ('' when it is not). */
export const text = (value: unknown) => (typeof value === 'string' ? value : '');
