import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { StaffMember } from '../../../contract/staff';

const COLOR = { active: 'success', invited: 'warning', disabled: 'default' } as const;

/** A staff member's status (active, invited: no password chosen yet, disabled) as a chip. */
export const StaffStatusField = (_props: FieldProps) => {
  const record = useRecordContext<StaffMember>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.status]}
      label={translate(`resources.staff.statuses.${record.status}`)}
    />
  );
};

export const staffStatusChoices = ['active', 'invited', 'disabled'].map((id) => ({
  id,
  name: `resources.staff.statuses.${id}`,
}));
