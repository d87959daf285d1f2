/**
 * Inspections (docs/compliance.md, "Inspections"): checklist templates per asset type (the
 * platform's, extended by an owner or a business for its assets) and inspections.
 *
 * An inspection answers every item of its asset's checklist (pass, fail, not applicable, a note
 * or a photo allowed) and may read the odometer (never lower than the asset's: 400; a higher
 * reading raises it, so its maintenance's due levels move). A failed critical item fails it:
 * in the same transaction corrective work is opened, linked to it, and the asset is taken out
 * of service (an available asset goes to the workshop with that work in progress; one on a
 * dispatch or a lease keeps its status, the work is scheduled now, and the open failed
 * inspection keeps it from being sent out again: compliance.ts). Completing that work resolves
 * the inspection (migration 037's trigger) and, as any work in progress, puts the asset back.
 * Cancelling it does not: the defect is still there, so the inspection stays open with no
 * repair (still blocking) until staff open another (`openAnotherRepair`).
 */
import {
  checklistItem,
  type ChecklistItem,
  type Inspection,
  type InspectionCreate,
  type InspectionTemplate,
  type TemplateCreate,
  type TemplateUpdate,
} from '../../../contract/inspections';
import { msg } from '../../../contract/common';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryOne, queryRows } from '../../db/query';
import { ApiError, invalidField, notFound } from '../../errors';
import { assetRecordScopeSql } from '../../scope/compliance';
import { PLATFORM_TEMPLATE, templateScopeSql } from '../../scope/inspection-templates';
import { audit, insertAudited } from '../platform/audit';
import { permittedRecord, rowById, scopedRecord } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { INSPECTION, INSPECTION_TEMPLATE } from './inspection-records';
import { holdBusiness, writableAsset, type Caller } from './targets';

// ---- Templates -------------------------------------------------------------------------------

export const { find: findTemplate, get: getTemplate } = scopedRecord({
  ...INSPECTION_TEMPLATE,
  idColumn: 't.id',
  scope: templateScopeSql,
});

export async function listTemplates(
  db: Queryable,
  caller: Caller,
  filter: ListFilter<'created_at'> & { asset_type_id?: string | undefined; ids?: string[] },
): Promise<PageOf<InspectionTemplate>> {
  const list = new ListSql();
  list.where(templateScopeSql((v) => list.param(v), caller));
  if (!list.uuidEquals('t.asset_type_id', filter.asset_type_id || undefined)) {
    return { data: [], total: 0 };
  }
  list.search(filter.q, ['t.name']).ids('t.id', filter.ids);
  return list.page(db, filter, {
    ...INSPECTION_TEMPLATE,
    orderBy: orderBySql(['t.created_at', 't.id'], filter.order),
  });
}

async function writeItems(tx: Queryable, templateId: string, items: TemplateCreate['items']) {
  await tx.query('delete from inspection_template_items where template_id = $1', [templateId]);
  await tx.query(
    `insert into inspection_template_items (template_id, position, label, critical)
     select $1, t.position, t.label, t.critical
     from json_to_recordset(($2::text)::json) as t(position int, label text, critical boolean)`,
    [templateId, JSON.stringify(items.map((item, position) => ({ ...item, position })))],
  );
}

/**
 * POST /inspection-templates: the operator's are the platform's; an owner's or a business's
 * extend it for their own assets of that type.
 */
export async function createTemplate(
  db: Db,
  caller: Caller,
  input: TemplateCreate,
): Promise<InspectionTemplate> {
  return db.transaction(async (tx) => {
    await holdBusiness(tx, caller);
    const type = await tx.query('select 1 from asset_types where id = $1', [input.asset_type_id]);
    if (type.length === 0) throw invalidField('asset_type_id');
    const owner = caller.role === 'asset_owner' ? caller.id : null;
    const business = caller.role === 'business' ? caller.business_id : null;
    const id = await insertAudited(
      tx,
      `insert into inspection_templates (asset_type_id, owner_user_id, business_id, name, active)
       values ($1, $2, $3, $4, $5) returning id`,
      [input.asset_type_id, owner, business, input.name, input.active],
      {
        actorUserId: caller.id,
        action: 'create',
        entity: 'inspection_template',
        changes: input,
      },
    );
    await writeItems(tx, id, input.items);
    return (await findTemplate(tx, null, id))!;
  });
}

/** PATCH: its name, activity, items (the inspections made keep their own copy). */
export async function updateTemplate(
  db: Db,
  caller: Caller,
  id: string,
  patch: TemplateUpdate,
): Promise<InspectionTemplate> {
  return db.transaction(async (tx) => {
    await permittedRecord(
      caller,
      { resource: 'inspection-templates', action: 'edit' },
      findTemplate(tx, caller, id),
    );
    await holdBusiness(tx, caller);
    await tx.query('select 1 from inspection_templates where id = $1 for update', [id]);
    await tx.query(
      `update inspection_templates set name = coalesce($2, name), active = coalesce($3, active),
         updated_at = now() where id = $1`,
      [id, patch.name ?? null, patch.active ?? null],
    );
    if (patch.items) await writeItems(tx, id, patch.items);
    await audit(tx, {
      actorUserId: caller.id,
      action: 'update',
      entity: 'inspection_template',
      entityId: id,
      changes: patch,
    });
    return (await findTemplate(tx, null, id))!;
  });
}

// ---- Checklists and inspections --------------------------------------------------------------

/** The checklist of asset `assetId`: the platform's active items, then its holder's. */
async function checklistOf(db: Queryable, assetId: string): Promise<ChecklistItem[]> {
  return queryRows(
    db,
    checklistItem,
    `select i.id, i.position, i.label, i.critical, t.id as template_id
     from assets a join inspection_templates t on t.asset_type_id = a.asset_type_id and t.active
       and ((${PLATFORM_TEMPLATE}) or t.owner_user_id = a.owner_user_id
            or (a.owner_user_id is null and t.business_id = a.business_id))
     join inspection_template_items i on i.template_id = t.id
     where a.id = $1
     order by (t.owner_user_id is not null or t.business_id is not null), t.created_at, t.id,
       i.position`,
    [assetId],
  );
}

/** GET /inspections/checklist?asset_id: what an inspection of that asset answers. */
export async function getChecklist(
  db: Queryable,
  caller: Caller,
  assetId: string,
): Promise<ChecklistItem[]> {
  await rowById(
    db,
    assetId,
    (param) => `select 1 from assets a where a.id = $1 and ${assetRecordScopeSql(param, caller)}`,
  );
  return checklistOf(db, assetId);
}

export const { find: findInspection, get: getInspection } = scopedRecord({
  ...INSPECTION,
  idColumn: 's.id',
  scope: assetRecordScopeSql,
});

export async function listInspections(
  db: Queryable,
  caller: Caller,
  filter: ListFilter<'performed_at'> & {
    asset_id?: string | undefined;
    result?: string | undefined;
    open?: boolean | undefined;
    ids?: string[] | undefined;
  },
): Promise<PageOf<Inspection>> {
  const list = new ListSql();
  list.where(assetRecordScopeSql((v) => list.param(v), caller));
  if (!list.uuidEquals('s.asset_id', filter.asset_id || undefined)) return { data: [], total: 0 };
  list.equals('s.result', filter.result).ids('s.id', filter.ids).search(filter.q, ['a.name']);
  if (filter.open !== undefined) {
    list.where(
      filter.open
        ? `s.result = 'failed' and s.resolved_at is null`
        : `not (s.result = 'failed' and s.resolved_at is null)`,
    );
  }
  return list.page(db, filter, {
    ...INSPECTION,
    orderBy: orderBySql(['s.performed_at', 's.id'], filter.order),
  });
}

/** POST /inspections: a filled checklist (by a driver of the asset, or its owner or business). */
export async function createInspection(
  db: Db,
  caller: Caller,
  input: InspectionCreate,
): Promise<Inspection> {
  return db.transaction(async (tx) => {
    await holdBusiness(tx, caller);
    const asset = await writableAsset(tx, caller, input.asset_id, 'inspections');
    const items = await checklistOf(tx, asset.id);
    const byItem = new Map(input.answers.map((a) => [a.item_id.toLowerCase(), a]));
    if (
      byItem.size !== input.answers.length ||
      byItem.size !== items.length ||
      items.some((i) => !byItem.has(i.id))
    ) {
      throw invalidField('answers', msg.invalid);
    }
    if (
      input.odometer_km !== null &&
      asset.odometer_km !== null &&
      input.odometer_km < asset.odometer_km
    ) {
      throw invalidField('odometer_km', 'flotte.fuel.odometer_backwards', {
        min: asset.odometer_km,
      });
    }
    const answers = items.map((item, position) => ({ item, position, ...byItem.get(item.id)! }));
    const failedCritical = answers.filter((a) => a.answer === 'fail' && a.item.critical);
    const defects = answers.filter((a) => a.answer === 'fail').length;
    const rows = await queryRows(
      tx,
      idRow,
      `insert into inspections (asset_id, kind, inspector_user_id, odometer_km, result, defects,
         notes)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [
        asset.id,
        input.kind,
        caller.id,
        input.odometer_km,
        failedCritical.length > 0 ? 'failed' : 'passed',
        defects,
        input.notes,
      ],
    );
    const id = rows[0]!.id;
    await tx.query(
      `insert into inspection_answers (inspection_id, position, item_id, label, critical, answer,
         note, photo_url)
       select $1, t.position, t.item_id, t.label, t.critical, t.answer, t.note, t.photo_url
       from json_to_recordset(($2::text)::json) as t(position int, item_id uuid, label text,
         critical boolean, answer text, note text, photo_url text)`,
      [
        id,
        JSON.stringify(
          answers.map((a) => ({
            position: a.position,
            item_id: a.item.id,
            label: a.item.label,
            critical: a.item.critical,
            answer: a.answer,
            note: a.note,
            photo_url: a.photo_url,
          })),
        ),
      ],
    );
    if (input.odometer_km !== null) {
      await tx.query(
        `update assets set odometer_km = $2, updated_at = now()
         where id = $1 and (odometer_km is null or odometer_km < $2)`,
        [asset.id, input.odometer_km],
      );
    }
    const repair = failedCritical.length > 0 ? await openRepair(tx, caller, asset, id) : null;
    await audit(tx, {
      actorUserId: caller.id,
      action: 'create',
      entity: 'inspection',
      entityId: id,
      changes: { ...input, ...(repair ? { maintenance_id: repair.id, asset: repair.asset } : {}) },
    });
    return (await findInspection(tx, null, id))!;
  });
}

/**
 * The corrective work of a failed inspection: in the workshop at once when the asset is
 * available (the asset goes `in_maintenance`), else scheduled now.
 */
async function openRepair(
  tx: Queryable,
  caller: Caller,
  asset: { id: string; status: string; currency: string },
  inspectionId: string,
) {
  const failed = await queryRows(
    tx,
    z.object({ label: z.string() }),
    `select label from inspection_answers
     where inspection_id = $1 and critical and answer = 'fail' order by position`,
    [inspectionId],
  );
  const title = failed
    .map((f) => f.label)
    .join(', ')
    .slice(0, 200);
  const taken = await tx.query(
    `update assets set status = 'in_maintenance', updated_at = now()
     where id = $1 and status = 'available' and deleted_at is null returning id`,
    [asset.id],
  );
  const inWorkshop = taken.length > 0;
  const rows = await queryRows(
    tx,
    idRow,
    `insert into maintenance (asset_id, kind, title, description, scheduled_at, status, started_at,
       currency, created_by)
     values ($1, 'corrective', $2, $3, now(), $4, case when $5 then now() end, $6, $7)
     returning id`,
    [
      asset.id,
      title,
      `inspection:${inspectionId}`,
      inWorkshop ? 'in_progress' : 'scheduled',
      inWorkshop,
      asset.currency,
      caller.id,
    ],
  );
  const maintenanceId = rows[0]!.id;
  await tx.query('update inspections set maintenance_id = $2 where id = $1', [
    inspectionId,
    maintenanceId,
  ]);
  return { id: maintenanceId, asset: inWorkshop ? 'in_maintenance' : asset.status };
}

/**
 * The maintenance side of a cancelled repair (maintenance/writes.ts, in its transaction): the
 * inspections it was to repair lose it and stay open. Answers their ids, for the audit row.
 */
export async function releaseRepair(tx: Queryable, maintenanceId: string): Promise<string[]> {
  const rows = await queryRows(
    tx,
    idRow,
    `update inspections set maintenance_id = null
     where maintenance_id = $1 and resolved_at is null returning id`,
    [maintenanceId],
  );
  return rows.map((r) => r.id);
}

/**
 * POST /inspections/{id}/repair: new corrective work for an open failed inspection whose repair
 * was cancelled, opened as the first one was (the workshop at once when the asset is available).
 * Staff of the asset only (the maintenance table's `create`); 409 invalid_transition when the
 * inspection passed, is resolved or still has its repair.
 */
export async function openAnotherRepair(db: Db, caller: Caller, id: string): Promise<Inspection> {
  return db.transaction(async (tx) => {
    const found = await findInspection(tx, caller, id);
    if (!found) throw notFound();
    await holdBusiness(tx, caller);
    const asset = await writableAsset(tx, caller, found.asset_id, 'maintenance');
    // Under the asset's lock, so two clicks open one repair.
    const state = await queryOne(
      tx,
      z.object({ open: z.boolean().nullable() }),
      `select result = 'failed' and resolved_at is null and maintenance_id is null as open
       from inspections where id = $1`,
      [found.id],
    );
    if (!state?.open) throw new ApiError(409, 'invalid_transition');
    const repair = await openRepair(tx, caller, asset, found.id);
    await audit(tx, {
      actorUserId: caller.id,
      action: 'repair',
      entity: 'inspection',
      entityId: found.id,
      changes: { maintenance_id: repair.id, asset: repair.asset },
    });
    return (await findInspection(tx, null, found.id))!;
  });
}
