/**
 * The servers under load run in child processes, so the load generator never shares their event
 * loop: each listens on a free loopback port and is stopped (TERM, then KILL) when the run ends.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot } from '../../server/config';

export interface Child {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The child's process id (its memory is read from /proc, bench/tracking). */
  pid: number;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** A port nobody listens on right now (the kernel's choice). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Runs `script` (TypeScript, through tsx) with `env` plus HOST and PORT, and waits until
 * `readyPath` answers 200. `onSpawn` receives its stop at once, so that an interrupted start
 * still stops it.
 */
export async function startChild(
  name: string,
  script: string,
  env: Record<string, string>,
  readyPath: string,
  onSpawn: (stop: () => Promise<void>) => void,
): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exit: string | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = signal ?? `code ${code}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exit !== undefined) return;
    child.kill('SIGTERM');
    const killed = await Promise.race([exited.then(() => true), sleep(STOP_TIMEOUT_MS, false)]);
    if (!killed) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  onSpawn(stop);

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exit !== undefined) throw new Error(`${name} exited before it was ready (${exit})`);
    const ok = await fetch(url + readyPath)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not answer ${readyPath} within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await sleep(200);
  }
}
