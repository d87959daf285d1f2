import { useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import type { PublicProof } from '../../../contract/tracking';
import { useTranslate } from '../auth/i18n';

/**
 * The recipient's signature and name are shown only to who proves to be the recipient (issue 31,
 * docs/security.md): a link may be forwarded. When the proof holds them but the page was not
 * given them, the visitor types the delivery code of their mail; the page is read again with it.
 */
export const RecipientCheck = ({
  proof,
  tried,
  onCode,
}: {
  proof: PublicProof | null;
  tried: string | undefined;
  onCode: (code: string) => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  if (!proof) return null;
  const hidden =
    (proof.kinds.includes('signature') && proof.signature === null) ||
    (proof.kinds.includes('name') && proof.name === null);
  if (!hidden) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}$/.test(code)) onCode(code);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ mt: 2 }}>
      <Typography gutterBottom>{translate('flotte.tracking.recipient_check')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {/* TextField's parts, not TextField: it brings the select and its menu along. */}
        <FormControl size="small" error={tried !== undefined}>
          <InputLabel htmlFor="recipient-code">
            {translate('flotte.tracking.recipient_code')}
          </InputLabel>
          <OutlinedInput
            id="recipient-code"
            label={translate('flotte.tracking.recipient_code')}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 4))}
            inputProps={{ inputMode: 'numeric', autoComplete: 'one-time-code' }}
            aria-describedby="recipient-code-help"
          />
          <FormHelperText id="recipient-code-help">
            {tried !== undefined ? translate('flotte.tracking.recipient_wrong') : ' '}
          </FormHelperText>
        </FormControl>
        <Button type="submit" variant="outlined">
          {translate('flotte.tracking.recipient_show')}
        </Button>
      </Stack>
    </Box>
  );
};
