/**
 * Inspection templates and inspections as the API answers them: one definition of each
 * record's columns and mapper (their items and answers aggregated as json).
 */
import { inspection, inspectionTemplate } from '../../../contract/inspections';
import { defineRecord, json } from '../../db/record';

export const INSPECTION_TEMPLATE = defineRecord({
  schema: inspectionTemplate,
  from: 'inspection_templates t join asset_types y on y.id = t.asset_type_id',
  fields: {
    id: 't.id',
    asset_type_id: 't.asset_type_id',
    asset_type_name: 'y.name',
    owner_user_id: 't.owner_user_id',
    business_id: 't.business_id',
    name: 't.name',
    active: 't.active',
    items: {
      sql: `coalesce((select json_agg(json_build_object('id', i.id, 'position', i.position,
      'label', i.label, 'critical', i.critical) order by i.position)
    from inspection_template_items i where i.template_id = t.id), '[]'::json)`,
      read: json,
    },
    created_at: 't.created_at',
    updated_at: 't.updated_at',
  },
});

export const INSPECTION = defineRecord({
  schema: inspection,
  from: `inspections s join assets a on a.id = s.asset_id
  left join users u on u.id = s.inspector_user_id`,
  fields: {
    id: 's.id',
    asset_id: 's.asset_id',
    asset_name: 'a.name',
    owner_user_id: 'a.owner_user_id',
    business_id: 'a.business_id',
    kind: 's.kind',
    inspector_user_id: 's.inspector_user_id',
    inspector_name: 'u.name',
    performed_at: 's.performed_at',
    odometer_km: 's.odometer_km',
    result: 's.result',
    defects: 's.defects',
    notes: 's.notes',
    maintenance_id: 's.maintenance_id',
    resolved_at: 's.resolved_at',
    answers: {
      sql: `coalesce((select json_agg(json_build_object('position', x.position, 'item_id', x.item_id,
      'label', x.label, 'critical', x.critical, 'answer', x.answer, 'note', x.note,
      'photo_url', x.photo_url) order by x.position)
    from inspection_answers x where x.inspection_id = s.id), '[]'::json)`,
      read: json,
    },
    created_at: 's.created_at',
  },
});
