import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';
import { PNG, upload } from './upload-fixtures';
import { uploadSuite } from './upload-suite';

// The default store: the bytes in PostgreSQL (upload_contents), on PGlite or a server.
uploadSuite('PostgreSQL store', async () => ({
  overrides: { s3: undefined },
  held: async (db) =>
    (await db.query<{ name: string }>('select name from upload_contents order by name')).map(
      (r) => r.name,
    ),
  close: async () => undefined,
}));

describe('the upload folder', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'flotte-uploads-test-'));
    t = await createTestApp({ uploadDir: dir, s3: undefined });
  });
  afterAll(() => t?.close());

  it('is no longer written: the bytes go to the database', async () => {
    const res = await upload(t.app, await t.as('asset_owner'), PNG);
    expect(res.statusCode).toBe(201);
    expect(readdirSync(dir)).toEqual([]);
    const name = (res.json() as { fileUrl: string }).fileUrl.replace('/api/uploads/', '');
    const rows = await t.db.query<{ n: number }>(
      'select octet_length(bytes)::int as n from upload_contents where name = $1',
      [name],
    );
    expect(rows).toEqual([{ n: PNG.length }]);
  });
});

describe('upload configuration', () => {
  it('defaults to 5 MiB and the old folder <FLOTTE_DATA_DIR>/uploads, and refuses a bad size', () => {
    const config = readConfig({ FLOTTE_DATA_DIR: '/srv/flotte' });
    expect(config.uploadDir).toBe(path.resolve('/srv/flotte/uploads'));
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(readConfig({ FLOTTE_DATA_DIR: 'memory://' }).uploadDir).toBe(
      path.join(tmpdir(), 'flotte-uploads'),
    );
    expect(
      readConfig({ FLOTTE_UPLOAD_DIR: '/var/up', FLOTTE_UPLOAD_MAX_BYTES: '1000' }),
    ).toMatchObject({ uploadDir: path.resolve('/var/up'), uploadMaxBytes: 1000 });
    expect(() => readConfig({ FLOTTE_UPLOAD_MAX_BYTES: 'lots' })).toThrow(
      /FLOTTE_UPLOAD_MAX_BYTES/,
    );
  });

  it('keeps uploads in PostgreSQL unless S3_BUCKET is set', () => {
    expect(readConfig({}).s3).toBeUndefined();
    expect(readConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
    expect(readConfig({ S3_BUCKET: 'photos' }).s3).toEqual({
      bucket: 'photos',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      readConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('refuses a half-configured or malformed S3 setting with the variable named', () => {
    const bucket = { S3_BUCKET: 'photos' };
    expect(() => readConfig({ ...bucket, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => readConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => readConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
