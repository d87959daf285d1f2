import type { ReactNode } from 'react';
import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TitledDialog } from '../../components/TitledDialog';

/**
 * The frame of a "create" dialog of this page: `title` (a catalog key) also names the button
 * that creates, which waits while `invalid` or `pending`; the server's `error` above the fields.
 */
export const CreateDialog = ({
  title,
  error,
  invalid,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  error: Error | null;
  invalid: boolean;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <TitledDialog
      onClose={onClose}
      title={translate(title)}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={invalid || pending} onClick={onSubmit}>
            {translate(title)}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
        {children}
      </Stack>
    </TitledDialog>
  );
};
