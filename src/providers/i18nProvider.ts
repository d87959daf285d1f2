import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import type { I18nProvider, Locale, TranslationMessages } from 'react-admin';
import { fr } from '../i18n/fr';
import { DEFAULT_LOCALE, isAppLocale, storedLocale, type AppLocale } from './locales';
import { StorageKeys, write } from './storage';
import { setLanguageState, store, StoreKeys } from './store';

type Messages = { [key: string]: string | Messages };

/** Our keys over react-admin's: a `ra.*` key in our catalog overrides the package's. */
export function mergeCatalogs(base: Messages, overrides: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      typeof value === 'object' && typeof current === 'object'
        ? mergeCatalogs(current, value)
        : value;
  }
  return merged;
}

/** French is bundled: it is the default and the fallback, so it can never fail to load. */
export const frenchCatalog = mergeCatalogs(
  frenchMessages as unknown as Messages,
  fr,
) as TranslationMessages;

export type CatalogLoaders = Partial<Record<AppLocale, () => Promise<TranslationMessages>>>;

/** Other languages are separate chunks, fetched on first use. */
export const catalogLoaders: CatalogLoaders = {
  en: async () => {
    const [ra, app] = await Promise.all([import('ra-language-english'), import('../i18n/en')]);
    return mergeCatalogs(ra.default as unknown as Messages, app.en) as TranslationMessages;
  },
};

// Language names are written in their own language, the same in every catalog.
export const locales: Locale[] = [
  { locale: 'fr', name: fr.flotte.language.fr },
  { locale: 'en', name: fr.flotte.language.en },
];

export type FlotteI18nProvider = I18nProvider & {
  /** Settles once the language stored under `current-language` is loaded (or fell back). */
  ready: Promise<void>;
};

/**
 * ra-i18n-polyglot over our catalogs. The language persists under `current-language`; a
 * language that fails to load falls back to French (seed §4): French is applied, persisted and
 * put in the store, and the promise still rejects so that a caller can tell. (react-admin's
 * I18nContextProvider only logs it: its `ra.notification.i18n_error` notice is lost, as that
 * provider sits outside the notification context.)
 */
export function createI18nProvider(loaders: CatalogLoaders = catalogLoaders): FlotteI18nProvider {
  const catalogs = new Map<AppLocale, TranslationMessages>([[DEFAULT_LOCALE, frenchCatalog]]);
  const loading = new Map<AppLocale, Promise<TranslationMessages>>();
  // polyglot needs the first catalog synchronously: start in French, then switch (below).
  const polyglot = polyglotI18nProvider(
    (locale) => catalogs.get(locale as AppLocale) ?? frenchCatalog,
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

  return {
    translate: polyglot.translate,
    getLocale: polyglot.getLocale,
    getLocales: () => locales,
    changeLocale,
    ready,
  };
}

export const i18nProvider = createI18nProvider();
