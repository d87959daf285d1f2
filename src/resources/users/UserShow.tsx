import { useState } from 'react';
import { Button } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Confirm,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import type { AdminUser } from '../../../contract/users';
import { LocaleDateField } from '../common/LocaleDateField';
import { roleChoices, UserStatusField } from './UserStatusField';

/**
 * Disable or enable, after a confirmation: disabling ends every session of the user at once
 * (server side). Pessimistic, so the status shown is the server's.
 */
const ToggleDisabledButton = () => {
  const record = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate();
  if (!record || record.id === identity?.id) return null;
  const disable = record.status !== 'disabled';
  const confirm = () =>
    update(
      'users',
      { id: record.id, data: { disabled: disable }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(disable ? 'resources.users.disabled_done' : 'resources.users.enabled_done', {
            type: 'info',
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
        color={disable ? 'error' : 'primary'}
        startIcon={disable ? <BlockIcon /> : <CheckCircleIcon />}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {translate(disable ? 'resources.users.disable' : 'resources.users.enable')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={disable ? 'resources.users.disable_title' : 'resources.users.enable_title'}
        content={disable ? 'resources.users.disable_content' : 'resources.users.enable_content'}
        translateOptions={{ name: record.name }}
        confirm={disable ? 'resources.users.disable' : 'resources.users.enable'}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

const UserShowActions = () => (
  <TopToolbar>
    <ListButton />
    <ToggleDisabledButton />
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
