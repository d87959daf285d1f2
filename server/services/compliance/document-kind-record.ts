/** A document kind as the API answers it: one definition of its columns and mapper. */
import { documentKind } from '../../../contract/documents';
import { defineRecord, json } from '../../db/record';

export const DOCUMENT_KIND = defineRecord({
  schema: documentKind,
  from: 'document_kinds k',
  fields: {
    id: 'k.id',
    code: 'k.code',
    name: 'k.name',
    subject: 'k.subject',
    mandatory: 'k.mandatory',
    missing_blocks: 'k.missing_blocks',
    active: 'k.active',
    asset_types: {
      sql: `coalesce((select json_agg(json_build_object('asset_type_id', o.asset_type_id,
      'mandatory', o.mandatory, 'missing_blocks', o.missing_blocks) order by o.asset_type_id)
    from document_kind_asset_types o where o.kind_id = k.id), '[]'::json)`,
      read: json,
    },
    created_at: 'k.created_at',
    updated_at: 'k.updated_at',
  },
});
