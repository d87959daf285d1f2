import { accountEn } from '../../../i18n/en/account';
import { driverEn } from '../../../i18n/en/driver';
import { driverAdminEn } from '../../../i18n/en/driver-admin';
import { driverRoundEn } from '../../../i18n/en/driver-round';
import { plannerEn } from '../../../i18n/en/planner';
import { reactAdminEn } from '../../../i18n/en/react-admin';
import { driverCatalog } from './catalog';

/** The driver's light entry in English: loaded on first use (catalog.ts). */
export const driverCatalogEn = driverCatalog({
  account: accountEn,
  driver: driverEn,
  round: driverRoundEn,
  driverAdmin: driverAdminEn,
  planner: plannerEn,
  reactAdmin: reactAdminEn,
});
