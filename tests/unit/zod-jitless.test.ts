import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';
import '../../src/zodJitless';

describe('zod in the browser (src/zodJitless.ts)', () => {
  it('runs without its compiled fast path, so it never probes for eval under the CSP', () => {
    expect(config().jitless).toBe(true);
    // Still validates.
    expect(z.object({ a: z.string() }).safeParse({ a: 1 }).success).toBe(false);
  });
});
