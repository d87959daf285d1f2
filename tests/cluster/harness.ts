/**
 * Process-level harness: real Flotte servers (`node --import tsx server/main.ts`) on free
 * loopback ports, started, killed and restarted by the tests; a database of their own on the
 * PostgreSQL server of DATABASE_URL for each test file. Waiting is always a bounded poll.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { projectRoot } from '../../server/config';
import { createServerDatabase } from '../api/server-database';

export const DEMO_PASSWORD = 'cluster-demo-password';
export const JWT_SECRET = 'cluster-secret-that-is-long-enough-for-hs256-0123456789';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers true, at most `ms`; answers the milliseconds it took. */
export async function waitFor(check: () => Promise<boolean>, ms: number, what: string) {
  const start = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(100);
  }
}

/** A database of its own on the server of `serverUrl`, dropped by `drop`. */
export async function createDatabase(serverUrl = process.env.DATABASE_URL!) {
  const { url, drop } = await createServerDatabase(
    serverUrl,
    `flotte_cluster_${randomBytes(5).toString('hex')}`,
  );
  return {
    url,
    async query<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    drop,
  };
}

let webDir: string | undefined;
const fakeWebDir = () => {
  if (!webDir) {
    webDir = mkdtempSync(path.join(tmpdir(), 'flotte-cluster-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Flotte</title>');
  }
  return webDir;
};

export interface Server {
  url: string;
  port: number;
  proc: ChildProcess;
  /** What the process printed (for failure messages). */
  output: () => string;
  /** Resolves with the exit code (or signal) once the process ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts a server with `env` (DATABASE_URL or FLOTTE_DATA_DIR…) and waits for /api/ready. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  /** How long the start may take (a first start that seeds the demo company writes more). */
  readyWithinMs = 90000,
): Promise<Server> {
  const p = port ?? (await freePort());
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(p),
      HOST: '127.0.0.1',
      FLOTTE_JWT_SECRET: JWT_SECRET,
      FLOTTE_DEMO_PASSWORD: DEMO_PASSWORD,
      // The small demo the tests know; `env` may ask for FLOTTE_DEMO=full.
      FLOTTE_DEMO: 'accounts',
      FLOTTE_WEB_DIR: fakeWebDir(),
      // A disk of its own, as on another machine: nothing may be shared through it.
      FLOTTE_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'flotte-cluster-data-')),
      FLOTTE_JOBS: 'off',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20000)));
  proc.stderr!.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-20000)));
  const exited = new Promise<number | string>((resolve) =>
    proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${p}`;
  let dead = false;
  void exited.then(() => (dead = true));
  try {
    await waitFor(
      async () => {
        if (dead) throw new Error('exited');
        return (await fetch(`${url}/api/ready`)).status === 200;
      },
      readyWithinMs,
      `server on ${p} ready`,
    );
  } catch (error) {
    proc.kill('SIGKILL');
    throw new Error(`server did not start: ${String(error)}\n${out}`);
  }
  if (dead) throw new Error(`server exited at start:\n${out}`);
  return { url, port: p, proc, output: () => out, exited, kill: (s) => proc.kill(s) };
}

/** Stops a server with SIGTERM and answers its exit code. */
export async function stopServer(server: Server): Promise<number | string> {
  if (server.proc.exitCode !== null || server.proc.signalCode !== null) return server.exited;
  server.kill('SIGTERM');
  return server.exited;
}

export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One JSON call; a connection that fails answers status 0 (a killed server). */
export async function call(
  base: string,
  method: string,
  url: string,
  { token, body, timeoutMs = 15000 }: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer> {
  try {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      return { status: -1, body: 'timeout', headers: new Headers() };
    return { status: 0, body: String(error), headers: new Headers() };
  }
}

/** Signs in and answers the access token. */
export async function signIn(base: string, email: string, password = DEMO_PASSWORD) {
  const res = await call(base, 'POST', '/authentication', { body: { email, password } });
  if (res.status !== 200)
    throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { accessToken: string }).accessToken;
}
