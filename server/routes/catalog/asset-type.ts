import {
  assetType,
  assetTypeCreate,
  assetTypeListQuery,
  assetTypeUpdate,
} from '../../../contract/asset-type';
import {
  createAssetType,
  deleteAssetType,
  getAssetType,
  listAssetTypes,
  updateAssetType,
} from '../../services/catalog/asset-types';
import { typeRoutes } from './type-routes';

/** Asset types: any signed-in user reads; only the superadmin writes (contract/permissions.ts). */
export const assetTypeRoutes = typeRoutes({
  path: '/asset-type',
  label: 'asset type',
  record: assetType,
  create: assetTypeCreate,
  update: assetTypeUpdate,
  listQuery: assetTypeListQuery,
  service: {
    list: listAssetTypes,
    get: getAssetType,
    create: createAssetType,
    update: updateAssetType,
    remove: deleteAssetType,
  },
  summaries: {
    create: 'Create an asset type (superadmin)',
    edit: 'Change an asset type (superadmin)',
    delete: 'Delete an asset type not used by any asset (superadmin)',
  },
});
