import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's own module graph, read from the sources' static imports (type-only ones too;
 * dynamic `import()` not): each file with the files it imports.
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

export function graph(): Map<string, string[]> {
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
