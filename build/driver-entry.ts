/**
 * The driver's screen (driver.html, src/driver.tsx), a light entry of its own
 * (build/light-entry.ts): the screen without react-admin, rendered by Preact, so that a phone on
 * mobile data starts it without the admin's shell (docs/first-screen.md, docs/drivers.md).
 */
import { lightEntry } from './light-entry';

export const DRIVER_HTML = 'driver.html';

export const driverEntry = () =>
  lightEntry({ html: DRIVER_HTML, chunk: 'driver-screen', label: "driver's screen" });
