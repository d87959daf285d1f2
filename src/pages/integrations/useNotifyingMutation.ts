import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';

/**
 * A mutation of this page that says how it went: `done` (a catalog key) when it worked, then
 * `onSuccess`; the server's message (else a generic one) when it failed.
 */
export const useNotifyingMutation = <T, V = void>({
  mutationFn,
  done,
  onSuccess,
}: {
  mutationFn: (variables: V) => Promise<T>;
  done?: string;
  onSuccess?: (result: T) => void;
}) => {
  const notify = useNotify();
  return useMutation<T, Error, V>({
    mutationFn,
    onSuccess: (result) => {
      if (done) notify(done, { type: 'success' });
      onSuccess?.(result);
    },
    onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
};
