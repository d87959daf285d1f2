import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circle among the project's own modules (issue 18): a module graph with a circle
 * loads in an order that depends on who imports first. Type-only imports count too (they
 * still tie the modules together for a reader and for tools), dynamic `import()` does not.
 */
const ROOTS = ['src', 'server', 'contract', 'tests', 'bench'];
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const IMPORT =
  /^(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|^import\s+['"](\.[^'"]+)['"]/gm;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

function graph(): Map<string, string[]> {
  const files = ROOTS.filter((root) => existsSync(root)).flatMap(sources);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const deps = [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap((m) => {
        const base = path.join(path.dirname(file), (m[1] ?? m[2])!);
        const found = EXTENSIONS.map((ext) => base + ext).find((f) => known.has(f));
        return found ? [found] : [];
      });
      return [file, deps];
    }),
  );
}

/** Each circle once, as the path that closes it (depth-first, white/grey/black). */
function circles(edges: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const dep of edges.get(file) ?? []) {
      if (state.get(dep) === 'open') found.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return found;
}

describe('the module graph', () => {
  it('finds a circle when there is one (the walk itself)', () => {
    const edges = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(circles(edges)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('has no import circle', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(100);
    expect(circles(edges)).toEqual([]);
  });
});
