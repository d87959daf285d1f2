/**
 * The embedded database (PGlite in FLOTTE_DATA_DIR), issue 11: its server SIGKILLed in the
 * middle of writes starts again with every answered write; `npm run backup` refuses a running
 * server, and a backup restores into a fresh data directory that a server starts on.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { call, signIn, sleep, startServer, stopServer, type Server } from './harness';

const run = promisify(execFile);
const root = mkdtempSync(path.join(tmpdir(), 'flotte-embedded-'));
const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await stopServer(s).catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

/** `npm run backup|restore` as a user runs it: answers its exit code and output. */
async function script(name: 'backup' | 'restore', dataDir: string, args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', `scripts/${name}.ts`, ...args],
      { cwd: projectRoot, env: { ...process.env, DATABASE_URL: '', FLOTTE_DATA_DIR: dataDir } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: e.stdout + e.stderr };
  }
}

const ledgerIds = async (base: string, token: string, businessId: string) => {
  const res = await call(base, 'GET', `/superadmin/business/${businessId}/transactions?limit=100`, {
    token,
  });
  expect(res.status).toBe(200);
  return (res.body as { data: { id: string }[]; pagination: { total: number } }).data.map(
    (t) => t.id,
  );
};

it('SIGKILL mid-write keeps every answered write; backup and restore into a fresh directory', async () => {
  const dataDir = path.join(root, 'data');
  const env = { DATABASE_URL: '', FLOTTE_DATA_DIR: dataDir };
  const first = await startServer(env);
  servers.push(first);
  const token = await signIn(first.url, 'admin@flotte.demo');
  const business = await call(first.url, 'GET', '/business?limit=1', { token });
  const businessId = (business.body as { data: { id: string }[] }).data[0]!.id;

  // Writers one after another on four lanes, until the kill.
  const answered: string[] = [];
  let failed = 0;
  let stop = false;
  const lanes = Array.from({ length: 4 }, async (_, lane) => {
    for (let i = 0; !stop; i++) {
      const res = await call(
        first.url,
        'POST',
        `/superadmin/business/${businessId}/wallet/top-up`,
        {
          token,
          body: { amount: 10, reference: `lane-${lane}-${i}` },
        },
      );
      if (res.status === 201) answered.push((res.body as { data: { id: string } }).data.id);
      else {
        failed++;
        return;
      }
    }
  });
  while (answered.length < 20) await sleep(20);
  first.kill('SIGKILL');
  stop = true;
  await Promise.all(lanes);
  expect(await first.exited).toBe('SIGKILL');
  expect(failed).toBeGreaterThan(0); // the kill landed while writes were in flight

  // The killed server's pid file names a dead process: a new server takes the directory over.
  const second = await startServer(env);
  servers.push(second);
  const ids = await ledgerIds(second.url, token, businessId);
  for (const id of answered) expect(ids).toContain(id);
  const wallet = await call(
    second.url,
    'GET',
    `/superadmin/business/${businessId}/wallet-metrics`,
    {
      token,
    },
  );
  const metrics = (
    wallet.body as { data: { balance: number; total_credited: number; total_debited: number } }
  ).data;
  expect(metrics.balance).toBe(metrics.total_credited - metrics.total_debited);

  // A backup of a directory in use is refused.
  const busy = await script('backup', dataDir, [path.join(root, 'busy.tar.gz')]);
  expect(busy.code).not.toBe(0);
  expect(busy.output).toMatch(/in use by process/);

  // Stopped with SIGTERM (exit 0), backed up, restored into a fresh directory.
  expect(await stopServer(second)).toBe(0);
  const file = path.join(root, 'backup.tar.gz');
  const backup = await script('backup', dataDir, [file]);
  expect(backup.output).toContain(file);
  expect(backup.code).toBe(0);

  const occupied = path.join(root, 'occupied');
  rmSync(occupied, { recursive: true, force: true });
  await run('mkdir', ['-p', occupied]);
  writeFileSync(path.join(occupied, 'something'), 'x');
  const refused = await script('restore', occupied, [file]);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/not empty/);

  const fresh = path.join(root, 'restored');
  const restored = await script('restore', fresh, [file]);
  expect(restored.code).toBe(0);
  const third = await startServer({ DATABASE_URL: '', FLOTTE_DATA_DIR: fresh });
  servers.push(third);
  const again = await ledgerIds(third.url, token, businessId);
  expect(again.sort()).toEqual(ids.sort());
});
