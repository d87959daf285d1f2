/** What the first start writes on an empty database (FLOTTE_DEMO, docs/demo.md). */
export const DEMO_MODES = ['off', 'accounts', 'full'] as const;
export type DemoMode = (typeof DEMO_MODES)[number];

/**
 * FLOTTE_DEMO, or its default: the whole demo company on the embedded database (a first try),
 * only the demo accounts on a PostgreSQL server (an installation being set up).
 */
export function demoMode(raw: string | undefined, databaseUrl: string | undefined): DemoMode {
  const value = raw?.trim().toLowerCase();
  if (!value) return databaseUrl ? 'accounts' : 'full';
  if (!(DEMO_MODES as readonly string[]).includes(value)) {
    throw new Error(`FLOTTE_DEMO must be one of ${DEMO_MODES.join(', ')} (got "${raw}")`);
  }
  return value as DemoMode;
}
