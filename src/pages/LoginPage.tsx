import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import type { PublicCustomization } from '../../contract/customization';
import { AuthLayout, AuthLinks } from './auth/AuthLayout';
import { AccountForm, type Values } from './auth/form/AccountForm';
import { PasswordInput } from './auth/form/PasswordInput';
import { EmailField, FormFields } from './auth/form/AccountFields';
import { GoogleSignInButton } from './auth/GoogleSignInButton';
import { useTranslate } from './auth/i18n';
import { Link } from './auth/Link';
import { useNotify } from './auth/notifications';
import { SubmitButton } from './auth/SubmitButton';
import { signInChecks as validate } from './auth/signInChecks';
import { useSignIn } from './auth/useSignIn';

/**
 * Sign-in with email and password, checked by the contract's schema before anything is sent.
 * The authProvider rejects with an error whose message is a catalog key; it is notified
 * translated. The language can be changed here already (French by default).
 */
export const LoginForm = ({ customization }: { customization?: PublicCustomization }) => {
  const [loading, setLoading] = useState(false);
  // Set when the server says the address is not verified yet: offers the code page.
  const [unverified, setUnverified] = useState<string | null>(null);
  const login = useSignIn();
  const notify = useNotify();
  const translate = useTranslate();

  const submit = async (values: Values) => {
    const email = typeof values.email === 'string' ? values.email : '';
    const password = typeof values.password === 'string' ? values.password : '';
    setLoading(true);
    setUnverified(null);
    try {
      await login({ email, password, customization });
    } catch (error) {
      const message =
        typeof error === 'string'
          ? error
          : error instanceof Error && error.message
            ? error.message
            : 'ra.auth.sign_in_error';
      if (message === 'flotte.errors.email_not_verified') {
        setUnverified(email.trim().toLowerCase());
      }
      notify(message, { type: 'error' });
    } finally {
      setLoading(false);
    }
  };

  return (
    <AccountForm onSubmit={submit}>
      <FormFields>
        {unverified != null ? <UnverifiedNotice email={unverified} /> : null}
        <EmailField validate={validate.email} autoComplete="username" autoFocus />
        <PasswordInput
          source="password"
          label={translate('flotte.auth.password')}
          autoComplete="current-password"
          validate={validate.password}
        />
        <SubmitButton label="flotte.auth.sign_in" loading={loading} />
      </FormFields>
    </AccountForm>
  );
};

/** The sign-in refused an unverified address: the way to the code, and a fresh code. */
const UnverifiedNotice = ({ email }: { email: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  // The account calls (and the http client) load on this first use, not with the page.
  const resend = () =>
    import('../providers/accountApi')
      .then(({ accountApi }) => accountApi.resendCode(email))
      .then(() => notify('flotte.verify.resent', { type: 'info', messageArgs: { email } }))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ mb: 1 }}
      action={
        <Button color="inherit" size="small" onClick={resend}>
          {translate('flotte.verify.resend')}
        </Button>
      }
    >
      {translate('flotte.errors.email_not_verified')}{' '}
      <Link to={`/verify?email=${encodeURIComponent(email)}`}>
        {translate('flotte.login.verify_link')}
      </Link>
    </Alert>
  );
};

/** Links under the sign-in form: the forgotten password and the three sign-ups. */
export const LoginLinks = () => (
  <AuthLinks
    links={[
      { to: '/forgot-password', label: 'flotte.login.forgot' },
      { to: '/signup/owner', label: 'flotte.signup.link_owner' },
      { to: '/signup/business', label: 'flotte.signup.link_business' },
      { to: '/signup/b2b', label: 'flotte.signup.link_b2b' },
    ]}
  />
);

/** `#/login`, the first screen: it loads none of the admin (docs/first-screen.md). */
export const LoginPage = () => (
  <AuthLayout title="flotte.auth.sign_in_title" width={360}>
    <LoginForm />
    <GoogleSignInButton />
    <LoginLinks />
  </AuthLayout>
);
