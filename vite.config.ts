import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API serves the built app in production; in development Vite proxies the API
// and the runtime configuration script to it.
const apiTarget = process.env.FLOTTE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist/web', sourcemap: true },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/env.js': apiTarget },
  },
});
