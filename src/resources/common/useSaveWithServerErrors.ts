import { useCallback } from 'react';
import { useNotify, useSaveContext } from 'react-admin';

/** Error codes that concern one field even when the server sends no field details. */
const FIELD_OF_CODE: Record<string, string> = { name_taken: 'name' };

interface FailedSave {
  message?: unknown;
  body?: { code?: unknown; errors?: unknown };
}

const hasFieldErrors = (error: FailedSave) =>
  typeof error.body?.errors === 'object' &&
  error.body.errors !== null &&
  Object.keys(error.body.errors).length > 0;

/**
 * The form's submit handler. It saves through react-admin's save context and, on failure,
 * shows the error translated (the dataProvider's message is `flotte.errors.<code>`); field
 * errors of a 400 land on their inputs (react-admin does that from `body.errors`), and a
 * conflict such as 409 `name_taken` lands on the field it is about, so the user sees where to
 * fix it.
 */
export function useSaveWithServerErrors() {
  const { save } = useSaveContext();
  const notify = useNotify();
  return useCallback(
    async (values: Record<string, unknown>) => {
      if (!save) return undefined;
      let failure: FailedSave | undefined;
      // A call-time onError replaces the controller's, so this one notifies.
      const errors = await save(values, {
        onError: (error: unknown) => {
          failure = (typeof error === 'object' && error !== null ? error : {}) as FailedSave;
        },
      });
      if (errors) return errors;
      if (!failure || hasFieldErrors(failure)) return undefined;
      const message =
        typeof failure.message === 'string' && failure.message
          ? failure.message
          : 'ra.notification.http_error';
      notify(message, { type: 'error' });
      const code = typeof failure.body?.code === 'string' ? failure.body.code : undefined;
      const field = code ? FIELD_OF_CODE[code] : undefined;
      return field ? { [field]: `flotte.errors.${code}` } : undefined;
    },
    [save, notify],
  );
}
