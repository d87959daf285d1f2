/**
 * The recipient's tracking page (tracking.html, src/tracking.tsx) as a build of its own, written
 * beside the app's (docs/first-screen.md). One build with both pages would share their first
 * chunks: the app groups what its first screen loads into one chunk (vite.config.ts), and a
 * group over both entries would put the sign-in page's code on the tracking page (or split the
 * app's first screen into many). Built apart, the tracking page gets exactly what it imports,
 * in one chunk of its own; React and MUI are downloaded again by a visitor of both pages, who
 * is rare (a recipient is nobody's user).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

export const TRACKING_HTML = 'tracking.html';

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
