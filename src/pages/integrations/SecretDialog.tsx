import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';

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
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="secret-title">
      <DialogTitle id="secret-title">{translate(title)}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void copy()}>{translate('flotte.integrations.secret.copy')}</Button>
        <Button variant="contained" onClick={onClose}>
          {translate('flotte.integrations.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
