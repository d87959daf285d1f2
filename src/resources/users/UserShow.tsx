import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import { ErasePersonButton } from '../common/ErasePersonButton';
import type { AdminUser } from '../../../contract/users';
import { LocaleDateField } from '../common/LocaleDateField';
import { ToggleDisabledConfirm } from '../common/ToggleDisabledConfirm';
import { useToggleDisabled } from '../common/useToggleDisabled';
import { roleChoices, UserStatusField } from './UserStatusField';

/**
 * Disable or enable, after a confirmation: disabling ends every session of the user at once
 * (server side). Pessimistic, so the status shown is the server's.
 */
const ToggleDisabledButton = () => {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const toggle = useToggleDisabled('users', record);
  const { setOpen, isPending, disable } = toggle;
  if (!record || record.id === identity?.id) return null;
  return (
    <>
      <Button
        color={disable ? 'error' : 'primary'}
        startIcon={disable ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {translate(disable ? 'resources.users.disable' : 'resources.users.enable')}
      </Button>
      <ToggleDisabledConfirm
        resource="users"
        toggle={toggle}
        translateOptions={{ name: record.name }}
      />
    </>
  );
};

// Three actions: on a phone they wrap rather than push the page sideways.
const UserShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ListButton />
    <ToggleDisabledButton />
    <ErasePersonButton />
  </TopToolbar>
);

export const UserShow = () => (
  <Show actions={<UserShowActions />} sx={{ maxWidth: 720 }}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="phone" emptyText="—" />
      <SelectField source="role" choices={roleChoices} />
      <UserStatusField source="status" />
      <TextField source="business_name" emptyText="—" />
      <LocaleDateField source="created_at" showTime />
      <LocaleDateField source="last_login_at" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
