import { Button, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useCanAccess, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { useAuthState } from '../../providers/store';
import { ToggleDisabledConfirm } from '../common/ToggleDisabledConfirm';
import { useToggleDisabled } from '../common/useToggleDisabled';

/**
 * Disable or enable a colleague after a confirmation (PATCH /business/staff/{id} `{ disabled }`;
 * disabling ends their sessions at once). Nobody disables itself: its own row says "you".
 */
export const ToggleStaffButton = (_props: FieldProps) => {
  const record = useRecordContext<StaffMember>();
  const { user } = useAuthState();
  const translate = useTranslate();
  const options = { name: record?.name };
  const toggle = useToggleDisabled('staff', record, options);
  const { setOpen, isPending, disable } = toggle;
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
      <ToggleDisabledConfirm
        resource="staff"
        toggle={toggle}
        translateOptions={options}
        confirmColor={disable ? 'warning' : 'primary'}
      />
    </>
  );
};
