import './support/localStorage';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readJson,
  readString,
  remove,
  STORAGE_PREFIX,
  StorageKeys,
  write,
} from '../../src/providers/storage';

describe('local-storage keys', () => {
  beforeEach(() => localStorage.clear());

  it('puts the product prefix on user, token, auth, customization and business customization', () => {
    expect(STORAGE_PREFIX).toBe('flotte.');
    expect(StorageKeys).toEqual({
      user: 'flotte.user',
      token: 'flotte.token',
      auth: 'flotte.auth',
      customization: 'flotte.customization',
      businessCustomization: 'flotte.business-customization',
      language: 'current-language',
    });
  });

  it('keeps current-language without the prefix', () => {
    expect(StorageKeys.language).toBe('current-language');
    expect(StorageKeys.language.startsWith(STORAGE_PREFIX)).toBe(false);
  });

  it('writes strings as they are and everything else as JSON, under the key itself', () => {
    write(StorageKeys.token, 'abc');
    write(StorageKeys.user, { id: 'u1', role: 'b2b' });
    expect(localStorage.getItem('flotte.token')).toBe('abc');
    expect(localStorage.getItem('flotte.user')).toBe('{"id":"u1","role":"b2b"}');
    expect(readString(StorageKeys.token)).toBe('abc');
    expect(readJson(StorageKeys.user)).toEqual({ id: 'u1', role: 'b2b' });
  });

  it('reads unparsable JSON as nothing and removes several keys at once', () => {
    localStorage.setItem('flotte.auth', '{not json');
    expect(readJson(StorageKeys.auth)).toBeNull();
    write(StorageKeys.user, 'x');
    remove(StorageKeys.auth, StorageKeys.user);
    expect(localStorage.length).toBe(0);
  });
});
