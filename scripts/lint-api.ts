/**
 * `npm run lint:api`: the OpenAPI document as integrators fetch it from `/api/docs/json`, linted
 * by Redocly CLI with its recommended rules (redocly.yaml, docs/api.md). The app is built without
 * listening, on an empty in-memory PGlite: with the JWT secret given and no API limit, neither
 * building it nor serving the document reads a table. The document is written to a temporary
 * file, removed afterwards; `npm run lint:api -- --out <file>` keeps it there instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { projectRoot, readConfig } from '../server/config';
import { createPglite, pgliteDb } from '../server/db/pglite';

/** The document, from an app that listens nowhere and leaves no database behind. */
async function openApiDocument(): Promise<string> {
  const db = pgliteDb(await createPglite());
  const app = await buildApp({
    db,
    config: {
      ...readConfig({}),
      jwtSecret: 'lint-api-secret-that-is-long-enough-for-hs256',
      jobsEnabled: false,
      rateLimitPerUser: 0,
      rateLimitPerAddress: 0,
      rateLimitPerKey: 0,
    },
  });
  try {
    const res = await app.inject({ url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json: ${res.statusCode} ${res.body}`);
    return JSON.stringify(res.json(), null, 2);
  } finally {
    await app.close();
    await db.close();
  }
}

async function main() {
  const outAt = process.argv.indexOf('--out');
  const kept = outAt >= 0 ? process.argv[outAt + 1] : undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'flotte-openapi-'));
  const file = kept ? path.resolve(kept) : path.join(dir, 'openapi.json');
  try {
    writeFileSync(file, await openApiDocument());
    const cli = path.join(projectRoot, 'node_modules/@redocly/cli/bin/cli.js');
    const config = path.join(projectRoot, 'redocly.yaml');
    const lint = spawnSync(process.execPath, [cli, 'lint', '--config', config, file], {
      stdio: 'inherit',
      // Linting calls no outside host: no usage report, no check for a newer version.
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    });
    process.exitCode = lint.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `lint:api failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
