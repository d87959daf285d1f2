import { Create, Edit } from 'react-admin';
import { tariffUpdate } from '../../../contract/tariff';
import { CreateForm } from '../common/CreateForm';
import { SaveDeleteForm } from '../common/SaveDeleteForm';
import { TariffInputs } from './TariffInputs';

const defaults = {
  currency: 'EUR',
  business_id: null,
  base: null,
  per_km: 0,
  per_kg: 0,
  included_kg: 0,
  per_extra_stop: 0,
  window_surcharge: 0,
  urgent_surcharge: 0,
  minimum: 0,
  zones: [],
  active: true,
};

/** A new tariff (superadmin): the platform's, or a business's negotiated one. */
export const TariffCreate = () => (
  <Create redirect="list" sx={{ maxWidth: 960 }}>
    <CreateForm noValidate defaultValues={defaults}>
      <TariffInputs />
    </CreateForm>
  </Create>
);

/** What a change may send: the rates, name and activity (docs/money.md); the rest stays. */
const UPDATABLE = new Set(Object.keys(tariffUpdate.shape));
const changes = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => UPDATABLE.has(key)));

/** Changes a tariff: requests already created keep their price. Not deleted: deactivated. */
export const TariffEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list" sx={{ maxWidth: 960 }} transform={changes}>
    <SaveDeleteForm noValidate deleteButton={null}>
      <TariffInputs fixed />
    </SaveDeleteForm>
  </Edit>
);
