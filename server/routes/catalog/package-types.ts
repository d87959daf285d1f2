import {
  packageType,
  packageTypeCreate,
  packageTypeListQuery,
  packageTypeUpdate,
} from '../../../contract/package-type';
import { packageTypes } from '../../services/catalog/types';
import { typeRoutes } from './type-routes';

/** Request package types: `/api/request-package-types`, like business types plus a weight cap. */
export const packageTypeRoutes = typeRoutes({
  path: '/request-package-types',
  label: 'request package type',
  record: packageType,
  create: packageTypeCreate,
  update: packageTypeUpdate,
  listQuery: packageTypeListQuery,
  service: packageTypes,
});
