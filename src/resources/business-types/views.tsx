import { businessTypeCreate } from '../../../contract/business-type';
import { typeResourceViews } from '../common/TypeResource';
import { fieldValidators } from '../common/zodValidators';

const views = typeResourceViews({
  resource: 'business-types',
  validate: fieldValidators(businessTypeCreate),
});

export const BusinessTypeList = views.list;
export const BusinessTypeCreate = views.create;
export const BusinessTypeEdit = views.edit;
