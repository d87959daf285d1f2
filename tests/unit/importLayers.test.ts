import { describe, expect, it } from 'vitest';
import { graph } from './support/module-graph';

/**
 * Every import points down (docs/architecture.md, "Layers"): a module imports only
 * from its own layer or a lower one, so what two layers share lives in the lower one. Each
 * layer is a list of path prefixes, top first; a file under none of them is not checked.
 */
const SERVER: readonly (readonly string[])[] = [
  ['server/app.ts', 'server/main.ts'],
  ['server/routes/', 'server/plugins/', 'server/jobs/', 'server/seed.ts', 'server/demo/'],
  ['server/services/', 'server/mail/'],
  ['server/scope/'],
  ['server/db/'],
  [
    'server/config.ts',
    'server/errors.ts',
    'server/log.ts',
    'server/trust-proxy.ts',
    'server/demo-modes.ts',
  ],
  ['contract/'],
];

const APP: readonly (readonly string[])[] = [
  ['src/main.tsx', 'src/App.tsx', 'src/AdminApp.tsx', 'src/tracking.tsx'],
  ['src/pages/'],
  ['src/resources/'],
  ['src/layout/'],
  ['src/components/'],
  ['src/providers/'],
  ['src/i18n/', 'src/config.ts', 'src/theme.ts'],
  ['contract/'],
];

/** The layer of `file` in `layers` (0 is the top), or null when it is in none. */
function layerOf(layers: readonly (readonly string[])[], file: string): number | null {
  const at = layers.findIndex((prefixes) => prefixes.some((p) => file.startsWith(p)));
  return at === -1 ? null : at;
}

/** The imports that run up, as `from -> to`. */
function upward(layers: readonly (readonly string[])[], edges: Map<string, string[]>): string[] {
  const found: string[] = [];
  for (const [file, deps] of edges) {
    const from = layerOf(layers, file);
    if (from === null) continue;
    for (const dep of deps) {
      const to = layerOf(layers, dep);
      if (to !== null && to < from) found.push(`${file} -> ${dep}`);
    }
  }
  return found.sort();
}

describe('the layers', () => {
  it('finds an import that runs up (the check itself)', () => {
    const edges = new Map([
      ['server/scope/a.ts', ['server/services/b.ts', 'server/db/c.ts']],
      ['server/routes/d.ts', ['server/scope/a.ts']],
    ]);
    expect(upward(SERVER, edges)).toEqual(['server/scope/a.ts -> server/services/b.ts']);
  });

  it('on the server, every import points down', () => {
    const edges = graph();
    expect([...edges.keys()].filter((f) => layerOf(SERVER, f) !== null).length).toBeGreaterThan(
      200,
    );
    expect(upward(SERVER, edges)).toEqual([]);
  });

  it('in the app, every import points down', () => {
    const edges = graph();
    expect([...edges.keys()].filter((f) => layerOf(APP, f) !== null).length).toBeGreaterThan(200);
    expect(upward(APP, edges)).toEqual([]);
  });
});
