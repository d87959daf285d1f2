import type { ReactNode } from 'react';
import { Avatar, Box, Card, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from './i18n';
import { LanguageMenu } from './LanguageMenu';
import { Link } from './Link';

export interface Branding {
  name: string;
  logo?: string | null;
  cover_image?: string | null;
}

interface AuthLayoutProps {
  /** Catalog key of the page's heading. */
  title: string;
  /** Catalog key of the line under it; Flotte's tagline by default. */
  subtitle?: string;
  /** A business's look (branded pages): its name, logo and cover image. */
  branding?: Branding | null;
  /** Of the card, in px. */
  width?: number;
  children: ReactNode;
}

const FLOTTE_BACKGROUND =
  'radial-gradient(circle at 50% 14em, #2A2F36 0%, #111418 60%, #111418 100%)';

// react-admin's <Login> names and classes (`RaLogin`, `.RaLogin-card`, `-avatar`, `-icon`): a
// theme's `RaLogin` overrides apply, as the branding preview of the admin uses them.
const Root = styled('div', {
  name: 'RaLogin',
  slot: 'Root',
  overridesResolver: (_props, styles) => styles.root,
})({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100vh',
  backgroundRepeat: 'no-repeat',
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

/**
 * The card of every account page (react-admin's sign-in card, without react-admin): the
 * language switch, a heading, and a business's branding when given.
 */
export const AuthLayout = ({
  title,
  subtitle,
  branding,
  width = 400,
  children,
}: AuthLayoutProps) => {
  const translate = useTranslate();
  return (
    <Root
      sx={{
        backgroundImage: branding?.cover_image
          ? `linear-gradient(rgba(17,20,24,.55), rgba(17,20,24,.55)), url("${encodeURI(branding.cover_image)}")`
          : FLOTTE_BACKGROUND,
      }}
    >
      <Card
        className="RaLogin-card"
        sx={{
          position: 'relative',
          width,
          maxWidth: 'calc(100vw - 32px)',
          minWidth: 300,
          mt: '6em',
          mb: 4,
          borderRadius: 3,
        }}
      >
        <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
          <LanguageMenu />
        </Box>
        {branding?.logo ? null : (
          <Box
            className="RaLogin-avatar"
            sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}
          >
            <Avatar className="RaLogin-icon" sx={{ bgcolor: 'primary.main' }}>
              <LockIcon />
            </Avatar>
          </Box>
        )}
        <Box component="main" sx={{ textAlign: 'center', px: 2, pt: branding?.logo ? 3 : 0 }}>
          {branding?.logo ? (
            <Box
              component="img"
              src={branding.logo}
              alt={translate('flotte.branding.logo_alt', { name: branding.name })}
              sx={{ maxHeight: 64, maxWidth: '60%', objectFit: 'contain', mb: 1 }}
            />
          ) : null}
          {branding ? (
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {branding.name}
            </Typography>
          ) : null}
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(subtitle ?? 'flotte.app.tagline')}
          </Typography>
        </Box>
        {children}
      </Card>
    </Root>
  );
};

/** A row of links to the other account pages, under a form. */
export const AuthLinks = ({ links }: { links: { to: string; label: string }[] }) => {
  const translate = useTranslate();
  return (
    <Stack component="nav" spacing={0.5} sx={{ px: 2, pb: 2, alignItems: 'center' }}>
      {links.map(({ to, label }) => (
        <Link key={to} to={to} variant="body2">
          {translate(label)}
        </Link>
      ))}
    </Stack>
  );
};
