import { describe, expect, it } from 'vitest';
import { asset } from '../../contract/asset';
import { listResponse, oneResponse } from '../../contract/common';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  importErrorResponse,
  importPreview,
  importResult,
} from '../../contract/import';
import { assetWorldPerFile, type Who } from './assets-helpers';
import { count, insertBusiness, signedInUser } from './rows';
import { expectForbiddenCommit, tableSnapshot } from './import-fixtures';

const preview = oneResponse(importPreview);
const result = oneResponse(importResult);
const assetList = listResponse(asset);

const { t, w } = assetWorldPerFile();

const post = (url: string, who: Who, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/assets/import${url}`, headers: w.h[who], payload });

const snapshot = tableSnapshot(t, 'assets', 'asset');

const HEADER = 'name;asset_type;registration;make;model;year;capacity_kg;odometer_km;notes';

/** A French spreadsheet's export: `;`, a BOM, CRLF, decimal comma, quoted cells. */
const goodFile = [
  `\uFEFF${HEADER}`,
  'Fourgon import 1;Camionnette;IM-001-AA;Renault;Master;2019;1 400;84000;"Hayon; rampe"',
  'Vélo import 2;vélo cargo;;Urban Arrow;;;"120,0";;',
  '',
  'Fourgon import 3;Camionnette;im 002 aa;Iveco;Daily;2021;1500;12000;',
].join('\r\n');

describe('POST /api/assets/import/preview', () => {
  it('reads a French file (BOM, `;`, decimal comma, quotes, blank line) and writes nothing', async () => {
    const before = await snapshot();
    const res = await post('/preview', 'owner', { csv: goodFile });
    expect(res.statusCode).toBe(200);
    const { data } = preview.parse(res.json());
    expect(data.delimiter).toBe(';');
    expect(data.errors).toEqual([]);
    // Spreadsheet row numbers: the header is row 1, the blank line 4 is skipped.
    expect(data.rows.map((r) => r.row)).toEqual([2, 3, 5]);
    expect(data.rows[0]!.values).toMatchObject({ notes: 'Hayon; rampe', capacity_kg: '1 400' });
    expect(await snapshot()).toEqual(before);
  });

  it("answers every bad row's errors by row, column and code, and writes nothing", async () => {
    const csv = [
      'name,asset_type,registration,year,capacity_kg,currency',
      ',Camionnette,,2020,,EUR', // 2: no name
      'Sans type,Sous-marin,,,,', // 3: unknown type
      'Trop vieux,Camionnette,,1800,-5,euro', // 4: year, negative capacity, currency
      'Pas un nombre,Moto,,deux mille,,', // 5: not a number
      'Plaque déjà prise,Camionnette,ab 123 cd,,,', // 6: the owner's seeded Renault Master
      'Doublon A,Moto,ZZ-999-ZZ,,,', // 7
      'Doublon B,Moto,zz999zz,,,', // 8: the same plate again in the file
      'Bon,Moto,,,,', // 9: fine
    ].join('\n');
    const before = await snapshot();
    const res = await post('/preview', 'owner', { csv });
    expect(res.statusCode).toBe(200);
    const { data } = preview.parse(res.json());
    expect(data.delimiter).toBe(',');
    expect(data.errors).toEqual([
      { row: 2, field: 'name', code: 'required' },
      { row: 3, field: 'asset_type', code: 'unknown_asset_type' },
      { row: 4, field: 'capacity_kg', code: 'non_negative' },
      { row: 4, field: 'currency', code: 'currency' },
      { row: 4, field: 'year', code: 'invalid' },
      { row: 5, field: 'year', code: 'number' },
      { row: 6, field: 'registration', code: 'registration_taken' },
      { row: 8, field: 'registration', code: 'duplicate_in_file' },
    ]);
    expect(await snapshot()).toEqual(before);

    // The commit refuses the same file with the same errors, and writes nothing either.
    const commit = await post('', 'owner', { csv });
    expect(commit.statusCode).toBe(400);
    const body = importErrorResponse.parse(commit.json());
    expect(body.code).toBe('validation_failed');
    expect(body.rows).toEqual(data.errors);
    expect(body.details).toContainEqual({
      path: '6.registration',
      message: 'flotte.import.errors.registration_taken',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('reports a header with unknown, duplicate and missing columns on row 1', async () => {
    const res = await post('/preview', 'owner', { csv: 'nom;name;name;plaque\nA;B;C;D' });
    expect(preview.parse(res.json()).data.errors).toEqual([
      { row: 1, field: 'asset_type', code: 'missing_column' },
      { row: 1, field: 'name', code: 'duplicate_column' },
      { row: 1, field: 'nom', code: 'unknown_column' },
      { row: 1, field: 'plaque', code: 'unknown_column' },
    ]);
  });

  it('refuses an empty file, a header alone and more rows than the limit', async () => {
    const errorsOf = async (csv: string) =>
      preview.parse((await post('/preview', 'owner', { csv })).json()).data.errors;
    expect(await errorsOf('')).toEqual([{ row: 1, field: null, code: 'empty_file' }]);
    expect(await errorsOf('name;asset_type\r\n')).toEqual([
      { row: 1, field: null, code: 'empty_file' },
    ]);
    const many = [
      'name;asset_type',
      ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => 'A;Moto'),
    ];
    expect(await errorsOf(many.join('\n'))).toEqual([
      { row: 1, field: null, code: 'too_many_rows' },
    ]);
  });

  it('answers 413 for a file over the size limit', async () => {
    const csv = `name;asset_type\n${'x'.repeat(IMPORT_MAX_BYTES)};Moto`;
    const res = await post('/preview', 'owner', { csv });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });
});

describe('POST /api/assets/import', () => {
  it("writes every row of a good file as the owner's assets, shown in its list", async () => {
    const before = await count(t, 'assets');
    const res = await post('', 'owner', { csv: goodFile });
    expect(res.statusCode).toBe(201);
    const { data } = result.parse(res.json());
    expect(data.created).toBe(3);
    expect(await count(t, 'assets')).toBe(before + 3);
    expect(
      await count(t, 'audit_log', `entity = 'asset' and action = 'import' and actor_user_id = $1`, [
        w.ownerId,
      ]),
    ).toBe(1);

    const list = await t.app.inject({
      url: '/api/assets?q=import&sort=name&limit=100',
      headers: w.h.owner,
    });
    const listed = assetList.parse(list.json());
    expect(listed.data.map((a) => [a.name, a.asset_type_name, a.capacity_kg])).toEqual([
      ['Fourgon import 1', 'Camionnette', 1400],
      ['Fourgon import 3', 'Camionnette', 1500],
      ['Vélo import 2', 'Vélo cargo', 120],
    ]);
    expect(listed.data.every((a) => a.owner_user_id === w.ownerId && a.status === 'available'));
    expect(listed.data.find((a) => a.name === 'Fourgon import 1')?.notes).toBe('Hayon; rampe');

    // The same file again: its plates are now taken, so nothing more is written.
    const again = await post('', 'owner', { csv: goodFile });
    expect(again.statusCode).toBe(400);
    expect(importErrorResponse.parse(again.json()).rows).toEqual([
      { row: 2, field: 'registration', code: 'registration_taken' },
      { row: 5, field: 'registration', code: 'registration_taken' },
    ]);
    expect(await count(t, 'assets')).toBe(before + 3);
  });

  it('checks plates among the importer’s own assets only: another owner may reuse one', async () => {
    const csv = 'name;asset_type;registration\nAutre Master;Camionnette;AB-123-CD';
    const res = await post('', 'otherOwner', { csv });
    expect(res.statusCode).toBe(201);
  });

  it("puts a business's rows in its own business whatever the body says", async () => {
    const csv = 'name;asset_type\nMaison 1;Moto\nMaison 2;Moto';
    const others = await count(t, 'assets', 'business_id = $1', [w.otherBusinessId]);
    const res = await post('', 'business', { csv, business_id: w.otherBusinessId });
    expect(res.statusCode).toBe(201);
    const { ids } = result.parse(res.json()).data;
    expect(
      await count(t, 'assets', 'business_id = $1 and id = any($2::uuid[])', [
        w.demoBusinessId,
        ids,
      ]),
    ).toBe(2);
    expect(await count(t, 'assets', 'business_id = $1', [w.otherBusinessId])).toBe(others);
    // Another business does not see them: 404, as any record outside its scope.
    const read = await t.app.inject({ url: `/api/assets/${ids[0]}`, headers: w.h.otherBusiness });
    expect(read.statusCode).toBe(404);
    const listed = await t.app.inject({ url: '/api/assets?q=Maison', headers: w.h.otherBusiness });
    expect(assetList.parse(listed.json()).data).toEqual([]);
  });

  it("counts the whole file against the plan's asset limit: all or nothing (409)", async () => {
    // The free tier allows 5 in-house assets; the other business has none yet.
    const rows = Array.from({ length: 6 }, (_, i) => `Limite ${i + 1};Moto`);
    const csv = ['name;asset_type', ...rows].join('\n');
    const before = await snapshot();
    const shown = preview.parse((await post('/preview', 'otherBusiness', { csv })).json()).data;
    expect(shown.errors).toEqual([{ row: 7, field: null, code: 'plan_limit_reached' }]);
    const res = await post('', 'otherBusiness', { csv });
    expect(res.statusCode).toBe(409);
    const body = importErrorResponse.parse(res.json());
    expect(body.code).toBe('plan_limit_reached');
    expect(body.rows).toEqual(shown.errors);
    expect(await snapshot()).toEqual(before);

    // Five fit exactly.
    const five = ['name;asset_type', ...rows.slice(0, 5)].join('\n');
    expect((await post('', 'otherBusiness', { csv: five })).statusCode).toBe(201);
    expect(await count(t, 'assets', 'business_id = $1', [w.otherBusinessId])).toBe(5);
  });

  it('lets the superadmin import for the owner or business it names (exactly one)', async () => {
    const csv = 'name;asset_type\nPour le proprio;Moto';
    const none = await post('', 'admin', { csv });
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { path: 'owner_user_id', message: 'flotte.validation.required' },
    ]);
    const both = await post('', 'admin', {
      csv,
      owner_user_id: w.ownerId,
      business_id: w.demoBusinessId,
    });
    expect(both.statusCode).toBe(400);
    const unknown = await post('', 'admin', {
      csv,
      business_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { path: 'business_id', message: 'flotte.validation.invalid' },
    ]);
    const res = await post('', 'admin', { csv, owner_user_id: w.ownerId });
    expect(res.statusCode).toBe(201);
    expect(
      await count(t, 'assets', `name = 'Pour le proprio' and owner_user_id = $1`, [w.ownerId]),
    ).toBe(1);
  });
});

describe('who may import assets', () => {
  const csv = 'name;asset_type\nTableau;Moto';
  // A preview answers 200 to those who may create assets (the superadmin naming an owner).
  const expected: [Who, number][] = [
    ['admin', 200],
    ['manager', 403],
    ['owner', 200],
    ['business', 200],
    ['b2b', 403],
    ['client', 403],
    ['otherBusiness', 200],
  ];
  it.each(expected)('%s → preview %i, and a refused commit writes nothing', async (who, status) => {
    const body = who === 'admin' ? { csv, owner_user_id: w.ownerId } : { csv };
    expect((await post('/preview', who, body)).statusCode).toBe(status);
    if (status === 403) await expectForbiddenCommit(() => post('', who, body), snapshot);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets/import/preview',
      payload: { csv },
    });
    expect(res.statusCode).toBe(401);
  });
});

// PGlite has one connection and serialises everything: these races prove something only on a
// PostgreSQL server (DATABASE_URL), where the app's pool runs them in parallel transactions.
describe.skipIf(!process.env.DATABASE_URL)('racing imports on PostgreSQL', () => {
  it("never let two files of one business pass the plan's limit together", async () => {
    const businessId = await insertBusiness(t, 'course-aux-actifs');
    const h = await signedInUser(t, 'course@flotte.test', businessId);
    const file = (tag: string) =>
      ['name;asset_type', ...[1, 2, 3].map((i) => `Course ${tag}${i};Moto`)].join('\n');
    const results = await Promise.all(
      ['a', 'b'].map((tag) =>
        t.app.inject({
          method: 'POST',
          url: '/api/assets/import',
          headers: h,
          payload: { csv: file(tag) },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await count(t, 'assets', 'business_id = $1', [businessId])).toBe(3);
  });

  it('never let two files of one owner take one plate together', async () => {
    const csv = (name: string) => `name;asset_type;registration\n${name};Moto;RC-777-RC`;
    const results = await Promise.all(
      ['Course A', 'Course B'].map((name) => post('', 'otherOwner', { csv: csv(name) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await count(t, 'assets', `registration = 'RC-777-RC'`)).toBe(1);
  });
});
