import { GoogleScriptScope } from '../../layout/GoogleProvider';
import { accountApi } from '../../providers/accountApi';
import { GoogleBlock } from '../auth/GoogleSignInButton';
import { useLocaleState } from '../auth/i18n';
import { useNotify } from '../auth/notifications';
import { messageOf } from '../auth/validators';
import { useCompleteLogin } from '../auth/useCompleteLogin';

/**
 * Google sign-up of an asset owner: the ID token goes to the API, which creates the account
 * (verified when Google says the address is) and answers a session, stored like a sign-in.
 * Hidden when no Google client id is configured (GoogleScriptScope).
 */
export const GoogleSignUpButton = () => {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const completeLogin = useCompleteLogin();
  const failed = (error?: unknown) =>
    notify(messageOf(error, 'flotte.auth.google_failed'), { type: 'error' });

  return (
    <GoogleScriptScope>
      <GoogleBlock
        text="signup_with"
        onCredential={(credential) =>
          accountApi.googleSignUp({ credential, locale }).then(completeLogin)
        }
        failed={failed}
      />
    </GoogleScriptScope>
  );
};
