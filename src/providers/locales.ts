import { readString, StorageKeys } from './storage';

/** The languages the app ships; French is the default and the fallback. */
export const LOCALES = ['fr', 'en'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'fr';

export const isAppLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Anything but a supported language (a stale or tampered value) reads as French. */
export const toAppLocale = (value: unknown): AppLocale =>
  isAppLocale(value) ? value : DEFAULT_LOCALE;

/** The language chosen last time, from `current-language`. */
export const storedLocale = (): AppLocale => toAppLocale(readString(StorageKeys.language));
