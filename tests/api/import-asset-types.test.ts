import { describe, expect, it } from 'vitest';
import { assetType } from '../../contract/asset-type';
import { listResponse, oneResponse } from '../../contract/common';
import { importErrorResponse, importPreview, importResult } from '../../contract/import';
import type { Role } from '../../contract/roles';
import { ROLES } from './helpers';
import { count } from './rows';
import { appPerFile } from './per-file';
import { expectForbiddenCommit, tableSnapshot } from './import-fixtures';

const preview = oneResponse(importPreview);
const result = oneResponse(importResult);

const t = appPerFile();

const post = async (url: string, role: Role, csv: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/asset-type/import${url}`,
    headers: await t.as(role),
    payload: { csv },
  });

const snapshot = tableSnapshot(t, 'asset_types', 'asset_type');

describe('asset type import (superadmin)', () => {
  it('refuses bad rows with their errors and writes nothing', async () => {
    const csv = [
      'name;description;capacity_kg;base_price;currency;active',
      'camionnette;Déjà là (autre casse);;10;EUR;oui', // 2: name taken
      'Remorque;;750;12,345;EUR;oui', // 3: three decimals of euro
      'Remorque;;;;;peut-être', // 4: same name again, not a yes/no
      ';;lourd;;euro;', // 5: no name, not a number, bad currency
    ].join('\n');
    const before = await snapshot();
    const res = await post('/preview', 'superadmin', csv);
    expect(res.statusCode).toBe(200);
    const { errors } = preview.parse(res.json()).data;
    expect(errors).toEqual([
      { row: 2, field: 'name', code: 'name_taken' },
      { row: 3, field: 'base_price', code: 'integer' },
      { row: 4, field: 'active', code: 'boolean' },
      { row: 5, field: 'capacity_kg', code: 'number' },
      { row: 5, field: 'currency', code: 'currency' },
      { row: 5, field: 'name', code: 'required' },
    ]);
    const commit = await post('', 'superadmin', csv);
    expect(commit.statusCode).toBe(400);
    expect(importErrorResponse.parse(commit.json()).rows).toEqual(errors);
    expect(await snapshot()).toEqual(before);
  });

  it('writes every row of a good file (prices in euros, decimal comma), listed after', async () => {
    const csv = [
      'name,description,capacity_kg,base_price,currency,active',
      'Remorque plateau,"Plateau, 3 essieux",3500,"45,50",EUR,oui',
      'Triporteur,,150,12.5,EUR,non',
    ].join('\n');
    const res = await post('', 'superadmin', csv);
    expect(res.statusCode).toBe(201);
    expect(result.parse(res.json()).data.created).toBe(2);
    const list = await t.app.inject({
      url: '/api/asset-type?q=r&sort=name&limit=100',
      headers: await t.as('in_house_manager'),
    });
    const found = listResponse(assetType)
      .parse(list.json())
      .data.filter((a) => ['Remorque plateau', 'Triporteur'].includes(a.name));
    expect(
      found.map((a) => [a.name, a.description, a.base_price, a.capacity_kg, a.active]),
    ).toEqual([
      ['Remorque plateau', 'Plateau, 3 essieux', 4550, 3500, true],
      ['Triporteur', null, 1250, 150, false],
    ]);
    expect(await count(t, 'audit_log', `entity = 'asset_type' and action = 'import'`)).toBe(1);
  });

  it.each(ROLES.map((role) => [role, role === 'superadmin' ? 200 : 403] as const))(
    '%s → preview %i; a refused commit writes nothing',
    async (role, status) => {
      const csv = 'name\nRéservé';
      expect((await post('/preview', role, csv)).statusCode).toBe(status);
      if (status === 403) await expectForbiddenCommit(() => post('', role, csv), snapshot);
    },
  );
});
