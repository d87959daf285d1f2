import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects so that each suite runs in the environment it needs:
// pure logic and providers in Node, components in jsdom, the API against a real database.
export default defineConfig({
  plugins: [react()],
  test: {
    // Vitest's default leaves one core to its main process, which has little to do: on a
    // 2-core machine that halves the speed of the run (README, "Tests").
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30000,
          hookTimeout: 60000,
          // Each file has its own database (a PGlite instance, or a database of its own on the
          // PostgreSQL server), so files run side by side; they share the worker's module cache
          // (re-importing the server for each file was most of the suite's time).
          isolate: false,
          // On PostgreSQL, a database migrated and seeded once that each file's copies.
          globalSetup: ['tests/api/postgres-template.ts'],
        },
      },
    ],
  },
});
