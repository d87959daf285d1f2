import './support/localStorage';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { TranslationMessages } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes, msg } from '../../contract/common';
import { accountEn } from '../../src/i18n/en/account';
import { accountFr } from '../../src/i18n/fr/account';
import { createAccountI18n } from '../../src/pages/auth/i18n';
import { translateIn } from '../../src/pages/auth/translate';
import { StorageKeys } from '../../src/providers/storage';
import { getLanguageState, store } from '../../src/providers/store';
import { readyI18n } from './support/i18n';

/** Every key of a nested catalog with its message. */
const entriesOf = (node: object, prefix = ''): [string, string][] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entriesOf(value, `${prefix}${key}.`)
      : [[prefix + key, String(value)] as [string, string]],
  );

const get = (catalog: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);

const ARGS = { name: 'Acme', email: 'a@b.test', slug: 'acme' };

beforeEach(() => {
  localStorage.clear();
  store.reset();
});

describe('the account catalog (first screen)', () => {
  it.each([
    ['fr', accountFr],
    ['en', accountEn],
  ])('%s: the plain lookup says what polyglot says, for every key', (_lang, catalog) => {
    const messages = catalog as unknown as TranslationMessages;
    const polyglot = polyglotI18nProvider(() => messages, 'fr');
    for (const [key] of entriesOf(catalog)) {
      expect(translateIn(messages, key, ARGS)).toBe(polyglot.translate(key, ARGS));
    }
    expect(translateIn(messages, 'flotte.nothing.here')).toBe('flotte.nothing.here');
    expect(translateIn(messages, 'flotte.nothing.here', { _: 'default' })).toBe('default');
  });

  it('has no plural, which the plain lookup would not choose', () => {
    for (const catalog of [accountFr, accountEn]) {
      expect(entriesOf(catalog).filter(([, text]) => /\|\|\|\||smart_count/.test(text))).toEqual(
        [],
      );
    }
  });

  it("carries react-admin's own texts for the ra.* keys it shows", () => {
    for (const [catalog, ra] of [
      [accountFr, frenchMessages],
      [accountEn, englishMessages],
    ] as const) {
      for (const [key, text] of entriesOf({ ra: catalog.ra })) expect(get(ra, key)).toBe(text);
    }
  });

  it('translates every error code and validation message the API can send, in both', () => {
    const keys = [
      ...errorCodes.map((code) => `flotte.errors.${code}`),
      'flotte.errors.network',
      ...Object.values(msg),
    ];
    for (const catalog of [accountFr, accountEn]) {
      expect(keys.filter((key) => typeof get(catalog, key) !== 'string')).toEqual([]);
    }
  });
});

describe('the account i18n', () => {
  it('speaks French by default, and loads English when asked, persisting it', async () => {
    const i18n = await readyI18n(createAccountI18n);
    expect(i18n.translate('flotte.auth.sign_in')).toBe('Se connecter');
    await i18n.changeLocale('en');
    expect(i18n.translate('flotte.auth.sign_in')).toBe('Sign in');
    expect(i18n.translate('flotte.verify.resent', { email: 'a@b.test' })).toContain('a@b.test');
    expect(localStorage.getItem(StorageKeys.language)).toBe('en');
    expect(getLanguageState()).toEqual({ language: 'en', loading: false });
  });

  it('starts in the language chosen last time', async () => {
    const i18n = await readyI18n(createAccountI18n, 'en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('flotte.auth.email')).toBe('Email address');
  });
});
