import { createContext, useContext, type ReactNode } from 'react';
import { GoogleOAuthProvider } from '@react-oauth/google';
import { getConfig } from '../config';

const GoogleClientId = createContext('');

/**
 * The whole app sits inside Google's sign-in provider (the specification): it holds the client
 * id (from /env.js or VITE_GOOGLE_CLIENT_ID), and loads nothing. Google's script (`accounts.google.com/gsi/client`) loads only where a
 * Google button is offered (`GoogleScriptScope`), never on the other pages: it costs time and
 * tells Google who visits (issue 32). Without a client id there is no button, so no script.
 */
export const GoogleProvider = ({ children }: { children: ReactNode }) => (
  <GoogleClientId.Provider value={getConfig().googleClientId}>{children}</GoogleClientId.Provider>
);

/**
 * Around a Google button: loads Google's script (the library's provider) while it is on screen;
 * renders nothing without a client id.
 */
export const GoogleScriptScope = ({ children }: { children: ReactNode }) => {
  const clientId = useContext(GoogleClientId);
  if (!clientId) return null;
  return <GoogleOAuthProvider clientId={clientId}>{children}</GoogleOAuthProvider>;
};
