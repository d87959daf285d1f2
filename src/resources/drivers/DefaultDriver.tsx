import {
  Labeled,
  ReferenceInput,
  SelectInput,
  TextField,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Asset } from '../../../contract/asset';
import { useAuthState } from '../../providers/store';
import { namesAssetOwner } from '../assets/AssetOwnerInputs';

const LABEL = 'resources.drivers.fields.default_driver_id';
const noneToNull = (value: unknown) => (value === '' || value === undefined ? null : value);

/**
 * Whose drivers an asset may name: the server answers an owner or a business its own; the
 * superadmin names the asset's owner or business (none chosen yet: nothing to offer).
 */
function useEmployerFilter(): Record<string, string> | null {
  const { user } = useAuthState();
  const [owner, business] = useWatch<Record<string, string | null | undefined>>({
    name: ['owner_user_id', 'business_id'],
  });
  if (!namesAssetOwner(user)) return {};
  if (owner) return { employer_user_id: owner };
  if (business) return { business_id: business };
  return null;
}

/**
 * The asset's "Chauffeur par défaut" (`default_driver_id`): one of its owner's active drivers,
 * or none; each dispatch of the asset takes it unless the dispatcher names another. For those
 * who read drivers (the asset's owner or business, the operator).
 */
export const DefaultDriverInput = () => {
  const { canAccess } = useCanAccess({ resource: 'drivers', action: 'list' });
  const filter = useEmployerFilter();
  if (!canAccess || filter === null) return null;
  return (
    <ReferenceInput
      source="default_driver_id"
      reference="drivers"
      filter={{ ...filter, disabled: 'false' }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={100}
    >
      <SelectInput
        optionText="name"
        label={LABEL}
        emptyText="resources.drivers.default_driver.none"
        parse={noneToNull}
        helperText="resources.drivers.default_driver.help"
      />
    </ReferenceInput>
  );
};

/** The asset page's default driver, by name; "—" without one. */
export const DefaultDriverField = () => {
  const record = useRecordContext<Asset>();
  // Records read before the drivers' work carry no such field: nothing to say then.
  if (record?.default_driver_id === undefined) return null;
  return (
    <Labeled label={LABEL}>
      <TextField source="default_driver_name" emptyText="—" />
    </Labeled>
  );
};
