/**
 * Inspections (docs/compliance.md): templates per asset type extended by an owner, a driver's
 * pre-trip inspection with the odometer, a failed critical item taking the asset out of service
 * with corrective work linked, its repair putting the asset back, a cancelled repair leaving it
 * open until another is opened; scope per role.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { inspection, inspectionTemplate } from '../../contract/inspections';
import { complianceList, createComplianceWorld, inject } from './compliance-fixtures';
import { patch, read } from './maintenance-fixtures';
import { createRequest } from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';

const w = worldPerFile(createComplianceWorld);
const oneInspection = oneResponse(inspection);
const oneTemplate = oneResponse(inspectionTemplate);
let platform: string;
let extension: string;

beforeAll(async () => {
  const made = await inject(w.t, 'POST', '/inspection-templates', w.as.superadmin, {
    asset_type_id: w.ids.van,
    name: 'Contrôle avant départ',
    items: [
      { label: 'Freins', critical: true },
      { label: 'Pneumatiques', critical: true },
      { label: 'Propreté', critical: false },
    ],
  });
  expect(made.statusCode).toBe(201);
  platform = oneTemplate.parse(made.json()).data.id;
  const own = await inject(w.t, 'POST', '/inspection-templates', w.as.asset_owner, {
    asset_type_id: w.ids.van,
    name: 'Mes contrôles',
    items: [{ label: 'Hayon élévateur', critical: false }],
  });
  expect(own.statusCode).toBe(201);
  extension = oneTemplate.parse(own.json()).data.id;
});

const checklist = async (assetId: string, headers = w.driver) => {
  const res = await inject(w.t, 'GET', `/inspections/checklist?asset_id=${assetId}`, headers);
  return res.statusCode === 200
    ? (res.json() as { data: { id: string; label: string; critical: boolean }[] }).data
    : res.statusCode;
};

describe('templates', () => {
  it("an owner's extension is added to its own assets' checklist only", async () => {
    const mine = await checklist(w.ids.ownerVan, w.as.asset_owner);
    expect(Array.isArray(mine) && mine.map((i) => i.label)).toEqual([
      'Freins',
      'Pneumatiques',
      'Propreté',
      'Hayon élévateur',
    ]);
    const theirs = await checklist(w.ids.otherVan, w.otherOwner);
    expect(Array.isArray(theirs) && theirs.map((i) => i.label)).toEqual([
      'Freins',
      'Pneumatiques',
      'Propreté',
    ]);
  });

  it("only the superadmin changes the platform's; another owner does not see an extension", async () => {
    const body = { name: 'Changé' };
    expect(
      (await inject(w.t, 'PATCH', `/inspection-templates/${platform}`, w.as.asset_owner, body))
        .statusCode,
    ).toBe(403);
    expect(
      (await inject(w.t, 'GET', `/inspection-templates/${extension}`, w.otherOwner)).statusCode,
    ).toBe(404);
    expect(
      (await inject(w.t, 'PATCH', `/inspection-templates/${extension}`, w.as.asset_owner, body))
        .statusCode,
    ).toBe(200);
    expect(
      (await inject(w.t, 'POST', '/inspection-templates', w.driver, { asset_type_id: w.ids.van }))
        .statusCode,
    ).toBe(403);
  });
});

describe('a pre-trip inspection', () => {
  it('a failed critical item takes the asset out of service; its repair brings it back', async () => {
    await w.t.db.query(
      `update assets set status = 'available', odometer_km = 40000 where id = $1`,
      [w.ids.ownerVan],
    );
    const items = await checklist(w.ids.ownerVan);
    if (!Array.isArray(items)) throw new Error(`checklist: ${items}`);
    const answers = items.map((i) => ({
      item_id: i.id,
      answer: i.label === 'Freins' ? 'fail' : i.label === 'Propreté' ? 'na' : 'pass',
      ...(i.label === 'Freins' ? { note: 'Plaquettes usées' } : {}),
    }));
    const res = await inject(w.t, 'POST', '/inspections', w.driver, {
      asset_id: w.ids.ownerVan,
      odometer_km: 40_250,
      answers,
    });
    expect(res.statusCode).toBe(201);
    const made = oneInspection.parse(res.json()).data;
    expect(made).toMatchObject({
      result: 'failed',
      defects: 1,
      odometer_km: 40_250,
      resolved_at: null,
    });
    expect(made.answers.find((a) => a.label === 'Freins')).toMatchObject({
      answer: 'fail',
      critical: true,
      note: 'Plaquettes usées',
    });
    const asset = await one<{ status: string; odometer_km: number }>(
      w.t,
      'select status, odometer_km from assets where id = $1',
      [w.ids.ownerVan],
    );
    expect(asset).toEqual({ status: 'in_maintenance', odometer_km: 40_250 });
    const repair = await read(w, made.maintenance_id!);
    expect(repair).toMatchObject({ kind: 'corrective', status: 'in_progress', title: 'Freins' });

    // Not compliant meanwhile, with the reason.
    const found = await inject(
      w.t,
      'GET',
      `/compliance/assets?id=${w.ids.ownerVan}`,
      w.as.asset_owner,
    );
    const blocking = complianceList.parse(found.json()).data[0]!.reasons.filter((r) => r.blocking);
    expect(blocking).toEqual([
      expect.objectContaining({ code: 'inspection_failed', blocking: true, record_id: made.id }),
    ]);

    // The repair completed: the asset is back, the inspection resolved, dispatchable again.
    expect((await patch(w, repair.id, { status: 'completed', cost: 12_000 })).statusCode).toBe(200);
    const after = oneInspection.parse(
      (await inject(w.t, 'GET', `/inspections/${made.id}`, w.as.asset_owner)).json(),
    ).data;
    expect(after.resolved_at).not.toBeNull();
    expect(
      (
        await one<{ status: string }>(w.t, 'select status from assets where id = $1', [
          w.ids.ownerVan,
        ])
      ).status,
    ).toBe('available');
    const request = await createRequest(w);
    const dispatched = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: request,
      asset_id: w.ids.ownerVan,
    });
    expect(dispatched.statusCode).toBe(201);
  });

  it('a cancelled repair leaves the inspection open without one, until staff open another', async () => {
    const van = w.ids.ownerVan2;
    await w.t.db.query(`update assets set status = 'available', odometer_km = null where id = $1`, [
      van,
    ]);
    const items = await checklist(van, w.as.asset_owner);
    if (!Array.isArray(items)) throw new Error(`checklist: ${items}`);
    const answers = items.map((i) => ({
      item_id: i.id,
      answer: i.label === 'Freins' ? 'fail' : 'pass',
    }));
    const res = await inject(w.t, 'POST', '/inspections', w.as.asset_owner, {
      asset_id: van,
      answers,
    });
    const made = oneInspection.parse(res.json()).data;
    const first = made.maintenance_id!;
    const show = async () =>
      oneInspection.parse(
        (await inject(w.t, 'GET', `/inspections/${made.id}`, w.as.asset_owner)).json(),
      ).data;
    const status = async () =>
      (await one<{ status: string }>(w.t, 'select status from assets where id = $1', [van])).status;
    const reasonOf = async () => {
      const found = await inject(w.t, 'GET', `/compliance/assets?id=${van}`, w.as.asset_owner);
      return complianceList
        .parse(found.json())
        .data[0]!.reasons.filter((r) => r.code === 'inspection_failed');
    };

    // Cancelled: out of the workshop, but the defect is still there: open, no repair, blocking.
    expect((await patch(w, first, { status: 'cancelled' }, w.as.asset_owner)).statusCode).toBe(200);
    expect(await show()).toMatchObject({ maintenance_id: null, resolved_at: null });
    expect(await status()).toBe('available');
    expect(await reasonOf()).toEqual([
      expect.objectContaining({ blocking: true, record_id: made.id, title: null }),
    ]);
    const request = await createRequest(w);
    const refused = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: request,
      asset_id: van,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'asset_not_compliant',
      details: [
        { path: 'inspection_failed', message: 'flotte.compliance.reasons.inspection_no_repair' },
      ],
    });

    // Another repair: the asset's staff only (a driver 403, another owner 404), once.
    const repair = (headers: typeof w.driver) =>
      inject(w.t, 'POST', `/inspections/${made.id}/repair`, headers);
    expect((await repair(w.driver)).statusCode).toBe(403);
    expect((await repair(w.otherOwner)).statusCode).toBe(404);
    const reopened = await repair(w.as.asset_owner);
    expect(reopened.statusCode).toBe(200);
    const second = oneInspection.parse(reopened.json()).data.maintenance_id!;
    expect(second).not.toBe(first);
    expect(await read(w, second)).toMatchObject({ kind: 'corrective', status: 'in_progress' });
    expect(await status()).toBe('in_maintenance');
    expect((await repair(w.as.asset_owner)).statusCode).toBe(409);
    expect(await reasonOf()).toEqual([expect.objectContaining({ title: 'Freins' })]);

    // Completing it resolves the inspection: compliant on that count.
    expect((await patch(w, second, { status: 'completed' }, w.as.asset_owner)).statusCode).toBe(
      200,
    );
    expect((await show()).resolved_at).not.toBeNull();
    expect(await reasonOf()).toEqual([]);
    expect((await repair(w.as.asset_owner)).statusCode).toBe(409);
  });

  it('refuses a checklist not fully answered and an odometer behind the asset’s', async () => {
    const items = await checklist(w.ids.ownerVan2, w.as.asset_owner);
    if (!Array.isArray(items)) throw new Error('checklist');
    const all = items.map((i) => ({ item_id: i.id, answer: 'pass' }));
    const partial = await inject(w.t, 'POST', '/inspections', w.as.asset_owner, {
      asset_id: w.ids.ownerVan2,
      answers: all.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    await w.t.db.query('update assets set odometer_km = 1000 where id = $1', [w.ids.ownerVan2]);
    const back = await inject(w.t, 'POST', '/inspections', w.as.asset_owner, {
      asset_id: w.ids.ownerVan2,
      odometer_km: 999,
      answers: all,
    });
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({ details: [{ path: 'odometer_km', args: { min: 1000 } }] });
    const ok = await inject(w.t, 'POST', '/inspections', w.as.asset_owner, {
      asset_id: w.ids.ownerVan2,
      odometer_km: 1000,
      answers: all,
    });
    expect(ok.statusCode).toBe(201);
    expect(oneInspection.parse(ok.json()).data).toMatchObject({
      result: 'passed',
      maintenance_id: null,
    });
  });

  it('is scoped: a driver inspects the assets it drives only; others get 404', async () => {
    expect(await checklist(w.ids.ownerVan2)).toBe(404);
    const body = { asset_id: w.ids.otherVan, answers: [] };
    expect((await inject(w.t, 'POST', '/inspections', w.driver, body)).statusCode).toBe(404);
    expect((await inject(w.t, 'POST', '/inspections', w.as.b2b, body)).statusCode).toBe(403);
    const list = await inject(w.t, 'GET', '/inspections?limit=100', w.otherOwner);
    expect((list.json() as { data: unknown[] }).data).toEqual([]);
    const mine = await inject(
      w.t,
      'GET',
      `/inspections?asset_id=${w.ids.ownerVan}`,
      w.otherBusiness,
    );
    expect((mine.json() as { data: unknown[] }).data).toEqual([]);
  });
});
