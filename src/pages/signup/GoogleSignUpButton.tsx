import { Box, Divider, Typography } from '@mui/material';
import { GoogleLogin } from '@react-oauth/google';
import { isGoogleSignInEnabled } from '../../layout/GoogleProvider';
import { accountApi } from '../../providers/accountApi';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { useNotify } from '../auth/notifications';
import { messageOf } from '../auth/validators';
import { useCompleteLogin } from '../auth/useCompleteLogin';

/**
 * Google sign-up of an asset owner: the ID token goes to the API, which creates the account
 * (verified when Google says the address is) and answers a session, stored like a sign-in.
 * Hidden when no Google client id is configured.
 */
export const GoogleSignUpButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const completeLogin = useCompleteLogin();
  if (!isGoogleSignInEnabled()) return null;

  const failed = (error?: unknown) =>
    notify(messageOf(error, 'flotte.auth.google_failed'), { type: 'error' });

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('flotte.auth.or')}
        </Typography>
      </Divider>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <GoogleLogin
          text="signup_with"
          onSuccess={({ credential }) => {
            if (!credential) return failed();
            accountApi.googleSignUp({ credential, locale }).then(completeLogin).catch(failed);
          }}
          onError={() => failed()}
        />
      </Box>
    </Box>
  );
};
