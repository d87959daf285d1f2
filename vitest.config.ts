import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects so that each suite runs in the environment it needs:
// pure logic and providers in Node, components in jsdom, the API against a real database.
export default defineConfig({
  plugins: [react()],
  test: {
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
          // A PostgreSQL server is shared between files: run them one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
