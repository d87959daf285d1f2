import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { fr } from '../i18n/fr';
import {
  createCatalogI18nProvider,
  locales,
  type CatalogLoaders,
  type FlotteI18nProvider,
} from './catalogI18n';

export { locales, type CatalogLoaders, type FlotteI18nProvider };

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

/** Other languages are separate chunks, fetched on first use. */
export const catalogLoaders: CatalogLoaders = {
  en: async () => {
    const [ra, app] = await Promise.all([import('ra-language-english'), import('../i18n/en')]);
    return mergeCatalogs(ra.default as unknown as Messages, app.en) as TranslationMessages;
  },
};

/**
 * The admin's i18nProvider: ra-i18n-polyglot over our catalogs merged over react-admin's
 * (language loading, persistence and fallback: catalogI18n.ts). The account pages use a light
 * one over their own catalog (src/pages/auth/i18n.tsx).
 */
export function createI18nProvider(loaders: CatalogLoaders = catalogLoaders): FlotteI18nProvider {
  return createCatalogI18nProvider(polyglotI18nProvider, frenchCatalog, loaders);
}

export const i18nProvider = createI18nProvider();
