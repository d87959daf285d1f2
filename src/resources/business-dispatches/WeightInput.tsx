import { useGetOne, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { PackageType } from '../../../contract/package-type';
import { msg } from '../../../contract/common';
import { QuantityInput } from '../common/QuantityInput';

/**
 * The request's weight, with the chosen package type's maximum as its hint before saving and
 * as the reason of the refusal when it is exceeded (the server checks the same cap).
 */
export const WeightInput = ({ validate }: { validate: Validator }) => {
  const translate = useTranslate();
  const packageTypeId: unknown = useWatch({ name: 'package_type_id' });
  const { data: packageType } = useGetOne<PackageType>(
    'request-package-types',
    { id: typeof packageTypeId === 'string' ? packageTypeId : '' },
    { enabled: typeof packageTypeId === 'string' && packageTypeId !== '' },
  );
  const max = packageType?.max_weight_kg ?? null;
  const limit = max === null ? null : { max, name: packageType?.name ?? '' };
  const withinLimit: Validator = (value: unknown) =>
    limit && typeof value === 'number' && value > limit.max
      ? { message: msg.maxWeight, args: limit }
      : undefined;
  return (
    <QuantityInput
      source="weight_kg"
      unit="kg"
      validate={[validate, withinLimit]}
      helperText={
        limit ? translate('resources.business-dispatches.helpers.weight_max', limit) : undefined
      }
    />
  );
};
