/**
 * `npm run bench -- first-screen`: what the sign-in page costs on the wire. Builds nothing: it
 * serves the existing build (`dist/web`, or FLOTTE_WEB_DIR) with the real app on loopback
 * (embedded PGlite, demo seed), opens `#/login` in Chromium with an empty cache, and sums what
 * came over the network per kind (JavaScript, CSS, the rest), as DevTools counts "transferred"
 * (CDP `Network.loadingFinished.encodedDataLength`: compressed body plus headers). Then it signs
 * in and counts what the admin adds until the dashboard shows. Writes its section of
 * docs/benchmarks.md.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { seed, type SeedResult } from '../server/seed';
import { writeSection } from './sections';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const PASSWORD = 'bench-password';
/** The target of issue 32 (issue 10 had 200 kB): compressed JavaScript of the sign-in page. */
export const JS_BUDGET_KB = 150;
/** What Chromium sends over HTTPS; pinned so that a run does not depend on the build's defaults. */
const ACCEPT_ENCODING = 'br, gzip';

export interface RunningApp {
  url: string;
  webDir: string;
  /** What the seed wrote (with `demo: 'full'`, a tracking link and the demo driver). */
  seeded: SeedResult;
  close(): Promise<void>;
}

/**
 * The real app (API and built web app) on a free loopback port, on a throw-away PGlite; with
 * `demo: 'full'`, the lived-in demo (docs/demo.md) instead of the four accounts.
 */
export async function startApp({ demo }: { demo?: 'full' } = {}): Promise<RunningApp> {
  const config = {
    ...readConfig({
      FLOTTE_DATA_DIR: 'memory://',
      FLOTTE_WEB_DIR: process.env.FLOTTE_WEB_DIR,
      FLOTTE_JOBS: 'off',
    }),
    demoPassword: PASSWORD,
    logLevel: 'silent',
  };
  if (!existsSync(path.join(config.webDir, 'index.html'))) {
    throw new Error(`${config.webDir} holds no build: run \`npm run build\` first`);
  }
  const db = await openPglite('memory://');
  await migrate(db);
  const seeded = await seed(db, PASSWORD, demo ? { demo } : {});
  const app: FastifyInstance = await buildApp({ db, config });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address == null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    webDir: config.webDir,
    seeded,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

type Kind = 'js' | 'css' | 'other';

interface Transfer {
  url: string;
  kind: Kind;
  /** Bytes on the wire: compressed body and headers. */
  transferred: number;
  /** Bytes after decoding. */
  size: number;
  encoding: string;
  /** The served file compressed here (brotli 11, gzip 9): what compression would send. */
  br?: number;
  gz?: number;
}

export interface Totals {
  count: number;
  transferred: number;
  size: number;
  br: number;
  gz: number;
}

const kindOf = (type: string | undefined, mime: string): Kind =>
  type === 'Script' || mime.includes('javascript')
    ? 'js'
    : type === 'Stylesheet' || mime.includes('css')
      ? 'css'
      : 'other';

/** Records every response of the page from now on, as CDP reports it. */
async function recordTransfers(cdp: CDPSession) {
  const pending = new Map<string, Omit<Transfer, 'transferred'>>();
  const done: Transfer[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    pending.set(e.requestId, {
      url: e.request.url,
      kind: kindOf(e.type, ''),
      size: 0,
      encoding: '',
    });
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = pending.get(e.requestId);
    if (!entry) return;
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    entry.kind = kindOf(e.type, e.response.mimeType);
    entry.encoding = headers['content-encoding'] ?? '';
  });
  cdp.on('Network.dataReceived', (e) => {
    const entry = pending.get(e.requestId);
    if (entry) entry.size += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = pending.get(e.requestId);
    if (!entry || /^(data|blob):/.test(entry.url)) return;
    pending.delete(e.requestId);
    done.push({ ...entry, transferred: e.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.setExtraHTTPHeaders', {
    headers: { 'Accept-Encoding': ACCEPT_ENCODING },
  });
  return {
    /** What finished so far; taking it starts a new count. */
    take(): Transfer[] {
      return done.splice(0, done.length);
    },
  };
}

export function totals(transfers: Transfer[], kind?: Kind): Totals {
  const chosen = kind ? transfers.filter((t) => t.kind === kind) : transfers;
  return {
    count: chosen.length,
    transferred: chosen.reduce((sum, t) => sum + t.transferred, 0),
    size: chosen.reduce((sum, t) => sum + t.size, 0),
    br: chosen.reduce((sum, t) => sum + (t.br ?? t.transferred), 0),
    gz: chosen.reduce((sum, t) => sum + (t.gz ?? t.transferred), 0),
  };
}

/** Compresses each response that is a file of the build, as a pre-compressing build would. */
function addCompressedSizes(transfers: Transfer[], webDir: string): void {
  for (const t of transfers) {
    const { pathname } = new URL(t.url);
    const file = path.join(webDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(webDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) {
      continue;
    }
    const content = readFileSync(file);
    t.br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
    }).length;
    t.gz = gzipSync(content, { level: 9 }).length;
  }
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function quiet(page: Page) {
  await page.waitForLoadState('networkidle');
}

export interface FirstScreen {
  signIn: Transfer[];
  afterSignIn: Transfer[];
}

export async function measure(browser: Browser, url: string): Promise<FirstScreen> {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const recorder = await recordTransfers(cdp);
    await page.goto(`${url}/#/login`, { waitUntil: 'load' });
    await page.locator('input[type="email"]').waitFor({ state: 'visible', timeout: 60_000 });
    await quiet(page);
    const signIn = recorder.take();

    await page.locator('input[type="email"]').fill('admin@flotte.demo');
    await page.locator('input[type="password"]').fill(PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.getByText('Bienvenue').first().waitFor({ state: 'visible', timeout: 60_000 });
    await quiet(page);
    return { signIn, afterSignIn: recorder.take() };
  } finally {
    await context.close();
  }
}

const row = (label: string, t: Totals) =>
  `| ${label} | ${t.count} | ${kB(t.transferred)} | ${kB(t.size)} | ${kB(t.br)} | ${kB(t.gz)} |`;

/** Every script of the build came compressed (`/env.js`, a few hundred bytes, is not a file). */
const servedCompressed = (transfers: Transfer[]) =>
  transfers.every((t) => t.kind !== 'js' || t.br === undefined || /br|gzip/.test(t.encoding));

/**
 * The same bench on the build before issue 10's split (one admin bundle for every page, no
 * compression yet), kept for comparison: sign-in page, JavaScript only.
 */
const BEFORE = {
  date: '2026-11-23',
  files: 59,
  transferred: 1_220_600,
  br: 341_100,
  gz: 390_100,
};

function report({ signIn, afterSignIn }: FirstScreen, webDir: string, browser: string): string {
  const js = totals(signIn, 'js');
  const wire = servedCompressed(signIn);
  const judged = wire ? js.transferred : js.br;
  const scripts = signIn
    .filter((t) => t.kind === 'js')
    .sort((a, b) => (b.br ?? b.transferred) - (a.br ?? a.transferred));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return [
    '## First screen: what the sign-in page transfers',
    '',
    'Written by `npm run bench -- first-screen` (bench/first-screen.ts) from the existing build',
    `\`${path.relative(process.cwd(), webDir) || webDir}\`, served by the real server on loopback. Chromium, with an`,
    `empty cache and \`Accept-Encoding: ${ACCEPT_ENCODING}\`, opens \`#/login\` until the network is idle,`,
    'then signs in as the superadmin until the dashboard shows. kB = 1000 bytes. "Transferred" is',
    'DevTools\' figure (body as sent, and headers), "decoded" the bytes after decoding; "brotli" and',
    '"gzip" are the same files compressed here (quality 11, level 9), what a server sending',
    'pre-compressed files sends.',
    '',
    `- Date: ${new Date().toISOString().slice(0, 10)}`,
    `- Machine: ${os.cpus().length} × ${cpu}, Node ${process.version}, Chromium ${browser}`,
    '',
    '| Sign-in page (`#/login`) | Files | Transferred (kB) | Decoded (kB) | Brotli (kB) | gzip (kB) |',
    '|---|---:|---:|---:|---:|---:|',
    row('JavaScript', js),
    row('CSS', totals(signIn, 'css')),
    row('other (page, API…)', totals(signIn, 'other')),
    row('**total**', totals(signIn)),
    row('then signing in: the admin and the dashboard', totals(afterSignIn)),
    row('of which JavaScript', totals(afterSignIn, 'js')),
    '',
    `- Target (issue 32): ≤ ${JS_BUDGET_KB} kB of compressed JavaScript on the sign-in page.`,
    `  **${kB(judged)} kB ${wire ? 'transferred' : 'in brotli (sent uncompressed)'}: ${judged <= JS_BUDGET_KB * 1000 ? 'within' : 'OVER'} budget.**`,
    `- Before the split (${BEFORE.date}: one admin bundle preloaded by every page, served`,
    `  uncompressed): ${BEFORE.files} scripts, ${kB(BEFORE.transferred)} kB transferred; the same`,
    `  files are ${kB(BEFORE.br)} kB in brotli, ${kB(BEFORE.gz)} kB in gzip.`,
    '',
    '| Script of the sign-in page | Transferred (kB) | Brotli (kB) | Encoding |',
    '|---|---:|---:|---|',
    ...scripts
      .slice(0, 12)
      .map(
        (t) =>
          `| \`${new URL(t.url).pathname}\` | ${kB(t.transferred)} | ${kB(t.br ?? t.transferred)} | ${t.encoding || 'none'} |`,
      ),
    ...(scripts.length > 12
      ? [
          `| ${scripts.length - 12} more | ${kB(totals(scripts.slice(12)).transferred)} | ${kB(totals(scripts.slice(12)).br)} | |`,
        ]
      : []),
  ].join('\n');
}

export async function firstScreen(): Promise<void> {
  const app = await startApp();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const result = await measure(browser, app.url);
    for (const [label, list] of Object.entries(result)) {
      addCompressedSizes(list, app.webDir);
      for (const kind of ['js', 'css', 'other'] as const) {
        const t = totals(list, kind);
        console.log(
          `${label.padEnd(12)} ${kind.padEnd(6)} ${String(t.count).padStart(3)} files ` +
            `${kB(t.transferred).padStart(8)} kB transferred ${kB(t.size).padStart(9)} kB decoded ` +
            `${kB(t.br).padStart(8)} kB brotli ${kB(t.gz).padStart(8)} kB gzip`,
        );
      }
    }
    await writeSection('first-screen', report(result, app.webDir, browser.version()));
  } finally {
    await browser.close();
    await app.close();
  }
}
