import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptsOf, weighPages } from '../../scripts/bundle-budget';

/** The size budget of the build's pages (scripts/bundle-budget.ts), on a build made here. */
let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

function build(files: Record<string, number | string>) {
  const webDir = mkdtempSync(path.join(tmpdir(), 'flotte-budget-'));
  dir = webDir;
  mkdirSync(path.join(webDir, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(
      path.join(webDir, name),
      typeof content === 'number' ? Buffer.alloc(content) : content,
    );
  }
  return webDir;
}

const page = (...scripts: string[]) =>
  [
    '<script src="/env.js"></script>',
    `<script type="module" crossorigin src="${scripts[0]}"></script>`,
    ...scripts.slice(1).map((s) => `<link rel="modulepreload" crossorigin href="${s}">`),
  ].join('\n');

describe('the bundle budget', () => {
  it('counts the scripts a page names under /assets/, once each (not /env.js)', () => {
    expect(
      scriptsOf(page('/assets/index-a.js', '/assets/common-b.js', '/assets/index-a.js')),
    ).toEqual(['/assets/index-a.js', '/assets/common-b.js']);
  });

  it('weighs them as served: brotli, else gzip, else the file', () => {
    const webDir = build({
      'index.html': page('/assets/a.js', '/assets/b.js', '/assets/c.js'),
      'assets/a.js': 5000,
      'assets/a.js.br': 1000,
      'assets/a.js.gz': 1200,
      'assets/b.js': 3000,
      'assets/b.js.gz': 700,
      'assets/c.js': 300,
    });
    const [weight] = weighPages(webDir, { 'index.html': 2000 });
    expect(weight).toMatchObject({ page: 'index.html', bytes: 2000, over: false });
  });

  it('says which page grew past its budget', () => {
    const webDir = build({
      'index.html': page('/assets/a.js'),
      'tracking.html': page('/assets/t.js'),
      'assets/a.js': 10,
      'assets/t.js': 1001,
    });
    expect(
      weighPages(webDir, { 'index.html': 1000, 'tracking.html': 1000 }).map((w) => [
        w.page,
        w.over,
      ]),
    ).toEqual([
      ['index.html', false],
      ['tracking.html', true],
    ]);
  });

  it('fails on a page or a script missing from the build', () => {
    const webDir = build({ 'index.html': page('/assets/gone.js') });
    expect(() => weighPages(webDir, { 'tracking.html': 1 })).toThrow(/tracking\.html/);
    expect(() => weighPages(webDir, { 'index.html': 1 })).toThrow(/gone\.js/);
  });
});
