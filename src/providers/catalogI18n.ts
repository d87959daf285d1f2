import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import { accountFr } from '../i18n/fr/account';
import { elided, withLocaleNumbers } from './dataInMessages';
import { DEFAULT_LOCALE, isAppLocale, storedLocale, type AppLocale } from './locales';
import { StorageKeys, write } from './storage';
import { setLanguageState, store, StoreKeys } from './store';

/**
 * The language machinery shared by the admin's i18nProvider (every catalog) and the light
 * first screen's (the account pages' catalog only, src/pages/auth/i18n.tsx): this file must
 * stay free of the catalogs themselves, so that each side bundles only its own.
 */
export type CatalogLoaders = Partial<Record<AppLocale, () => Promise<TranslationMessages>>>;

// Language names are written in their own language, the same in every catalog.
export const locales: Locale[] = [
  { locale: 'fr', name: accountFr.flotte.language.fr },
  { locale: 'en', name: accountFr.flotte.language.en },
];

/**
 * What translates: ra-i18n-polyglot for the admin (plurals, react-admin's messages), a small
 * lookup for the account pages (src/pages/auth/translate.ts). Called as polyglot's provider is.
 */
export type TranslationEngine = (
  getMessages: (locale: string) => TranslationMessages,
  initialLocale: string,
  locales: Locale[],
) => Pick<I18nProvider, 'translate' | 'changeLocale' | 'getLocale'>;

export type FlotteI18nProvider = I18nProvider & {
  /** Settles once the language stored under `current-language` is loaded (or fell back). */
  ready: Promise<void>;
};

/**
 * A translation engine over a French catalog (bundled: it is the default and the fallback, so it
 * can never fail to load) and loaders of the others. The language persists under
 * `current-language`; a language that fails to load falls back to French: French is
 * applied, persisted and put in the store, and the promise still rejects so that a caller can
 * tell. (react-admin's I18nContextProvider only logs it: its `ra.notification.i18n_error`
 * notice is lost, as that provider sits outside the notification context.)
 */
export function createCatalogI18nProvider(
  engine: TranslationEngine,
  french: TranslationMessages,
  loaders: CatalogLoaders,
): FlotteI18nProvider {
  const catalogs = new Map<AppLocale, TranslationMessages>([[DEFAULT_LOCALE, french]]);
  const loading = new Map<AppLocale, Promise<TranslationMessages>>();
  // The engine needs the first catalog synchronously: start in French, then switch (below).
  const polyglot = engine(
    (locale) => catalogs.get(locale as AppLocale) ?? french,
    DEFAULT_LOCALE,
    locales,
  );
  let latestRequest = 0;

  function load(locale: AppLocale): Promise<TranslationMessages> {
    const loaded = catalogs.get(locale);
    if (loaded) return Promise.resolve(loaded);
    const loader = loaders[locale];
    if (!loader) return Promise.reject(new Error(`No catalog for locale ${locale}`));
    let pending = loading.get(locale);
    if (!pending) {
      pending = loader().then(
        (messages) => {
          catalogs.set(locale, messages);
          return messages;
        },
        (error: unknown) => {
          loading.delete(locale); // a later attempt may succeed
          throw error;
        },
      );
      loading.set(locale, pending);
    }
    return pending;
  }

  async function apply(locale: AppLocale): Promise<void> {
    await polyglot.changeLocale(locale);
    write(StorageKeys.language, locale);
    setLanguageState({ language: locale, loading: false });
  }

  async function changeLocale(requested: string): Promise<void> {
    const request = ++latestRequest;
    setLanguageState({ loading: true });
    try {
      if (!isAppLocale(requested)) throw new Error(`Unsupported locale ${requested}`);
      await load(requested);
      // A later choice made while this catalog was loading wins.
      if (request === latestRequest) await apply(requested);
    } catch (error) {
      if (request === latestRequest) {
        await apply(DEFAULT_LOCALE);
        // react-admin follows its store's locale: point it back at French too.
        store.setItem(StoreKeys.locale, DEFAULT_LOCALE);
      }
      throw error;
    }
  }

  const initial = storedLocale();
  const ready =
    initial === DEFAULT_LOCALE ? Promise.resolve() : changeLocale(initial).catch(() => undefined);

  // Values from data read as the language writes them (numbers, French elision).
  const translate: I18nProvider['translate'] = (key, options) => {
    const locale = polyglot.getLocale();
    const values = withLocaleNumbers(locale, options);
    return elided(locale, polyglot.translate(key, values), values);
  };

  return {
    translate,
    getLocale: polyglot.getLocale,
    getLocales: () => locales,
    changeLocale,
    ready,
  };
}
