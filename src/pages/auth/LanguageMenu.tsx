import { lazy, Suspense, useState } from 'react';
import { Button } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Translate';
import { locales } from '../../providers/catalogI18n';
import { useLocaleState } from './i18n';

// The menu (popover, modal, focus trap) loads on the first click: the first screen shows the
// button only.
const LanguageChoices = lazy(() =>
  import('./LanguageChoices').then((m) => ({ default: m.LanguageChoices })),
);

/** The language switch of the account pages: react-admin's LocalesMenuButton, light. */
export const LanguageMenu = () => {
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="true"
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {locales.find((l) => l.locale === locale)?.name}
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <LanguageChoices
            id="language-menu"
            anchor={anchor}
            locale={locale}
            onClose={() => setAnchor(null)}
            onChoose={(next) => {
              setAnchor(null);
              setLocale(next);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
