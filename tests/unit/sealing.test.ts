import { describe, expect, it } from 'vitest';
import { keyring, open, seal } from '../../server/services/payouts/sealing';

const OLD = 'an-old-data-key-that-is-long-enough-000000';
const NEW = 'a-new-data-key-that-is-long-enough-1111111';

describe('sealed bank details', () => {
  it('open with their own key, also after a rotation, and never once altered', () => {
    const before = keyring(OLD);
    const sealed = seal(before, '{"iban":"DE89370400440532013000"}').sealed;
    expect(sealed).not.toContain('DE89');
    const after = keyring(NEW, [OLD]);
    expect(open(after, sealed)).toBe('{"iban":"DE89370400440532013000"}');
    expect(seal(after, 'x').keyId).toBe(after.current.id);
    expect(() => open(keyring(NEW), sealed)).toThrow();
    const [id, iv, tag, body] = sealed.split('.');
    const flipped = `${id}.${iv}.${tag}.${body!.startsWith('A') ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => open(before, flipped)).toThrow();
  });
});
