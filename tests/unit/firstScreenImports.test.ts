import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, staticGraph } from './support/static-imports';

/**
 * What the first screen's code imports statically, from src/App.tsx (what the build puts in
 * the sign-in page's script; `import()` and `import type` are not followed). The budget is
 * measured by `npm run bench -- first-screen`; this catches, file by file, the import that
 * would drag the admin back in.
 */
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
