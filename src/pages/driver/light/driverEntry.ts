import { getRole } from '../../../providers/store';

/** The driver's light entry (driver.html, build/driver-entry.ts) at the screen's route. */
export const DRIVER_ENTRY = '/driver.html#/driver';

/**
 * Whether the app, at `pathname`, hands over to the driver's light entry: a signed-in driver's
 * `/driver` (its home after sign-in, the menu's link), in the built app only (the development
 * server and the tests render the admin's own page, DriverPage.tsx). A load of `/#/driver`
 * never gets this far: index.html's first script sends it there before the app starts.
 */
export const opensDriverEntry = (pathname: string): boolean =>
  import.meta.env.PROD && pathname === '/driver' && getRole() === 'driver';
