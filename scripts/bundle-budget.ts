/**
 * The size budget of each page of the build (run by `npm run build`, so by CI): what a page
 * downloads before it can show anything — the scripts its HTML names (`<script src>`,
 * `<link rel="modulepreload">`) under /assets/ — counted as the server sends them, compressed
 * (the build's `.br`, else `.gz`, else the file: docs/compression.md). A page past its budget
 * fails the build, so a regression is caught by the change that makes it (docs/first-screen.md).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Budgets in bytes (kB = 1000 bytes), per page of dist/web. */
export const BUDGETS: Readonly<Record<string, number>> = {
  // The sign-in page (issue 32: 150 kB; 141 kB reached, the rest left for the catalog to grow).
  'index.html': 145_000,
  // The recipient's tracking page before its map (issue 32: 60 kB; 21.9 kB reached with Preact
  // in place of React and no MUI, build/tracking-entry.ts; the rest left for its words to grow).
  'tracking.html': 25_000,
  // The driver's screen, its light entry (build/driver-entry.ts): 61.7 kB reached with Preact in
  // place of React, no react-admin, no zod, its dialogs on first use (they bring MUI) and the
  // rest in plain elements (docs/first-screen.md); room for its words.
  'driver.html': 65_000,
};

export interface PageWeight {
  page: string;
  /** The scripts counted, as paths under the build folder. */
  scripts: string[];
  /** Their compressed bytes, as served. */
  bytes: number;
  budget: number;
  over: boolean;
}

/** The scripts a page's HTML names under /assets/, first ones first, once each. */
export function scriptsOf(html: string): string[] {
  const found = [
    ...html.matchAll(/<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1]!);
  return [...new Set(found)];
}

/** Bytes of a built file as the server sends it to a browser asking for br or gzip. */
export function servedBytes(file: string): number {
  for (const variant of [`${file}.br`, `${file}.gz`, file]) {
    if (existsSync(variant)) return statSync(variant).size;
  }
  throw new Error(`${file} is named by a page but not in the build`);
}

export function weighPages(webDir: string, budgets = BUDGETS): PageWeight[] {
  return Object.entries(budgets).map(([page, budget]) => {
    const html = path.join(webDir, page);
    if (!existsSync(html)) throw new Error(`${page} is not in ${webDir}: build first`);
    const scripts = scriptsOf(readFileSync(html, 'utf8'));
    const bytes = scripts.reduce((sum, s) => sum + servedBytes(path.join(webDir, s)), 0);
    return { page, scripts, bytes, budget, over: bytes > budget };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main() {
  const webDir = path.resolve(process.argv[2] ?? process.env.FLOTTE_WEB_DIR ?? 'dist/web');
  const weights = weighPages(webDir);
  for (const w of weights) {
    console.log(
      `${w.over ? 'OVER' : 'ok  '} ${w.page.padEnd(14)} ${kB(w.bytes).padStart(9)} of JavaScript ` +
        `(budget ${kB(w.budget)}, ${w.scripts.length} file${w.scripts.length === 1 ? '' : 's'})`,
    );
  }
  if (weights.some((w) => w.over)) {
    console.error('A page grew past its budget (scripts/bundle-budget.ts, docs/first-screen.md).');
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
