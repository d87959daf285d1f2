/**
 * PostgreSQL stopped and started under load (issue 11). This file runs its own throw-away
 * PostgreSQL cluster (initdb in a temp dir, a random loopback port), never the shared server:
 * during the outage the servers stay up and answer 503 database_unavailable (no 500, no hang),
 * and once PostgreSQL is back they answer again within 10 s, without a restart.
 */
import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  call,
  freePort,
  signIn,
  sleep,
  startServer,
  stopServer,
  waitFor,
  type Server,
} from './harness';

const run = promisify(execFile);
const versions = readdirSync('/usr/lib/postgresql').sort();
const bin = (name: string) => path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin', name);
const isRoot = process.getuid?.() === 0;
/** PostgreSQL refuses to run as root: as root, run its binaries as the `postgres` user. */
const pgTool = (name: string, args: string[]) =>
  isRoot ? run('runuser', ['-u', 'postgres', '--', bin(name), ...args]) : run(bin(name), args);

let dir: string;
let port: number;
const servers: Server[] = [];
const data = () => path.join(dir, 'data');
const startPg = () =>
  pgTool('pg_ctl', [
    '-D',
    data(),
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-t',
    '30',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
const stopPg = () => pgTool('pg_ctl', ['-D', data(), '-m', 'fast', '-w', 'stop']);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'flotte-pg-'));
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  port = await freePort();
  await pgTool('initdb', [
    '-D',
    data(),
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  await startPg();
});
afterAll(async () => {
  for (const s of servers) await stopServer(s).catch(() => undefined);
  await stopPg().catch(() => undefined);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

it('PostgreSQL stopped and started under load: 503 meanwhile, answering again within 10 s', async () => {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const a = await startServer({ DATABASE_URL: url });
  const b = await startServer({ DATABASE_URL: url });
  servers.push(a, b);
  const token = await signIn(a.url, 'admin@flotte.demo');

  const statuses: { status: number; code?: string }[] = [];
  let loading = true;
  const load = (async () => {
    for (let i = 0; loading; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, 'GET', '/users', { token, timeoutMs: 15000 });
      statuses.push({ status: res.status, code: (res.body as { code?: string })?.code });
      await sleep(50);
    }
  })();

  await sleep(500);
  await stopPg();
  // The outage is seen as 503 database_unavailable, with Retry-After; the processes live on.
  await waitFor(
    async () => statuses.some((s) => s.status === 503 && s.code === 'database_unavailable'),
    10000,
    'a 503 during the outage',
  );
  const during = await call(b.url, 'GET', '/users', { token });
  expect(during.status).toBe(503);
  expect(during.headers.get('retry-after')).toBe('5');
  expect((await call(a.url, 'GET', '/health')).status).toBe(200);
  expect((await call(a.url, 'GET', '/ready')).body).toEqual({
    status: 'not_ready',
    reason: 'database_unavailable',
  });
  await sleep(1000);

  await startPg();
  const tookMs = await waitFor(
    async () =>
      (await call(a.url, 'GET', '/users', { token })).status === 200 &&
      (await call(b.url, 'GET', '/users', { token })).status === 200,
    10000,
    'both servers answer again',
  );
  expect(tookMs).toBeLessThanOrEqual(10000);
  await sleep(300);
  loading = false;
  await load;

  expect(a.proc.exitCode).toBeNull();
  expect(b.proc.exitCode).toBeNull();
  // Only successes and 503s: no 500, no hung request (-1), no dropped connection (0).
  const kinds = new Set(statuses.map((s) => `${s.status} ${s.code ?? ''}`.trim()));
  for (const kind of kinds) expect(['200', '503 database_unavailable']).toContain(kind);
  expect(statuses.at(-1)!.status).toBe(200);
  expect((await call(b.url, 'GET', '/ready')).status).toBe(200);
});
