/**
 * A light page (tracking.html, driver.html) as a build of its own, written beside the app's
 * (docs/first-screen.md). One build with the app would share their first chunks: the app groups
 * what its first screen loads into one chunk (vite.config.ts), and a group over several entries
 * would put the sign-in page's code on the light page (or split the app's first screen into
 * many). Built apart, a light page gets exactly what it imports, in one chunk of its own; a
 * visitor of both pages downloads each page's own.
 *
 * The page is rendered by Preact through preact/compat, aliased for these builds only (the app
 * and the tests keep React): React and React DOM are ~58 kB in brotli, Preact and its compat
 * layer ~6 kB (scripts/bundle-budget.ts). The pages' code is written against React's API, so
 * both render it.
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** React's modules, answered by Preact's in the light pages' builds. */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export interface LightEntry {
  /** The page's HTML at the project's root, built to the same name. */
  html: string;
  /** The name of its first chunk (`assets/<chunk>-<hash>.js`). */
  chunk: string;
  /** What the build's log calls it. */
  label: string;
}

/** The Vite plugin: once the app is written, the light page into the same folder. */
export function lightEntry({ html, chunk, label }: LightEntry): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: `flotte:light-entry:${html}`,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Sequential, after the app's files are written and before closeBundle (precompress), which
    // then compresses every page's files.
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
              input: path.resolve(config.root, html),
              // Everything the page loads first in one chunk, as the app's first screen.
              output: { codeSplitting: { groups: [{ name: chunk, tags: ['$initial'] }] } },
            },
          },
        });
        config.logger.info(`${label}: built from ${html}`);
      },
    },
  };
}
