import { Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { useAuthState } from '../../providers/store';
import { ToggleDisabledRowButton } from '../common/ToggleDisabledRowButton';
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
  return <ToggleDisabledRowButton resource="staff" toggle={toggle} translateOptions={options} />;
};
