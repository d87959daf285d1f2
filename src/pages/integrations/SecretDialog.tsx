import { Alert, Button, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { TitledDialog } from '../../components/TitledDialog';

/**
 * A secret shown once (an API key, a signing secret): in a read-only field with a copy button,
 * until the person says they copied it. Flotte cannot show it again.
 */
export const SecretDialog = ({
  title,
  secret,
  onClose,
}: {
  /** Catalog key of the title. */
  title: string;
  secret: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify('flotte.integrations.secret.copied', { type: 'success' });
    } catch {
      // No clipboard (an insecure page, a refusal): the field stays selectable.
    }
  };
  return (
    <TitledDialog
      onClose={onClose}
      title={translate(title)}
      actions={
        <>
          <Button onClick={() => void copy()}>
            {translate('flotte.integrations.secret.copy')}
          </Button>
          <Button variant="contained" onClick={onClose}>
            {translate('flotte.integrations.secret.done')}
          </Button>
        </>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('flotte.integrations.secret.once')}
      </Alert>
      <TextField
        value={secret}
        label={translate(title)}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'secret' } }}
        onFocus={(event) => event.target.select()}
      />
    </TitledDialog>
  );
};
