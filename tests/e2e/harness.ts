/**
 * End-to-end harness: the real server (built app + API + a fresh embedded PostgreSQL) on a free
 * loopback port, and Debian's Chromium driven by playwright-core. Nothing is mocked.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
import { TEMPLATES_VARIABLE } from './first-start-templates';

export const ROOT = resolve(import.meta.dirname, '../..');
export const DEMO_EMAIL = 'admin@flotte.demo';
export const DEMO_PASSWORD = 'e2e-demo-password';

const STARTUP_LIMIT_MS = 120_000;
const SHUTDOWN_LIMIT_MS = 15_000;

/**
 * The built app the server serves: dist/web, or `E2E_WEB_DIR` (a build of one's own, so that a
 * `vite build` elsewhere in the tree cannot change the app under a running test).
 */
const WEB_DIR = resolve(ROOT, process.env.E2E_WEB_DIR ?? 'dist/web');

/** Build it once when missing, never otherwise (CI builds first). */
export function ensureBuilt(): void {
  if (existsSync(join(WEB_DIR, 'index.html'))) return;
  const build = spawnSync('npx', ['vite', 'build', '--outDir', WEB_DIR], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);
}

/** Ask the OS for a free port, then release it for the server to take. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address == null || typeof address === 'string') return fail(new Error('no port'));
      probe.close(() => done(address.port));
    });
  });
}

export interface RunningServer {
  url: string;
  /** The server's recent stdout and stderr (its log), to explain a failure. */
  output(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** Extra environment of the server (e.g. `SMTP_URL` of a stand-in on loopback). */
  env?: Record<string, string>;
}

/**
 * The stand-ins' addresses and the server's pace: what a file passes that its server reads at
 * run time, never at its first start (migrations and seed). Any other variable (the demo, a
 * commission rate) makes a first start of its own.
 */
const NOT_IN_FIRST_START = new Set([
  'SMTP_URL',
  'MAIL_FROM',
  'GEOIP_URL',
  'MAP_TILES_URL',
  'MAP_TILES_ATTRIBUTION',
  'FLOTTE_POSITION_INTERVAL',
]);

/**
 * A copy of what the server's first start leaves in its data directory (PGlite's initdb, every
 * migration, the demo's seed): about half a start's CPU, which 20 files side by side on two
 * cores each paid. Made once per run and per first-start environment, by the first file that
 * needs it (the others wait for it), by starting and stopping the server itself: what a file's
 * server opens is what its own first start would have written. None on a PostgreSQL server.
 */
async function firstStartTemplate(env: Record<string, string>): Promise<string | undefined> {
  // Set for a vitest run only: `npm run screenshots` starts every server on an empty directory.
  const root = process.env[TEMPLATES_VARIABLE];
  if (!root || env.DATABASE_URL) return undefined;
  const seedEnv = Object.entries(env)
    .filter(([name]) => !NOT_IN_FIRST_START.has(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const key = createHash('sha256').update(JSON.stringify(seedEnv)).digest('hex').slice(0, 16);
  const template = join(root, key);
  while (!existsSync(template)) {
    try {
      mkdirSync(`${template}.lock`); // atomic: one worker makes it
    } catch {
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const building = `${template}.building`;
      rmSync(building, { recursive: true, force: true });
      const server = await launchServer(building, env);
      await server.stop();
      renameSync(building, template);
    } finally {
      rmSync(`${template}.lock`, { recursive: true, force: true });
    }
  }
  return template;
}

/** Starts `tsx server/main.ts` with its own data directory and waits until /api/health is ok. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'flotte-e2e-'));
  try {
    const template = await firstStartTemplate(options.env ?? {});
    if (template) cpSync(template, dataDir, { recursive: true });
    const server = await launchServer(dataDir, options.env ?? {});
    return {
      ...server,
      async stop() {
        try {
          await server.stop();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The server on `dataDir` (kept when it stops), with `extraEnv` over the tests' own. */
async function launchServer(
  dataDir: string,
  extraEnv: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    FLOTTE_DATA_DIR: dataDir,
    FLOTTE_DEMO_PASSWORD: DEMO_PASSWORD,
    // The small demo (accounts, one business, two assets) the tests know; a test that wants
    // the demo company passes FLOTTE_DEMO=full in `env`.
    FLOTTE_DEMO: 'accounts',
    FLOTTE_WEB_DIR: WEB_DIR,
    // One browser loads many files and calls from one address as one user: far above any
    // test's pace, still counted (docs/limits.md).
    FLOTTE_RATE_LIMIT_USER: '100000',
    FLOTTE_RATE_LIMIT_ADDRESS: '100000',
  };
  // Vitest sets NODE_ENV=test; run the server as `npm start` does, with its own default.
  delete env.NODE_ENV;
  // Always the embedded database: a DATABASE_URL left in the environment (CI sets one for the
  // API suite) must not point this run at a shared server.
  delete env.DATABASE_URL;
  delete env[TEMPLATES_VARIABLE];
  // No Google client id or geolocation service: the page must then call no other host.
  // No SMTP server either, unless the test brings its own.
  for (const name of ['GOOGLE_CLIENT_ID', 'GEOIP_URL', 'API_URL', 'SMTP_URL', 'MAIL_FROM']) {
    delete env[name];
  }
  Object.assign(env, extraEnv);

  // tsx itself (what `npx tsx` resolves to) rather than npx, so that SIGTERM reaches a
  // process that forwards it to the server and waits for it.
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = () => stopProcess(child, exited);

  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode != null || child.signalCode != null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok && ((await res.json()) as { status?: string }).status === 'ok') return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${STARTUP_LIMIT_MS} ms:\n${output()}`);
}

async function stopProcess(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode != null || child.signalCode != null) return;
  child.kill('SIGTERM');
  const timer = new Promise<'late'>((r) => setTimeout(() => r('late'), SHUTDOWN_LIMIT_MS).unref());
  if ((await Promise.race([exited, timer])) === 'late') {
    child.kill('SIGKILL');
    await exited;
    throw new Error(`server ignored SIGTERM for ${SHUTDOWN_LIMIT_MS} ms`);
  }
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** Debian's Chromium, never a downloaded browser. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run \`apt-get install chromium\` ` +
        'or set CHROMIUM_PATH to a Chromium executable.',
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** The page's console errors and uncaught exceptions, to explain a failure. */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // The location names the resource when the error is a failed load.
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  return errors;
}

/**
 * Call inside a test: when it fails, leave a full-page screenshot in test-results/ and print
 * what the page complained about.
 */
export function reportOnFailure(page: () => Page | undefined, pageErrors: () => string[]): void {
  onTestFailed(async ({ task }) => {
    const errors = pageErrors();
    if (errors.length > 0) console.error(`page errors:\n${errors.join('\n')}`);
    const current = page();
    if (!current || current.isClosed()) return;
    const dir = join(ROOT, 'test-results');
    mkdirSync(dir, { recursive: true });
    const path = join(dir, `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`);
    try {
      await current.screenshot({ path, fullPage: true, timeout: 30_000 });
      console.error(`screenshot saved: ${path}`);
    } catch (error) {
      console.error(`no screenshot: ${(error as Error).message}`);
    }
  });
}

/**
 * Every request the page makes, or tries to make, to a host other than `origin` (data: and blob:
 * are local). The server's Content-Security-Policy blocks most such requests before they leave,
 * so the attempts it reports count too: the test is about what the app does, not only about
 * what the policy lets through.
 */
export function watchForeignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const target = request.url();
    if (/^(data|blob):/.test(target)) return;
    if (new URL(target).origin !== origin) foreign.push(target);
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) foreign.push(message.text());
  });
  return foreign;
}
