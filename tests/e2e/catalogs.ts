/**
 * react-admin's messages as the app shows them: ra-language-french (and -english) with the
 * app's own `ra.*` words merged over them (src/i18n/*\/react-admin.ts), the way the
 * i18nProvider merges them. Tests name buttons and menu entries from these, never from the
 * packages alone.
 */
import raEnglish from 'ra-language-english';
import raFrench from 'ra-language-french';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { mergeCatalogs } from '../../src/providers/i18nProvider';

type Catalog = Parameters<typeof mergeCatalogs>[0];

export const raFr = (
  mergeCatalogs(
    raFrench as unknown as Catalog,
    fr as unknown as Catalog,
  ) as unknown as typeof raFrench
).ra;
export const raEn = (
  mergeCatalogs(
    raEnglish as unknown as Catalog,
    en as unknown as Catalog,
  ) as unknown as typeof raEnglish
).ra;
