import { afterEach, describe, expect, it, vi } from 'vitest';
import { remove, StorageKeys, write } from '../../src/providers/storage';

/** The session's token mirrored in the uploads' cookie (docs/security.md, "Private files"). */
describe('the uploads cookie', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('follows the stored token: set at sign-in and refresh, cleared at sign-out', () => {
    const set = vi.fn<(value: string) => void>();
    vi.stubGlobal('document', {
      set cookie(value: string) {
        set(value);
      },
    });
    write(StorageKeys.token, 'a.b+c');
    expect(set).toHaveBeenLastCalledWith(
      'flotte_uploads=a.b%2Bc; Path=/api/uploads; SameSite=Strict',
    );
    write(StorageKeys.user, { id: 'u' });
    expect(set).toHaveBeenCalledTimes(1);
    remove(StorageKeys.user, StorageKeys.token);
    expect(set).toHaveBeenLastCalledWith(
      'flotte_uploads=; Max-Age=0; Path=/api/uploads; SameSite=Strict',
    );
    expect(set).toHaveBeenCalledTimes(2);
  });
});
