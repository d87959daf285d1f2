import { Box, Typography } from '@mui/material';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  UserMenu,
  Logout,
  useTranslate,
} from 'react-admin';
import { useCustomizationState } from '../providers/store';

/** After a branded sign-in: the business's logo and name at the start of the bar. */
const BusinessBrand = () => {
  const translate = useTranslate();
  const { customizationDetails, businessDetails } = useCustomizationState();
  if (!businessDetails) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mr: 2 }}>
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
    userMenu={
      <UserMenu>
        <Logout />
      </UserMenu>
    }
  >
    <BusinessBrand />
    <TitlePortal />
  </RaAppBar>
);
