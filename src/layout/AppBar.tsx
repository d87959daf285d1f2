import { useEffect } from 'react';
import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  TitlePortal,
  UserMenu,
  Logout,
  MenuItemLink,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useCustomizationState } from '../providers/store';
import { LocalesMenuButton } from './LocalesMenuButton';

/**
 * The page's icon becomes the branding's launcher icon while it is worn; the app's own comes
 * back when it is not (signed out, a branding without one).
 */
function useLauncherIcon(icon: string | null) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link || !icon) return undefined;
    const own = link.getAttribute('href');
    link.setAttribute('href', icon);
    return () => {
      if (own === null) link.removeAttribute('href');
      else link.setAttribute('href', own);
    };
  }, [icon]);
}

/**
 * Signed in with a branding (the own business's, or the branded page's): the business's logo
 * and name at the start of the bar, its launcher icon as the page's icon.
 */
const BusinessBrand = () => {
  const translate = useTranslate();
  const { customizationDetails, businessDetails } = useCustomizationState();
  useLauncherIcon(businessDetails ? customizationDetails.launcher_icon : null);
  if (!businessDetails) return null;
  // On a phone the page title needs the bar's room (a logo left only some 80 px for it): the
  // brand shows from 600 px up, and in the launcher icon and the branded sign-in page.
  return (
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mr: 2 }}>
      {customizationDetails.logo ? (
        <Box
          component="img"
          src={customizationDetails.logo}
          alt={translate('flotte.branding.logo_alt', { name: customizationDetails.name })}
          sx={{ height: 32, maxWidth: 120, objectFit: 'contain' }}
        />
      ) : null}
      <Typography variant="subtitle1" component="span" noWrap>
        {customizationDetails.name}
      </Typography>
    </Box>
  );
};

/**
 * react-admin's user menu, whose button shows the user's name from 600 px up but is named
 * "Profil": its name here begins with what it shows (WCAG 2.5.3 label in name), "Profil"
 * after it. Narrower, the button is an icon named "Profil" with that name as its tooltip:
 * there react-admin translates the label again with "Profile" as the fallback, so it gets the
 * catalog key, not a text already translated (which would read "Profile" in French).
 */
const NamedUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  const key = 'ra.auth.user_menu';
  const label = wide && identity?.fullName ? `${identity.fullName} (${translate(key)})` : key;
  return (
    <UserMenu label={label}>
      <MyDataItem />
      <Logout />
    </UserMenu>
  );
};

/** The person's own data (docs/privacy.md): src/pages/privacy/MyDataPage.tsx. */
const MyDataItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItemLink
      to="/my-data"
      primaryText={translate('flotte.privacy.menu')}
      leftIcon={<PrivacyTipIcon />}
      onClick={() => userMenu?.onClose()}
    />
  );
};

/** Title, language switch (locales from i18nProvider.getLocales), loading indicator, user menu. */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    toolbar={
      <>
        <LocalesMenuButton />
        <LoadingIndicator />
      </>
    }
    userMenu={<NamedUserMenu />}
  >
    <BusinessBrand />
    {/* The page's one h1: every page's <Title> lands here (its body headings are h2). */}
    {/* Whole at every width: on a phone it wraps (two lines at most) instead of an ellipsis. */}
    <TitlePortal
      component="h1"
      sx={{
        minWidth: 0,
        whiteSpace: { xs: 'normal', sm: 'nowrap' },
        fontSize: { xs: '1.05rem', sm: undefined },
        lineHeight: { xs: 1.2, sm: undefined },
      }}
    />
  </RaAppBar>
);
