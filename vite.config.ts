import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/compress';
import { driverEntry } from './build/driver-entry';
import { trackingEntry } from './build/tracking-entry';

// The API serves the built app in production; in development Vite proxies the API
// and the runtime configuration script to it.
const apiTarget = process.env.FLOTTE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  // trackingEntry: the recipient's tracking page, a build of its own beside the app's;
  // driverEntry: the driver's screen, likewise (build/light-entry.ts);
  // precompress: .br/.gz beside the built files, served as they are (docs/compression.md).
  plugins: [react(), trackingEntry(), driverEntry(), precompress()],
  build: {
    outDir: 'dist/web',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Everything the first screen loads (the modules the entry imports statically) in one
        // chunk: one request instead of ~30, and one compression stream, ~10 % smaller
        // (docs/first-screen.md). The admin and each screen stay lazy chunks of their own.
        codeSplitting: { groups: [{ name: 'first-screen', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/env.js': apiTarget },
  },
});
