import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { errorMessage } from './useNotifiedMutation';

/**
 * Disabling or enabling an account of `resource` after a confirmation (PATCH `{ disabled }`,
 * pessimistic: the status shown is the server's): whether the confirmation is open, whether the
 * record is to be disabled (else enabled), and the confirmation's action, which notifies
 * `resources.<resource>.disabled_done` / `enabled_done` (with `messageArgs`) or the error.
 */
export function useToggleDisabled<R extends { id: string; status: string }>(
  resource: string,
  record: R | undefined,
  messageArgs?: Record<string, unknown>,
) {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // The body is `{ disabled }`, not a field of the record.
  const [update, { isPending }] = useUpdate();
  const disable = record?.status !== 'disabled';
  const confirm = () =>
    record &&
    update(
      resource,
      { id: record.id, data: { disabled: disable }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(`resources.${resource}.${disable ? 'disabled_done' : 'enabled_done'}`, {
            type: 'info',
            messageArgs,
          });
        },
        onError: (error) => {
          setOpen(false);
          notify(errorMessage(error), { type: 'error' });
        },
      },
    );
  return { open, setOpen, isPending, disable, confirm };
}
