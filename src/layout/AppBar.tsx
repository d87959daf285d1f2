import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  TitlePortal,
  UserMenu,
  Logout,
} from 'react-admin';

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
    <TitlePortal />
  </RaAppBar>
);
