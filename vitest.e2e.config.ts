import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120000,
    hookTimeout: 300000,
    fileParallelism: false,
    // A page may take more than expect.poll's default second on a busy 2-core machine; a test
    // that bounds a wait on purpose (live status: 2 s) gives its own timeout.
    expect: { poll: { timeout: 10000 } },
  },
});
