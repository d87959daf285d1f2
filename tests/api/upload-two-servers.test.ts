import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginResponse } from '../../contract/auth';
import { uploadResponse } from '../../contract/upload';
import { buildApp, type App } from '../../server/app';
import type { Db } from '../../server/db/db';
import { DEMO_PASSWORD, EMAIL_BY_ROLE, createTestDb, testConfig, type TestDb } from './helpers';
import { GIF, PNG, servedHeaders, upload } from './upload-fixtures';
import { startTestBucket, type TestBucket } from './upload-s3rver';

/**
 * Two servers on one database (each its own pool on PostgreSQL; PGlite has one handle): a
 * file uploaded through one is served by the other, with the same headers, whichever store.
 */
describe.each(['PostgreSQL', 'S3'] as const)('two servers, %s store', (kind) => {
  let database: TestDb;
  let otherDb: Db;
  let bucket: TestBucket | undefined;
  let one: App;
  let two: App;

  beforeAll(async () => {
    bucket = kind === 'S3' ? await startTestBucket() : undefined;
    database = await createTestDb();
    otherDb = await database.connect();
    const config = testConfig({ s3: bucket?.config });
    one = await buildApp({ db: database.db, config });
    two = await buildApp({ db: otherDb, config });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
    await bucket?.close();
  });

  const signIn = async (app: App) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: EMAIL_BY_ROLE.asset_owner, password: DEMO_PASSWORD },
    });
    return { authorization: `Bearer ${loginResponse.parse(res.json()).accessToken}` };
  };

  it('serves through either server what was uploaded through the other, headers and bytes alike', async () => {
    const owner = await signIn(one);
    for (const [from, to, bytes] of [
      [one, two, PNG],
      [two, one, GIF],
    ] as const) {
      const created = await upload(from, owner, bytes);
      expect(created.statusCode).toBe(201);
      const { fileUrl } = uploadResponse.parse(created.json());
      // Read by its uploader (an upload no record names is its uploader's).
      const here = await from.inject({ url: fileUrl, headers: owner });
      const there = await to.inject({ url: fileUrl, headers: owner });
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(bytes)).toBe(true);
      expect(servedHeaders(there)).toEqual(servedHeaders(here));
      expect(servedHeaders(there)['content-length']).toBe(String(bytes.length));
    }
  });
});
