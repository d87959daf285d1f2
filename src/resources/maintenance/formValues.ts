/**
 * DateTimeInput holds the browser's local `YYYY-MM-DDTHH:mm`; the API takes an ISO date-time
 * with its offset. Parsing on input keeps the form value in the API's shape, so the contract's
 * validator checks it and an untouched date is not sent again on edit.
 */
export const toIso = (value: unknown): string | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' && value) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  return null;
};

export const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What the create form sends: empty optional fields are left out (the server defaults them). */
export const withoutEmpty = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmpty(value)));
