import { Menu, MenuItem } from '@mui/material';
import { locales } from '../../providers/catalogI18n';

interface LanguageChoicesProps {
  id: string;
  anchor: HTMLElement;
  locale: string;
  onClose: () => void;
  onChoose: (locale: string) => void;
}

/** The open language menu of LanguageMenu (a separate chunk). */
export const LanguageChoices = ({
  id,
  anchor,
  locale,
  onClose,
  onChoose,
}: LanguageChoicesProps) => (
  <Menu id={id} anchorEl={anchor} open onClose={onClose}>
    {locales.map((l) => (
      <MenuItem key={l.locale} selected={l.locale === locale} onClick={() => onChoose(l.locale)}>
        {l.name}
      </MenuItem>
    ))}
  </Menu>
);
