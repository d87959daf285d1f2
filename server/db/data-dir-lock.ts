/**
 * One process at a time on a PGlite data directory. PGlite has no postmaster to refuse a second
 * process, and two would corrupt the files: the server writes its pid to `flotte.pid` in the
 * directory while it runs, and the server, `npm run backup` and `npm run restore` refuse a
 * directory whose pid file names a live process. A file left by a killed server names a dead
 * process and is taken over.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const PID_FILE = 'flotte.pid';

/** The pid of the live process that holds `dataDir`, if any (never this process). */
export function dataDirHolder(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return undefined;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return pid;
  } catch (error) {
    // EPERM: it exists but belongs to another user; still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}

/** Throws when another live process holds `dataDir`; else takes it. Answers the release. */
export function lockDataDir(dataDir: string, what = 'Flotte'): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined) {
    throw new Error(
      `${dataDir} is in use by process ${holder} (a running Flotte server?): stop it before ${what}.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (dataDirHolder(dataDir) === undefined) rmSync(file, { force: true });
  };
}
