import type { ReactElement } from 'react';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { canAccess } from '../../../contract/permissions';
import { useAuthState } from '../../providers/store';

/**
 * Whether the caller sees every business's records: who may list the businesses (the
 * permission table: the superadmin and the in-house manager).
 */
export const useSeesAllBusinesses = () => {
  const { user } = useAuthState();
  return canAccess(user?.role, { resource: 'business', action: 'list' });
};

/**
 * A list's `filters`, to which those who see every business's records add a pick of the
 * business (`label`: the autocomplete's, where the list names it its own way).
 */
export const useWithBusinessFilter = (filters: ReactElement[], label?: string) =>
  useSeesAllBusinesses()
    ? [
        ...filters,
        <ReferenceInput key="business_id" source="business_id" reference="business">
          <AutocompleteInput optionText="name" label={label} />
        </ReferenceInput>,
      ]
    : filters;
