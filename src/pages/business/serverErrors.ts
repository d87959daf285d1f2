import { useCallback } from 'react';
import { useNotify } from 'react-admin';

interface FailedCall {
  message?: unknown;
  body?: { code?: unknown; errors?: unknown };
}

const NO_FIELDS: Readonly<Record<string, string>> = {};

/**
 * A form's answer to a failed save (what useSaveWithServerErrors does for resource forms, for
 * the forms that save through custom calls): the server's field errors go back to the form,
 * which puts them on their inputs; anything else is notified translated, and a code that is
 * about one field (`fieldOfCode`, e.g. slug_taken -> slug) also marks that field.
 */
export function useServerErrors(fieldOfCode: Readonly<Record<string, string>> = NO_FIELDS) {
  const notify = useNotify();
  return useCallback(
    (error: unknown): Record<string, string> | undefined => {
      const failed = (typeof error === 'object' && error !== null ? error : {}) as FailedCall;
      const errors = failed.body?.errors;
      if (typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0) {
        return errors as Record<string, string>;
      }
      const message =
        typeof failed.message === 'string' && failed.message
          ? failed.message
          : 'ra.notification.http_error';
      notify(message, { type: 'error' });
      const code = typeof failed.body?.code === 'string' ? failed.body.code : undefined;
      const field = code ? fieldOfCode[code] : undefined;
      return field ? { [field]: message } : undefined;
    },
    [notify, fieldOfCode],
  );
}
