import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Confirm, useCanAccess, useNotify, useRecordContext } from 'react-admin';
import type { Request } from '../../../contract/request';
import { isOpenDispatch } from '../../../contract/request-moves';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { errorMessage } from '../common/useNotifiedMutation';

/**
 * "New delivery code" (issue 31, docs/security.md): after 5 wrong codes the driver cannot record
 * the delivery; who changes the request's recipient mails the recipient a new code, which lifts
 * the lock. Shown while a dispatch is on the way.
 */
export const NewDeliveryCode = () => {
  const request = useRecordContext<Request>();
  const dataProvider = useFlotteDataProvider();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'business-dispatches', action: 'recipient' });
  const renew = useMutation({
    mutationFn: (id: string) => dataProvider.renewDeliveryCode(id),
    onSuccess: ({ mailed }) =>
      notify(`flotte.delivery.new_code.${mailed ? 'done' : 'not_mailed'}`, {
        type: mailed ? 'success' : 'warning',
      }),
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  if (!request || !canAccess || !request.dispatch_id || !isOpenDispatch(request.status)) {
    return null;
  }
  return (
    <>
      <Button
        label="flotte.delivery.new_code.action"
        onClick={() => setOpen(true)}
        disabled={renew.isPending}
      />
      <Confirm
        isOpen={open}
        loading={renew.isPending}
        title="flotte.delivery.new_code.title"
        content="flotte.delivery.new_code.content"
        confirm="flotte.delivery.new_code.confirm"
        cancel="flotte.delivery.new_code.keep"
        onConfirm={() => {
          setOpen(false);
          renew.mutate(String(request.id));
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
