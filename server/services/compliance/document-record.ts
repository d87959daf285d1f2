/** A document of an asset or a driver as the API answers it: one definition of its columns and mapper. */
import { document } from '../../../contract/documents';
import { defineRecord, trimmed } from '../../db/record';
import { documentDueLevelSql } from './document-due';

export const DOCUMENT = defineRecord({
  schema: document,
  from: `documents d join document_kinds k on k.id = d.kind_id
  left join assets a on a.id = d.asset_id left join users u on u.id = d.driver_id`,
  fields: {
    id: 'd.id',
    subject: `case when d.asset_id is null then 'driver' else 'asset' end`,
    asset_id: 'd.asset_id',
    asset_name: 'a.name',
    driver_id: 'd.driver_id',
    driver_name: 'u.name',
    owner_user_id: 'coalesce(a.owner_user_id, u.employer_user_id)',
    business_id: 'coalesce(a.business_id, u.business_id)',
    kind_id: 'd.kind_id',
    kind_code: 'k.code',
    kind_name: 'k.name',
    number: 'd.number',
    issuer: 'd.issuer',
    valid_from: 'd.valid_from::text',
    valid_to: 'd.valid_to::text',
    file_url: 'd.file_url',
    notes: 'd.notes',
    cost: 'd.cost::float8',
    currency: { sql: 'd.currency', read: trimmed },
    current: 'd.current',
    due_level: documentDueLevelSql(),
    created_at: 'd.created_at',
    updated_at: 'd.updated_at',
  },
});
