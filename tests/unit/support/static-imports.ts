import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What a page's code imports statically from its entry file (what the build puts in the page's
 * script; `import()` and `import type` are not followed): the files, and the packages with the
 * names each file imports from them.
 */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface Graph {
  files: Set<string>;
  /** package -> importing file -> the names imported as values. */
  packages: Map<string, Map<string, string[]>>;
}

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    `${base}/index.ts`,
    `${base}/index.tsx`,
  ]) {
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
}

export function staticGraph(entry: string): Graph {
  const graph: Graph = { files: new Set(), packages: new Map() };
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (graph.files.has(file)) continue;
    graph.files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const node of source.statements) {
      let specifier: string | undefined;
      let names: string[] = [];
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        if (clause?.isTypeOnly) continue;
        const bindings = clause?.namedBindings;
        names = [
          ...(clause?.name ? ['default'] : []),
          ...(bindings && ts.isNamedImports(bindings)
            ? bindings.elements.filter((e) => !e.isTypeOnly).map((e) => e.name.text)
            : bindings
              ? ['*']
              : []),
        ];
        // `import { type A } from 'x'` only: erased.
        if (clause && names.length === 0) continue;
        specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
        specifier = (node.moduleSpecifier as ts.StringLiteral).text;
        names = ['*'];
      }
      if (!specifier) continue;
      if (specifier.startsWith('.') && specifier.endsWith('.css')) {
        // A stylesheet goes into the page's CSS, not its script: nothing to follow.
        if (!existsSync(path.resolve(path.dirname(file), specifier))) {
          throw new Error(`cannot resolve ${specifier} from ${file}`);
        }
      } else if (specifier.startsWith('.')) {
        queue.push(resolveLocal(file, specifier));
      } else {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        const byFile = graph.packages.get(name) ?? new Map<string, string[]>();
        byFile.set(path.relative(ROOT, file), names);
        graph.packages.set(name, byFile);
      }
    }
  }
  return graph;
}
