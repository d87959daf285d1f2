import type { TranslationMessages } from 'react-admin';
import { accountFr } from '../../../i18n/fr/account';
import { driverFr } from '../../../i18n/fr/driver';
import { driverAdminFr } from '../../../i18n/fr/driver-admin';
import { driverRoundFr } from '../../../i18n/fr/driver-round';
import { plannerFr } from '../../../i18n/fr/planner';
import { reactAdminFr } from '../../../i18n/fr/react-admin';
import type { MessagesOf } from '../../../i18n/schema';

/** The catalog files the driver's screen reads from, in one language. */
export interface DriverCatalogParts {
  account: MessagesOf<typeof accountFr>;
  driver: MessagesOf<typeof driverFr>;
  round: MessagesOf<typeof driverRoundFr>;
  driverAdmin: MessagesOf<typeof driverAdminFr>;
  planner: MessagesOf<typeof plannerFr>;
  reactAdmin: MessagesOf<typeof reactAdminFr>;
}

/**
 * The words of the driver's light entry (driver.html): the account catalog (languages, errors,
 * validation) and the screen's own (`flotte.driver`, `flotte.driver_round`), plus the few it
 * shares with other pages (a failure's reasons, a stop's window, "required"). The same files as
 * the app's catalog (fr.ts, en.ts), so both speak the same words.
 */
export function driverCatalog(parts: DriverCatalogParts): TranslationMessages {
  const { account, driver, round, driverAdmin, planner, reactAdmin } = parts;
  return {
    ...account,
    ra: { ...account.ra, validation: reactAdmin.ra.validation },
    flotte: {
      ...account.flotte,
      ...driver.flotte,
      ...round.flotte,
      delivery: { failure: driverAdmin.flotte.delivery.failure },
      planner: { window: planner.flotte.planner.window },
    },
  } as unknown as TranslationMessages;
}

export const driverCatalogFr = driverCatalog({
  account: accountFr,
  driver: driverFr,
  round: driverRoundFr,
  driverAdmin: driverAdminFr,
  planner: plannerFr,
  reactAdmin: reactAdminFr,
});
