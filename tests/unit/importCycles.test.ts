import { describe, expect, it } from 'vitest';
import { graph } from './support/module-graph';

/**
 * No import circle among the project's own modules (issue 18): a module graph with a circle
 * loads in an order that depends on who imports first. Type-only imports count too (they
 * still tie the modules together for a reader and for tools), dynamic `import()` does not.
 */
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
