import { useEffect } from 'react';
import { useLocaleState } from 'react-admin';

/** Keeps `<html lang>` on the UI language, for screen readers and the browser's own widgets. */
export function useDocumentLanguage() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
}
