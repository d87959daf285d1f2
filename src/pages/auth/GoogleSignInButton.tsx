import { Box, Divider, Typography } from '@mui/material';
import { GoogleLogin, useGoogleOAuth } from '@react-oauth/google';
import type { PublicCustomization } from '../../../contract/customization';
import { GoogleScriptScope } from '../../layout/GoogleProvider';
import { useTranslate } from './i18n';
import { useNotify } from './notifications';
import { useSignIn } from './useSignIn';

/**
 * Google's own button, shown only when a client id is configured (else nothing renders), which
 * loads Google's script (src/layout/GoogleProvider.tsx).
 * The ID token goes through the authProvider's login, so Google sign-in stores the session
 * and redirects exactly as credentials do.
 */
export const GoogleSignInButton = ({
  customization,
}: {
  /** On a branded page: the business's look, kept for the session. */
  customization?: PublicCustomization;
}) => (
  <GoogleScriptScope>
    <LoadedGoogleSignIn customization={customization} />
  </GoogleScriptScope>
);

/**
 * The divider and Google's button, once Google's script has loaded: an "or" above an empty
 * space (the script blocked or offline) would offer a second way that is not there.
 */
const LoadedGoogleSignIn = ({ customization }: { customization?: PublicCustomization }) => {
  const notify = useNotify();
  const login = useSignIn();
  const { scriptLoadedSuccessfully } = useGoogleOAuth();
  if (!scriptLoadedSuccessfully) return null;

  const failed = (error?: unknown) =>
    notify(
      error instanceof Error && error.message.startsWith('flotte.')
        ? error.message
        : 'flotte.auth.google_failed',
      { type: 'error' },
    );

  return (
    <GoogleBlock
      text="signin_with"
      onCredential={(credential) => login({ credential, customization })}
      failed={failed}
    />
  );
};

/**
 * An "or" divider above Google's button: `onCredential` gets the ID token Google answers;
 * `failed` is told when there is none or when `onCredential` fails.
 */
export const GoogleBlock = ({
  text,
  onCredential,
  failed,
}: {
  text: 'signin_with' | 'signup_with';
  onCredential: (credential: string) => Promise<unknown>;
  failed: (error?: unknown) => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('flotte.auth.or')}
        </Typography>
      </Divider>
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <GoogleLogin
          text={text}
          onSuccess={({ credential }) => {
            if (!credential) return failed();
            onCredential(credential).catch(failed);
          }}
          onError={() => failed()}
        />
      </Box>
    </Box>
  );
};
