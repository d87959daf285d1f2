import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Confirm,
  useCanAccess,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type FieldProps,
} from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { useAuthState } from '../../providers/store';

/**
 * Disable or enable a colleague after a confirmation (PATCH /business/staff/{id} `{ disabled }`;
 * disabling ends their sessions at once). Nobody disables itself: its own row says "you".
 */
export const ToggleStaffButton = (_props: FieldProps) => {
  const record = useRecordContext<StaffMember>();
  const { user } = useAuthState();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  // The body is `{ disabled }` (contract/staff.ts staffUpdate), not a field of the record.
  const [update, { isPending }] = useUpdate();
  const { canAccess: canEdit } = useCanAccess({ resource: 'staff', action: 'edit' });
  if (!record) return null;
  if (record.id === user?.id) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.staff.you')}
      </Typography>
    );
  }
  if (!canEdit) return null;
  const disable = record.status !== 'disabled';
  const options = { name: record.name };
  const confirm = () =>
    update(
      'staff',
      { id: record.id, data: { disabled: disable }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(disable ? 'resources.staff.disabled_done' : 'resources.staff.enabled_done', {
            type: 'info',
            messageArgs: options,
          });
        },
        onError: (error) => {
          setOpen(false);
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          });
        },
      },
    );
  return (
    <>
      <Button
        size="small"
        color={disable ? 'error' : 'primary'}
        startIcon={disable ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
        disabled={isPending}
        aria-label={translate(
          disable ? 'resources.staff.disable_label' : 'resources.staff.enable_label',
          options,
        )}
      >
        {translate(disable ? 'resources.staff.disable' : 'resources.staff.enable')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={disable ? 'resources.staff.disable_title' : 'resources.staff.enable_title'}
        content={disable ? 'resources.staff.disable_content' : 'resources.staff.enable_content'}
        translateOptions={options}
        confirm={disable ? 'resources.staff.disable' : 'resources.staff.enable'}
        confirmColor={disable ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
