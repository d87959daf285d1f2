import { DataTable } from 'react-admin';
import { packageTypeCreate } from '../../../contract/package-type';
import { typeResourceViews } from '../common/TypeResource';
import { fieldValidators } from '../common/zodValidators';
import { QuantityInput } from '../common/QuantityInput';

const validate = fieldValidators(packageTypeCreate);

const views = typeResourceViews({
  resource: 'request-package-types',
  validate,
  extraInputs: <QuantityInput source="max_weight_kg" validate={validate.max_weight_kg} unit="kg" />,
  extraColumns: <DataTable.NumberCol source="max_weight_kg" />,
});

export const PackageTypeList = views.list;
export const PackageTypeCreate = views.create;
export const PackageTypeEdit = views.edit;
