import { useMemo } from 'react';
import { Box, Button, CardContent, TextField, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useWatch } from 'react-hook-form';
import { AuthContext, useTranslate, type AuthProvider } from 'react-admin';
import { AuthLayout } from '../../auth/AuthLayout';
import { brandTheme } from '../../../theme';

/**
 * The sign-in layout checks the session on mount and sends a signed-in visitor to the
 * dashboard: inside the preview, it asks this provider, which says "signed out".
 */
const previewAuth: AuthProvider = {
  login: () => Promise.reject(new Error('preview')),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.reject({ message: false }),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(null),
};

/** A form value of an image input as an address: a stored url, or a picked file's preview. */
export const imageSrc = (value: unknown): string | null => {
  if (typeof value === 'string') return value || null;
  if (typeof value === 'object' && value !== null && 'src' in value) {
    const { src } = value as { src: unknown };
    return typeof src === 'string' && src ? src : null;
  }
  return null;
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The sign-in card's page fits the preview box instead of the whole window. */
const fitted = (color: string | null) => {
  const base = brandTheme(color);
  return createTheme({
    ...base,
    components: {
      ...base.components,
      RaLogin: {
        styleOverrides: {
          root: {
            minHeight: 0,
            height: 'auto',
            paddingBottom: 8,
            '& .RaLogin-card': { marginTop: 32 },
          },
        },
      },
    },
  });
};

/** What the sign-in card holds: the fields and button of the real page, inert. */
const SignInLook = () => {
  const translate = useTranslate();
  return (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={translate('flotte.my_business.branding.preview_email')}
        variant="filled"
        size="small"
        disabled
      />
      <TextField
        label={translate('flotte.my_business.branding.preview_password')}
        variant="filled"
        size="small"
        disabled
      />
      <Button variant="contained" color="primary" fullWidth tabIndex={-1}>
        {translate('flotte.my_business.branding.preview_sign_in')}
      </Button>
    </CardContent>
  );
};

/**
 * The branded sign-in page (#/b/{slug}/login) as the form's current values would make it: the
 * real layout, in the chosen colour, with the typed name (or the business's), logo and cover.
 */
export const BrandingPreview = ({ businessName }: { businessName: string }) => {
  const translate = useTranslate();
  const [name, logo, cover, color] = useWatch({
    name: ['name', 'logo', 'cover_image', 'primary_color'],
  }) as unknown[];
  const validColor = typeof color === 'string' && HEX_COLOR.test(color) ? color : null;
  const theme = useMemo(() => fitted(validColor), [validColor]);
  const shownName = typeof name === 'string' && name.trim() ? name.trim() : businessName;
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby="branding-preview-title">
      <Typography id="branding-preview-title" component="figcaption" variant="subtitle1">
        {translate('flotte.my_business.branding.preview')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('flotte.my_business.branding.preview_help')}
      </Typography>
      <Box
        inert
        data-testid="branding-preview"
        sx={{ borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <AuthContext.Provider value={previewAuth}>
          <ThemeProvider theme={theme}>
            <AuthLayout
              title="flotte.branding.login_title"
              branding={{ name: shownName, logo: imageSrc(logo), cover_image: imageSrc(cover) }}
            >
              <SignInLook />
            </AuthLayout>
          </ThemeProvider>
        </AuthContext.Provider>
      </Box>
    </Box>
  );
};
