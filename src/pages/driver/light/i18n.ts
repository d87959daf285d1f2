import { createCatalogI18nProvider, type FlotteI18nProvider } from '../../../providers/catalogI18n';
import { driverCatalogFr } from './catalog';
import { pluralEngine } from './pluralEngine';

/**
 * The driver's light entry's words: the app's language machinery (`current-language`, the
 * language slice, French fallback) over the screen's catalog (catalog.ts, English loaded on
 * first use), with plurals (pluralEngine.ts).
 */
export function createDriverI18n(): FlotteI18nProvider {
  return createCatalogI18nProvider(pluralEngine, driverCatalogFr, {
    en: () => import('./catalogEn').then((m) => m.driverCatalogEn),
  });
}
