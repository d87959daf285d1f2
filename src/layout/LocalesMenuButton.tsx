import { useState, type MouseEvent } from 'react';
import { Button, IconButton, Menu, MenuItem, Tooltip, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

/**
 * The app bar's language switch. react-admin's own gives its button an empty `aria-label`, so
 * its name does not match the language it shows: here the name is the visible text (the
 * current language), and "Langue" is its description. On a phone it is only its icon, named
 * and with a tooltip ("Langue : Français"), so that the page title beside it stays whole.
 */
export const LocalesMenuButton = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const current = languages.find((language) => language.locale === locale)?.name ?? locale;
  const menuProps = {
    color: 'inherit',
    'aria-haspopup': 'true',
    'aria-controls': anchor ? 'locales-menu' : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  const named = translate('flotte.a11y.language_named', { language: current });
  return (
    <>
      {phone ? (
        <Tooltip title={named}>
          <IconButton {...menuProps}>
            <LanguageIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          {...menuProps}
          aria-description={translate('flotte.a11y.language')}
          startIcon={<LanguageIcon />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
        >
          {current}
        </Button>
      )}
      <Menu
        id="locales-menu"
        anchorEl={anchor}
        open={anchor != null}
        onClose={() => setAnchor(null)}
      >
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(language.locale);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
