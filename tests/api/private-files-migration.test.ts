/**
 * Migration 044's classification of the uploads kept before it (issue 31, docs/security.md):
 * each upload owned by the record that names it, the private records before the branding,
 * nothing deleted. Run again here over uploads whose owner is forgotten, it must find what the
 * triggers found as the records were written.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDispatch } from './assets-helpers';
import { createTestApp, type TestApp } from './helpers';

const MIGRATION = path.join(
  import.meta.dirname,
  '../../server/db/migrations/044_private_files.sql',
);

/** The migration's classifying statements, as written: each `update uploads u …;`. */
const classification = () =>
  readFileSync(MIGRATION, 'utf8')
    .split(';')
    .map((statement) => statement.replace(/^(\s*--[^\n]*\n)*/g, '').trim())
    .filter((statement) => statement.startsWith('update uploads u set owner_kind'));

describe('migration 044 classifies the uploads kept before it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const upload = async (ext = 'png') => {
    const name = `${randomUUID()}.${ext}`;
    await t.db.query(`insert into uploads (name, content_type, size) values ($1, $2, 1)`, [
      name,
      ext === 'pdf' ? 'application/pdf' : 'image/png',
    ]);
    return { name, path: `/api/uploads/${name}` };
  };
  const owners = async () =>
    t.db.query<{ name: string; owner_kind: string | null; owner_id: string | null }>(
      'select name, owner_kind, owner_id from uploads order by name',
    );

  it('finds each record that names an upload, private before branding; keeps every upload', async () => {
    const business = (
      await t.db.query<{ id: string }>(`select id from businesses where slug = 'transports-durand'`)
    )[0]!.id;
    const asset = (
      await t.db.query<{ id: string }>(`select id from assets where name = 'Renault Master'`)
    )[0]!.id;
    const photo = await upload();
    const doc = await upload('pdf');
    const shared = await upload();
    const logo = await upload();
    const loose = await upload();
    const signature = await upload();
    // A delivery's signature: the proof's file is the dispatch's.
    await insertDispatch(t, business, asset);
    const dispatch = (
      await t.db.query<{ id: string }>('select id from dispatches where asset_id = $1', [asset])
    )[0]!.id;
    await t.db.query(
      `insert into dispatch_proofs (dispatch_id, kind, value) values ($1, 'signature', $2)`,
      [dispatch, signature.path],
    );
    await t.db.query(`update assets set photo_url = $2, document_urls = $3::jsonb where id = $1`, [
      asset,
      photo.path,
      JSON.stringify([doc.path, shared.path]),
    ]);
    await t.db.query(
      `insert into customizations (business_id, logo, cover_image) values ($1, $2, $3)
       on conflict (business_id) do update set logo = excluded.logo,
         cover_image = excluded.cover_image`,
      [business, logo.path, shared.path],
    );
    const attached = await owners();
    const kindOf = (rows: typeof attached, name: string) => rows.find((r) => r.name === name);
    expect(kindOf(attached, photo.name)).toMatchObject({ owner_kind: 'asset', owner_id: asset });
    expect(kindOf(attached, doc.name)).toMatchObject({ owner_kind: 'asset', owner_id: asset });
    expect(kindOf(attached, shared.name)).toMatchObject({ owner_kind: 'asset', owner_id: asset });
    expect(kindOf(attached, logo.name)).toMatchObject({
      owner_kind: 'branding',
      owner_id: business,
    });
    expect(kindOf(attached, loose.name)).toMatchObject({ owner_kind: null, owner_id: null });
    expect(kindOf(attached, signature.name)).toMatchObject({
      owner_kind: 'dispatch',
      owner_id: dispatch,
    });

    // As before the migration: no owner known. Its statements find the same owners again.
    await t.db.query('update uploads set owner_kind = null, owner_id = null');
    const statements = classification();
    expect(statements).toHaveLength(6);
    for (const statement of statements) await t.db.query(statement);
    expect(await owners()).toEqual(attached);
  });
});
