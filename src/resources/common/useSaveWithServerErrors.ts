import { useCallback, useMemo } from 'react';
import { useNotify, useSaveContext } from 'react-admin';

/** Error codes that concern one field even when the server sends no field details. */
const FIELD_OF_CODE: Readonly<Record<string, string>> = { name_taken: 'name' };
const NO_FIELDS: Readonly<Record<string, string>> = {};

interface FailedCall {
  message?: unknown;
  body?: { code?: unknown; errors?: unknown };
}

/**
 * A form's answer to a failed save: the server's field errors go back to the form, which puts
 * them on their inputs; anything else is notified translated (the dataProvider's message is
 * `flotte.errors.<code>`), and a code that is about one field (`fieldOfCode`, e.g.
 * slug_taken -> slug) also marks that field, so the user sees where to fix it. Used as is by
 * the forms that save through custom calls; useSaveWithServerErrors applies it to react-admin's
 * save.
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

/**
 * The submit handler of a form in a react-admin save context (Create, Edit, EditBase): it saves
 * through the context and answers a failure as useServerErrors does (`name_taken` -> name, plus
 * the form's own `fieldOfCode`).
 */
export function useSaveWithServerErrors(fieldOfCode: Readonly<Record<string, string>> = NO_FIELDS) {
  const { save } = useSaveContext();
  const fields = useMemo(() => ({ ...FIELD_OF_CODE, ...fieldOfCode }), [fieldOfCode]);
  const serverErrors = useServerErrors(fields);
  return useCallback(
    async (values: Record<string, unknown>) => {
      if (!save) return undefined;
      let failure: unknown;
      // A call-time onError replaces the controller's, so this one notifies.
      const errors = await save(values, {
        onError: (error: unknown) => {
          failure = error ?? {};
        },
      });
      if (errors) return errors;
      return failure === undefined ? undefined : serverErrors(failure);
    },
    [save, serverErrors],
  );
}
