import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * What the first screen's code imports statically, from src/App.tsx (what the build puts in
 * the sign-in page's script; `import()` and `import type` are not followed). The budget is
 * measured by `npm run bench -- first-screen`; this catches, file by file, the import that
 * would drag the admin back in.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Graph {
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

function staticGraph(entry: string): Graph {
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
      if (specifier.startsWith('.')) {
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

const graph = staticGraph(path.join(ROOT, 'src/App.tsx'));
const files = [...graph.files].map((f) => path.relative(ROOT, f));

describe("the first screen's static imports", () => {
  it('reach the account pages, not the admin', () => {
    expect(files).toEqual(
      expect.arrayContaining(['src/pages/LoginPage.tsx', 'src/pages/auth/useSignIn.ts']),
    );
    expect(graph.packages.has('@mui/material')).toBe(true);
    const admin = files.filter(
      (f) =>
        f === 'src/AdminApp.tsx' ||
        f.startsWith('src/layout/Layout') ||
        f.startsWith('src/pages/dashboards/') ||
        f.startsWith('src/pages/business/') ||
        f.startsWith('src/pages/leases/') ||
        (f.startsWith('src/resources/') && f !== 'src/resources/common/zodValidators.ts') ||
        f === 'src/providers/dataProvider.ts' ||
        f === 'src/providers/i18nProvider.ts' ||
        f === 'src/i18n/fr.ts' ||
        f === 'src/i18n/en.ts',
    );
    expect(admin).toEqual([]);
  });

  it('leave the sign-in itself (session, http client, schemas) to its first use', () => {
    // Loaded by `import()` on the first check or submit (issue 32: the page's 150 kB).
    const onFirstUse = [
      'src/providers/authProvider.ts',
      'src/providers/httpClient.ts',
      'src/providers/accountApi.ts',
      'contract/auth.ts',
      'contract/roles.ts',
      'contract/common.ts',
    ];
    expect(onFirstUse.filter((f) => files.includes(f))).toEqual([]);
    const heavy = ['axios', 'zod', '@tanstack/react-query'];
    expect(heavy.filter((name) => graph.packages.has(name))).toEqual([]);
  });

  it("reach none of react-admin's UI, catalogs, router or charts", () => {
    const heavy = [
      'ra-ui-materialui',
      'ra-language-french',
      'ra-language-english',
      'ra-i18n-polyglot',
      'react-router',
      'react-router-dom',
      '@mui/x-charts',
    ];
    expect(heavy.filter((name) => graph.packages.has(name))).toEqual([]);
  });

  it("take from react-admin only the shared providers' light helpers", () => {
    const used = Object.fromEntries(graph.packages.get('react-admin') ?? []);
    expect(used).toEqual({
      'src/providers/store.ts': ['memoryStore', 'useStore'],
      'src/theme.ts': ['defaultTheme'],
    });
  });
});
