import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy, inlineScriptHashes } from '../../server/plugins/security';
import { DRIVER_ENTRY } from '../../src/pages/driver/light/driverEntry';
import { StorageKeys } from '../../src/providers/storage';

const config = { apiUrl: '/api', geoIpUrl: '', googleClientId: '', mapTilesUrl: '' };
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inline scripts under the CSP (server/plugins/security.ts)', () => {
  it('hashes the exact text of each inline script, not those with a src', () => {
    const html =
      '<script src="/env.js"></script><script>\n  a();\n</script><script type="module" src="/x.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([sha('\n  a();\n')]);
  });

  it('allows them by hash beside the own origin', () => {
    expect(appContentSecurityPolicy(config, ["'sha256-abc'"])).toContain(
      "script-src 'self' 'sha256-abc';",
    );
    expect(appContentSecurityPolicy(config)).toContain("script-src 'self';");
  });

  it('index.html has one: a tracking link sent to the tracking entry', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    expect(inlineScriptHashes(html)).toHaveLength(1);
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const replaced: string[] = [];
    for (const hash of ['#/t/abc?x=1', '#/login', '']) {
      new Function('location', inline)({ hash, replace: (to: string) => replaced.push(to) });
    }
    expect(replaced).toEqual(['/tracking.html#/t/abc?x=1']);
  });
});

describe("index.html's first script: a signed-in driver's screen to its entry", () => {
  const inline = /<script>([\s\S]*?)<\/script>/.exec(
    readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8'),
  )![1]!;
  /** Runs the script at `hash` with the storage given (the app's keys, storage.ts). */
  const run = (hash: string, stored: Record<string, string>) => {
    const replaced: string[] = [];
    const localStorage = { getItem: (key: string) => stored[key] ?? null };
    new Function('location', 'localStorage', inline)(
      { hash, replace: (to: string) => replaced.push(to) },
      localStorage,
    );
    return replaced;
  };
  const driver = {
    [StorageKeys.user]: JSON.stringify({ id: 'u-1', role: 'driver' }),
    [StorageKeys.token]: 't',
  };

  it('sends a signed-in driver to driver.html, read under the app’s storage keys', () => {
    expect(run('#/driver', driver)).toEqual(['/driver.html#/driver']);
    expect(DRIVER_ENTRY).toBe('/driver.html#/driver');
  });

  it('leaves anyone else, and the driver’s other pages, to the app', () => {
    expect(run('#/driver', {})).toEqual([]);
    expect(run('#/driver', { ...driver, [StorageKeys.token]: '' })).toEqual([]);
    expect(
      run('#/driver', { ...driver, [StorageKeys.user]: JSON.stringify({ role: 'owner' }) }),
    ).toEqual([]);
    expect(run('#/driver', { ...driver, [StorageKeys.user]: '{not json' })).toEqual([]);
    expect(run('#/documents', driver)).toEqual([]);
  });
});
