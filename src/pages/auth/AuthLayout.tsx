import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { Link, LocalesMenuButton, Login, useTranslate } from 'react-admin';
import { useDocumentLanguage } from '../../layout/useDocumentLanguage';

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
  children: ReactNode;
}

const FLOTTE_BACKGROUND =
  'radial-gradient(circle at 50% 14em, #2A2F36 0%, #111418 60%, #111418 100%)';

/**
 * react-admin's auth layout (its <Login> card: it also sends a signed-in visitor to the
 * dashboard) with the language switch, a heading, and a business's branding when given.
 */
export const AuthLayout = ({ title, subtitle, branding, children }: AuthLayoutProps) => {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Login
      sx={{
        backgroundImage: branding?.cover_image
          ? `linear-gradient(rgba(17,20,24,.55), rgba(17,20,24,.55)), url("${encodeURI(branding.cover_image)}")`
          : FLOTTE_BACKGROUND,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        '& .RaLogin-card': {
          position: 'relative',
          width: 400,
          maxWidth: 'calc(100vw - 32px)',
          borderRadius: 3,
          mb: 4,
        },
        '& .RaLogin-avatar': branding?.logo ? { display: 'none' } : {},
        '& .RaLogin-icon': { backgroundColor: 'primary.main' },
      }}
    >
      <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
        <LocalesMenuButton />
      </Box>
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
    </Login>
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
