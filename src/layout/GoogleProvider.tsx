import type { ReactNode } from 'react';
import { GoogleOAuthProvider } from '@react-oauth/google';
import { getConfig } from '../config';

/** Whether Google sign-in is configured (a client id from /env.js or VITE_GOOGLE_CLIENT_ID). */
export const isGoogleSignInEnabled = () => Boolean(getConfig().googleClientId);

/**
 * The whole app sits inside Google's sign-in provider. The provider loads Google's
 * script, so without a client id it is left out: the app then calls no Google host and the
 * sign-in page hides the Google button.
 */
export const GoogleProvider = ({ children }: { children: ReactNode }) => {
  const { googleClientId } = getConfig();
  if (!googleClientId) return <>{children}</>;
  return <GoogleOAuthProvider clientId={googleClientId}>{children}</GoogleOAuthProvider>;
};
