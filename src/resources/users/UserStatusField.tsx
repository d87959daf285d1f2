import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

const COLOR = { active: 'success', unverified: 'warning', disabled: 'default' } as const;

/** A user's status as a translated chip. */
export const UserStatusField = (_props: FieldProps) => {
  const record = useRecordContext<{ status?: keyof typeof COLOR }>();
  const translate = useTranslate();
  if (!record?.status) return null;
  return (
    <Chip
      size="small"
      color={COLOR[record.status]}
      label={translate(`resources.users.status.${record.status}`)}
    />
  );
};

export const roleChoices = ['superadmin', 'in_house_manager', 'business', 'b2b', 'asset_owner'].map(
  (id) => ({ id, name: `resources.users.roles.${id}` }),
);

export const statusChoices = ['active', 'unverified', 'disabled'].map((id) => ({
  id,
  name: `resources.users.status.${id}`,
}));
