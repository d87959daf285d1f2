/**
 * The browser tests' global setup: a folder of the run's own for the servers' first-start data
 * directories (harness.ts, firstStartTemplate), removed after the run. Its name reaches the
 * workers, which vitest starts afterwards, through the environment.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Names the folder for the workers (and the servers' environment leaves it out). */
export const TEMPLATES_VARIABLE = 'FLOTTE_E2E_TEMPLATES';

const PREFIX = 'flotte-e2e-first-starts-';
/** An interrupted run keeps its folder; no run lasts a day, so an older one is left over. */
const LEFT_OVER_MS = 24 * 3600_000;

export default function setup(): () => void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(PREFIX))) {
    const folder = join(tmpdir(), name);
    // Another run may remove it meanwhile.
    const changed = statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - changed > LEFT_OVER_MS) {
      rmSync(folder, { recursive: true, force: true });
    }
  }
  const dir = mkdtempSync(join(tmpdir(), PREFIX));
  process.env[TEMPLATES_VARIABLE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
