import { Create } from 'react-admin';
import { DEFAULT_AVERAGE_SPEED_KMH } from '../../../contract/asset-type';
import { AssetTypeInputs } from './AssetTypeInputs';
import { DEFAULT_CURRENCY } from '../common/currencies';
import { CreateForm } from '../common/CreateForm';

const defaults = {
  active: true,
  base_price: 0,
  currency: DEFAULT_CURRENCY,
  average_speed_kmh: DEFAULT_AVERAGE_SPEED_KMH,
};

/** Superadmin only (the route asks canAccess `create`; the server answers 403 to others). */
export const AssetTypeCreate = () => (
  <Create redirect="list" sx={{ maxWidth: 720 }}>
    <CreateForm defaultValues={defaults}>
      <AssetTypeInputs />
    </CreateForm>
  </Create>
);
