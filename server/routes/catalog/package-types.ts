import {
  packageType,
  packageTypeCreate,
  packageTypeListQuery,
  packageTypeUpdate,
} from '../../../contract/package-type';
import { packageTypes, type typeService } from '../../services/catalog/types';
import { typeRoutes } from './business-types';

/** Request package types: `/api/request-package-types`, like business types plus a weight cap. */
export const packageTypeRoutes = typeRoutes({
  path: '/request-package-types',
  label: 'request package type',
  record: packageType,
  create: packageTypeCreate,
  update: packageTypeUpdate,
  listQuery: packageTypeListQuery,
  service: packageTypes as unknown as ReturnType<typeof typeService>,
});
