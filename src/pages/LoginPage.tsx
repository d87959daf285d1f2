import { useState } from 'react';
import { Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import {
  Form,
  LocalesMenuButton,
  Login,
  PasswordInput,
  TextInput,
  useLogin,
  useNotify,
  useTranslate,
} from 'react-admin';
import { loginBody } from '../../contract/auth';
import { fieldValidators } from '../resources/common/zodValidators';
import { GoogleSignInButton } from './auth/GoogleSignInButton';
import { useDocumentLanguage } from '../layout/useDocumentLanguage';

const validate = fieldValidators(loginBody);

interface Credentials {
  email: string;
  password: string;
}

/**
 * Sign-in with email and password, checked by the contract's schema before anything is sent.
 * The authProvider rejects with an error whose message is a catalog key; it is notified
 * translated. The language can be changed here already (French by default).
 */
const LoginForm = () => {
  const [loading, setLoading] = useState(false);
  const login = useLogin();
  const notify = useNotify();
  const translate = useTranslate();

  const submit = (values: Partial<Credentials>) => {
    setLoading(true);
    login({ email: values.email, password: values.password })
      .catch((error: unknown) => {
        const message =
          typeof error === 'string'
            ? error
            : error instanceof Error && error.message
              ? error.message
              : 'ra.auth.sign_in_error';
        notify(message, { type: 'error' });
      })
      .finally(() => setLoading(false));
  };

  return (
    <Form onSubmit={submit} mode="onTouched" noValidate>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <TextInput
          source="email"
          type="email"
          label={translate('flotte.auth.email')}
          autoComplete="username"
          validate={validate.email}
          autoFocus
        />
        <PasswordInput
          source="password"
          label={translate('flotte.auth.password')}
          autoComplete="current-password"
          validate={validate.password}
        />
        <Button
          variant="contained"
          type="submit"
          color="primary"
          disabled={loading}
          aria-busy={loading}
          fullWidth
          size="large"
          sx={{ mt: 2 }}
          startIcon={loading ? <CircularProgress size={18} thickness={4} color="inherit" /> : null}
        >
          {translate('flotte.auth.sign_in')}
        </Button>
      </CardContent>
    </Form>
  );
};

export const LoginPage = () => {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Login
      sx={{
        backgroundImage:
          'radial-gradient(circle at 50% 14em, #2A2F36 0%, #111418 60%, #111418 100%)',
        '& .RaLogin-card': {
          position: 'relative',
          width: 360,
          maxWidth: 'calc(100vw - 32px)',
          borderRadius: 3,
        },
        '& .RaLogin-icon': { backgroundColor: 'primary.main' },
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="h5" component="h1">
          {translate('flotte.auth.sign_in_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('flotte.app.tagline')}
        </Typography>
      </Box>
      <LoginForm />
      <GoogleSignInButton />
    </Login>
  );
};
