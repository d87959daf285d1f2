import { StorageKeys } from '../../../src/providers/storage';

/**
 * The provider `create` makes, once ready, started with `language` stored as the one chosen
 * last time (nothing stored unless told).
 */
export async function readyI18n<P extends { ready: Promise<unknown> }>(
  create: () => P,
  language?: string,
): Promise<P> {
  if (language) localStorage.setItem(StorageKeys.language, language);
  const i18n = create();
  await i18n.ready;
  return i18n;
}
