import './support/localStorage';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, msg } from '../../contract/common';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import {
  catalogLoaders,
  createI18nProvider,
  frenchCatalog,
  mergeCatalogs,
} from '../../src/providers/i18nProvider';
import { StorageKeys } from '../../src/providers/storage';
import { getLanguageState, store, StoreKeys } from '../../src/providers/store';
import { readyI18n } from './support/i18n';

const failingLoaders = { en: () => Promise.reject(new Error('chunk failed to load')) };

/** Every key of a nested catalog, as dotted paths. */
const keysOf = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [prefix + key],
  );

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  localStorage.clear();
  store.reset();
});

describe('i18nProvider', () => {
  it('speaks French by default, ours and react-admin messages', async () => {
    const i18n = await readyI18n(createI18nProvider);
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('flotte.auth.sign_in')).toBe('Se connecter');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
  });

  it('offers French and English', () => {
    expect(createI18nProvider().getLocales?.()).toEqual([
      { locale: 'fr', name: 'Français' },
      { locale: 'en', name: 'English' },
    ]);
  });

  it('starts in English when current-language says so', async () => {
    const i18n = await readyI18n(createI18nProvider, 'en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('flotte.auth.sign_in')).toBe('Sign in');
    expect(i18n.translate('ra.action.save')).toBe('Save');
  });

  it('ignores a stored language it does not have', async () => {
    const i18n = await readyI18n(createI18nProvider, 'de');
    expect(i18n.getLocale()).toBe('fr');
  });

  it('loads English on demand and persists the choice', async () => {
    const gate = deferred<void>();
    const english = catalogLoaders.en;
    if (!english) throw new Error('no English loader');
    const i18n = createI18nProvider({
      en: () => english().then((m) => gate.promise.then(() => m)),
    });
    const change = i18n.changeLocale('en');
    expect(getLanguageState().loading).toBe(true);
    gate.resolve();
    await change;
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('flotte.auth.sign_out')).toBe('Sign out');
    expect(localStorage.getItem(StorageKeys.language)).toBe('en');
    expect(getLanguageState()).toEqual({ language: 'en', loading: false });
  });

  it('persists a change back to French', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('en');
    await i18n.changeLocale('fr');
    expect(i18n.translate('flotte.auth.sign_out')).toBe('Se déconnecter');
    expect(localStorage.getItem(StorageKeys.language)).toBe('fr');
  });

  it('falls back to French when the language fails to load', async () => {
    store.setItem(StoreKeys.locale, 'en'); // as react-admin's language menu does
    const i18n = createI18nProvider(failingLoaders);
    await expect(i18n.changeLocale('en')).rejects.toThrow('chunk failed to load');
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('flotte.auth.sign_in')).toBe('Se connecter');
    expect(localStorage.getItem(StorageKeys.language)).toBe('fr');
    expect(getLanguageState()).toEqual({ language: 'fr', loading: false });
    expect(store.getItem(StoreKeys.locale)).toBe('fr');
  });

  it('falls back to French when the stored language fails to load at start', async () => {
    const i18n = await readyI18n(() => createI18nProvider(failingLoaders), 'en');
    expect(i18n.getLocale()).toBe('fr');
    expect(localStorage.getItem(StorageKeys.language)).toBe('fr');
  });

  it('tries again after a failed load', async () => {
    let attempts = 0;
    const i18n = createI18nProvider({
      en: () => (++attempts === 1 ? Promise.reject(new Error('offline')) : catalogLoaders.en!()),
    });
    await expect(i18n.changeLocale('en')).rejects.toThrow('offline');
    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
  });

  it('falls back to French for a language it does not have', async () => {
    const i18n = createI18nProvider();
    await expect(i18n.changeLocale('de')).rejects.toThrow();
    expect(i18n.getLocale()).toBe('fr');
    expect(localStorage.getItem(StorageKeys.language)).toBe('fr');
  });

  it('keeps the last choice when an earlier one finishes loading later', async () => {
    const gate = deferred<void>();
    const i18n = createI18nProvider({
      en: () => gate.promise.then(() => catalogLoaders.en!()),
    });
    const toEnglish = i18n.changeLocale('en');
    await i18n.changeLocale('fr');
    gate.resolve();
    await toEnglish;
    expect(i18n.getLocale()).toBe('fr');
    expect(localStorage.getItem(StorageKeys.language)).toBe('fr');
  });
});

describe('catalogs', () => {
  it('French covers every English key and English every French key, react-admin keys included', async () => {
    const english = await catalogLoaders.en!();
    const frKeys = keysOf(frenchCatalog).sort();
    const enKeys = keysOf(english).sort();
    expect(frKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
    expect(enKeys.filter((k) => !frKeys.includes(k))).toEqual([]);
    // Both hold the packages' keys and ours, as merged.
    expect(frKeys).toEqual(expect.arrayContaining(keysOf(frenchMessages)));
    expect(enKeys).toEqual(expect.arrayContaining(keysOf(englishMessages)));
    expect(frKeys).toEqual(expect.arrayContaining(keysOf(fr)));
    expect(enKeys).toEqual(expect.arrayContaining(keysOf(en)));
  });

  // (react-admin's own `ra.boolean.null` is a deliberate blank: only ours are checked.)
  it('has no empty message of ours', () => {
    for (const catalog of [fr, en]) {
      const empty = keysOf(catalog).filter((key) => {
        const value = key.split('.').reduce<unknown>((n, p) => (n as never)?.[p], catalog);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('translates every error code and validation message the API can send', async () => {
    const english = await catalogLoaders.en!();
    const keys = [
      ...errorCodes.map((code) => `flotte.errors.${code}`),
      'flotte.errors.network',
      ...Object.values(msg),
    ];
    for (const catalog of [keysOf(frenchCatalog), keysOf(english)]) {
      expect(keys.filter((key) => !catalog.includes(key))).toEqual([]);
    }
  });

  it("says react-admin's messages in the app's words, one required message for all", async () => {
    const i18n = await readyI18n(createI18nProvider);
    // react-admin's required() and a contract schema's refusal read alike.
    expect(i18n.translate('ra.validation.required')).toBe(i18n.translate(msg.required));
    expect(i18n.translate('ra.action.edit')).toBe('Modifier');
    expect(i18n.translate('ra.input.image.upload_single')).not.toMatch(/uploader/);
    expect(i18n.translate('ra.notification.created', { smart_count: 1 })).not.toMatch(/Élément/);
    expect(i18n.translate('resources.business-dispatches.page.create')).toBe('Nouvelle demande');
    // No French message of ours or react-admin's says "uploader" or "Éditer".
    const texts = keysOf(frenchCatalog).map((key) =>
      key.split('.').reduce<unknown>((n, p) => (n as never)?.[p], frenchCatalog),
    );
    expect(texts.filter((t) => typeof t === 'string' && /uploader|Éditer/.test(t))).toEqual([]);

    await i18n.changeLocale('en');
    expect(i18n.translate('ra.validation.required')).toBe(i18n.translate(msg.required));
  });

  it('lets our catalog override a react-admin message without losing its siblings', () => {
    const merged = mergeCatalogs(
      { ra: { action: { save: 'Save', cancel: 'Cancel' } } },
      { ra: { action: { save: 'Keep' } } },
    );
    expect(merged).toEqual({ ra: { action: { save: 'Keep', cancel: 'Cancel' } } });
  });
});
