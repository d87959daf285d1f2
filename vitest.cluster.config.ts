import { defineConfig } from 'vitest/config';

// Process-level tests (tests/cluster): real server processes on a PostgreSQL server given by
// DATABASE_URL (each file creates and drops its own database), killed and restarted.
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180000,
    hookTimeout: 180000,
    fileParallelism: false,
  },
});
