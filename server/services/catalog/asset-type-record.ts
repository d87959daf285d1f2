/** An asset type as the API answers it: one definition of its columns and mapper. */
import { assetType } from '../../../contract/asset-type';
import { defineRecord, trimmed } from '../../db/record';

export const ASSET_TYPE = defineRecord({
  schema: assetType,
  from: 'asset_types',
  fields: {
    id: 'id',
    name: 'name',
    description: 'description',
    active: 'active',
    capacity_kg: 'capacity_kg',
    base_price: 'base_price',
    currency: { sql: 'currency', read: trimmed },
    average_speed_kmh: 'average_speed_kmh',
    created_at: 'created_at',
    updated_at: 'updated_at',
  },
});
