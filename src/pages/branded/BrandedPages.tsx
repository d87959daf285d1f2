import { useMemo, type ReactNode } from 'react';
import { Alert, CardContent, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PublicCustomization } from '../../../contract/customization';
import { LoadingStatus } from '../../components/LoadingStatus';
import { queryClient } from '../../providers/queryClient';
import { AuthLayout, AuthLinks } from '../auth/AuthLayout';
import { useTranslate } from '../auth/i18n';
import { Link } from '../auth/Link';
import { GoogleSignInButton } from '../auth/GoogleSignInButton';
import { LoginForm } from '../LoginPage';
import { SignupForm } from '../signup/SignupForm';
import { brandTheme } from '../../theme';
import { useBusinessCustomization } from './useBusinessCustomization';

/**
 * The page in the business's primary colour. The app's theme follows the branding a signed-in
 * session wears; a visitor has none yet, so the page brings its own (as the preview shows it).
 */
const BrandColors = ({ color, children }: { color: string | null; children: ReactNode }) => {
  const theme = useMemo(() => createTheme(brandTheme(color)), [color]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

/** The app's query cache (shared with the admin): the branding is fetched once per slug. */
const Branded = (props: {
  title: string;
  children: (business: PublicCustomization, slug: string) => ReactNode;
}) => (
  <QueryClientProvider client={queryClient}>
    <BrandedContent {...props} />
  </QueryClientProvider>
);

/** Loads the business's branding, then renders the page; an unknown slug gets its own page. */
const BrandedContent = ({
  title,
  children,
}: {
  title: string;
  children: (business: PublicCustomization, slug: string) => ReactNode;
}) => {
  const translate = useTranslate();
  const { slug, data, error, isPending } = useBusinessCustomization();
  if (isPending) {
    return (
      <AuthLayout title={title}>
        <LoadingStatus label={translate('flotte.branding.loading')} />
      </AuthLayout>
    );
  }
  if (error || !data) {
    const unknown = (error as { status?: number } | null)?.status === 404;
    return (
      <AuthLayout title={unknown ? 'flotte.branding.unknown_title' : 'flotte.branding.error_title'}>
        <CardContent>
          <Alert severity={unknown ? 'warning' : 'error'} role="alert">
            {translate(unknown ? 'flotte.branding.unknown_text' : 'flotte.branding.error_text', {
              slug,
            })}
          </Alert>
          <Typography sx={{ mt: 2, textAlign: 'center' }}>
            <Link to="/login">{translate('flotte.branding.to_sign_in')}</Link>
          </Typography>
        </CardContent>
      </AuthLayout>
    );
  }
  return (
    <BrandColors color={data.primary_color}>
      <AuthLayout title={title} branding={data}>
        {children(data, slug)}
      </AuthLayout>
    </BrandColors>
  );
};

/** /b/:slug/login: the normal sign-in, keeping the business's look for the session. */
export const BrandedLoginPage = () => (
  <Branded title="flotte.branding.login_title">
    {(business, slug) => (
      <>
        <LoginForm customization={business} />
        <GoogleSignInButton customization={business} />
        <AuthLinks
          links={[
            { to: '/forgot-password', label: 'flotte.login.forgot' },
            { to: `/b/${slug}/signup`, label: 'flotte.branding.to_signup' },
          ]}
        />
      </>
    )}
  </Branded>
);

/** /b/:slug/signup: a B2B client signs up under this business. */
export const BrandedSignupPage = () => (
  <Branded title="flotte.branding.signup_title">
    {(_business, slug) => (
      <>
        <SignupForm kind="b2b" parentSlug={slug} />
        <AuthLinks links={[{ to: `/b/${slug}/login`, label: 'flotte.signup.have_account' }]} />
      </>
    )}
  </Branded>
);
