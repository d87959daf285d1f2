import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { TranslationMessages } from 'react-admin';
import { accountFr } from '../../i18n/fr/account';
import { createCatalogI18nProvider, type FlotteI18nProvider } from '../../providers/catalogI18n';
import { DEFAULT_LOCALE, storedLocale, toAppLocale, type AppLocale } from '../../providers/locales';
import { store, StoreKeys, type LanguageState } from '../../providers/store';
import { lookupEngine } from './translate';

/**
 * The account pages' i18n: the admin's language machinery (catalogI18n.ts: `current-language`,
 * the language slice, French fallback) over the account catalog alone (i18n/fr/account.ts,
 * English loaded on first use) and a plain lookup (translate.ts), so that the first screen
 * carries neither the whole catalog, nor react-admin's, nor polyglot.
 */
export function createAccountI18n(): FlotteI18nProvider {
  return createCatalogI18nProvider(lookupEngine, accountFr as unknown as TranslationMessages, {
    en: () =>
      import('../../i18n/en/account').then((m) => m.accountEn as unknown as TranslationMessages),
  });
}

export type Translate = (key: string, options?: Record<string, unknown>) => string;

interface AccountI18n {
  locale: AppLocale;
  translate: Translate;
  setLocale: (locale: string) => void;
}

const I18nContext = createContext<AccountI18n | null>(null);

/**
 * Provides translate and the language. A visitor who chose English last time sees nothing
 * until English is loaded rather than a flash of French; the document's `lang` follows.
 */
export const AccountI18nProvider = ({
  i18n,
  children,
}: {
  i18n: FlotteI18nProvider;
  children: ReactNode;
}) => {
  const [locale, setLocaleState] = useState<AppLocale>(() => toAppLocale(i18n.getLocale()));
  const [ready, setReady] = useState(() => storedLocale() === DEFAULT_LOCALE);

  useEffect(() => {
    let live = true;
    void i18n.ready.then(() => {
      if (!live) return;
      setLocaleState(toAppLocale(i18n.getLocale()));
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback(
    (requested: string) => {
      // A failed load has already fallen back to French: show what the provider now speaks.
      void i18n
        .changeLocale(requested)
        .catch(() => undefined)
        .then(() => setLocaleState(toAppLocale(i18n.getLocale())));
    },
    [i18n],
  );

  // The admin's language menu changes the language slice: follow it, so that the account
  // pages (after a sign-out, or inside the admin's branding preview) speak the same language.
  useEffect(
    () =>
      store.subscribe(StoreKeys.language, (state: LanguageState | undefined) => {
        if (state && !state.loading && state.language !== i18n.getLocale()) {
          setLocale(state.language);
        }
      }),
    [i18n, setLocale],
  );

  const value = useMemo<AccountI18n>(
    // `locale` in the deps: a new translate makes every translated text render again.
    () => ({ locale, translate: (key, options) => i18n.translate(key, options), setLocale }),
    [i18n, locale, setLocale],
  );
  if (!ready) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

function useI18n(): AccountI18n {
  const context = useContext(I18nContext);
  if (!context) throw new Error('Account pages render inside <AccountI18nProvider>');
  return context;
}

export const useTranslate = (): Translate => useI18n().translate;

/** `[locale, setLocale]`, as react-admin's useLocaleState. */
export function useLocaleState(): [AppLocale, (locale: string) => void] {
  const { locale, setLocale } = useI18n();
  return [locale, setLocale];
}
