import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh } from 'react-admin';

/** What to say of a failed call: the dataProvider's `flotte.errors.<code>` key, or the generic. */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'ra.notification.http_error';

/**
 * A call made from a button (react-query's useMutation): once it succeeds, `done` is said (a
 * catalog key, `type` success unless said) and the page read again; a refusal is said in the
 * server's words.
 */
export function useNotifiedMutation<T = void>(
  run: (arg: T) => Promise<unknown>,
  done: string,
  type: 'success' | 'info' = 'success',
) {
  const notify = useNotify();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      notify(done, { type });
      refresh();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
}
