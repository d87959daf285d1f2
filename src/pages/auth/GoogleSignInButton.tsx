import { Box, Divider, Typography } from '@mui/material';
import { GoogleLogin } from '@react-oauth/google';
import { useNotify, useTranslate } from 'react-admin';
import { isGoogleSignInEnabled } from '../../layout/GoogleProvider';
import { signInWithGoogle } from './google';

/** Google's own button, shown only when a client id is configured (else nothing renders). */
export const GoogleSignInButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  if (!isGoogleSignInEnabled()) return null;

  const failed = (error?: unknown) =>
    notify(
      error instanceof Error && error.message.startsWith('flotte.')
        ? error.message
        : 'flotte.auth.google_failed',
      { type: 'error' },
    );

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('flotte.auth.or')}
        </Typography>
      </Divider>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <GoogleLogin
          text="signin_with"
          onSuccess={({ credential }) => {
            if (!credential) return failed();
            signInWithGoogle(credential).catch(failed);
          }}
          onError={() => failed()}
        />
      </Box>
    </Box>
  );
};
