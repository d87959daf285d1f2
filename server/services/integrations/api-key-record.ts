/** An API key as the API answers it: one definition of its columns and mapper. */
import { apiKey } from '../../../contract/integrations';
import { defineRecord } from '../../db/record';

export const API_KEY = defineRecord({
  schema: apiKey,
  from: 'api_keys k left join businesses c on c.id = k.b2b_client_id',
  fields: {
    id: 'k.id',
    business_id: 'k.business_id',
    name: 'k.name',
    prefix: 'k.prefix',
    scope: 'k.scope',
    b2b_client_id: 'k.b2b_client_id',
    b2b_client_name: 'c.name',
    expires_at: 'k.expires_at',
    last_used_at: 'k.last_used_at',
    revoked_at: 'k.revoked_at',
    created_at: 'k.created_at',
  },
});
