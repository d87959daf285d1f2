/**
 * The recipient's tracking page (tracking.html, src/tracking.tsx) as a build of its own, written
 * beside the app's (docs/first-screen.md). One build with both pages would share their first
 * chunks: the app groups what its first screen loads into one chunk (vite.config.ts), and a
 * group over both entries would put the sign-in page's code on the tracking page (or split the
 * app's first screen into many). Built apart, the tracking page gets exactly what it imports,
 * in one chunk of its own; a visitor of both pages (rare: a recipient is nobody's user) downloads
 * each page's own.
 *
 * The page is rendered by Preact through preact/compat, aliased for this build only (the app and
 * the tests keep React): React and React DOM are ~58 kB in brotli, Preact and its compat layer
 * ~6 kB, which is what brings the page under its 60 kB (scripts/bundle-budget.ts). The page's
 * code is written against React's API and uses no MUI (src/pages/tracking/), so both render it.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export const TRACKING_HTML = 'tracking.html';

/** React's modules, answered by Preact's in the tracking page's build. */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** The Vite plugin: once the app is written, the tracking page into the same folder. */
export function trackingEntry(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'flotte:tracking-entry',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Sequential, after the app's files are written and before closeBundle (precompress), which
    // then compresses both pages' files.
    writeBundle: {
      sequential: true,
      async handler() {
        if (!config) return;
        await build({
          configFile: false,
          root: config.root,
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias: PREACT_ALIASES },
          build: {
            outDir: path.resolve(config.root, config.build.outDir),
            emptyOutDir: false,
            sourcemap: config.build.sourcemap,
            rolldownOptions: {
              input: path.resolve(config.root, TRACKING_HTML),
              // Everything the page loads first in one chunk, as the app's first screen.
              output: {
                codeSplitting: { groups: [{ name: 'tracking-page', tags: ['$initial'] }] },
              },
            },
          },
        });
        config.logger.info(`tracking page: built from ${TRACKING_HTML}`);
      },
    },
  };
}
