/**
 * The browser tests' global setup: a folder of the run's own for the servers' first-start data
 * directories (harness.ts, firstStartTemplate), removed after the run. Its name reaches the
 * workers, which vitest starts afterwards, through the environment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Names the folder for the workers (and the servers' environment leaves it out). */
export const TEMPLATES_VARIABLE = 'FLOTTE_E2E_TEMPLATES';

export default function setup(): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'flotte-e2e-first-starts-'));
  process.env[TEMPLATES_VARIABLE] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
