import { useEffect } from 'react';
import { readString, StorageKeys } from '../../providers/storage';
import { useLocaleState } from '../auth/i18n';

/**
 * `<meta name="robots" content="noindex">` while the tracking page is shown: its address is a
 * capability that search engines must not keep (the API answers `X-Robots-Tag` as well).
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * A recipient is nobody's user: with no language chosen yet, the page speaks the browser's
 * (English when it asks for English, French otherwise); the language menu changes it.
 */
export function useBrowserLanguage() {
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (readString(StorageKeys.language)) return;
    const wanted = (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase();
    const browser = wanted.startsWith('en') ? 'en' : 'fr';
    if (browser !== locale) setLocale(browser);
    // Once, on arrival: a later choice in the menu is the visitor's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
