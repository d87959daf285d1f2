import {
  businessType,
  businessTypeCreate,
  businessTypeListQuery,
  businessTypeUpdate,
} from '../../../contract/business-type';
import { businessTypes } from '../../services/catalog/types';
import { typeRoutes } from './type-routes';

/** Business types: `/api/business-types`. */
export const businessTypeRoutes = typeRoutes({
  path: '/business-types',
  label: 'business type',
  record: businessType,
  create: businessTypeCreate,
  update: businessTypeUpdate,
  listQuery: businessTypeListQuery,
  service: businessTypes,
});
