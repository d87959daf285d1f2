import type { ReactNode } from 'react';
import { locales } from '../../providers/catalogI18n';
import { useLocaleState, useTranslate } from '../auth/i18n';

/**
 * The few parts the tracking page builds from plain elements (tracking.css) instead of MUI's:
 * the page is a light entry (docs/first-screen.md).
 */

/** A message in a coloured box, announced as MUI's Alert is (`role="alert"`). */
export const Alert = ({
  severity,
  children,
}: {
  severity: 'info' | 'warning' | 'error';
  children: ReactNode;
}) => (
  <div role="alert" className="tracking-alert" data-severity={severity}>
    {children}
  </div>
);

/** While the page is read: a spinner named by `label` in a status region (screen readers say it). */
export const Spinner = ({ label }: { label: string }) => (
  <div role="status" className="tracking-loading">
    <span role="progressbar" aria-label={label} className="light-spinner" />
  </div>
);

/** The language switch: the browser's own list (no menu to load, keyboard and screen readers as usual). */
export const LanguageSelect = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <select
      className="tracking-language"
      aria-label={translate('flotte.language.change')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
    >
      {locales.map((l) => (
        <option key={l.locale} value={l.locale}>
          {l.name}
        </option>
      ))}
    </select>
  );
};
