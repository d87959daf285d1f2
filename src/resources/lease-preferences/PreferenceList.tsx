import { Box, Typography } from '@mui/material';
import { DataTable, ReferenceInput, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import { useWidthColumns } from '../common/useWidthColumns';
import { useAuthState } from '../../providers/store';
import { activeFilter } from '../common/activeFilter';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { RateField } from '../leases/LeaseFields';
import { PreferenceExplainer } from './PreferenceExplainer';
import {
  AvailabilityField,
  DurationField,
  OfferTargetField,
  PublishedChip,
  RegionsField,
} from './TermsFields';

const filters = [
  activeFilter('resources.lease-preferences.filters', { alwaysOn: true }),
  <ReferenceInput key="asset_type_id" source="asset_type_id" reference="asset-type">
    <SelectInput optionText="name" label="resources.lease-preferences.fields.asset_type_id" />
  </ReferenceInput>,
];

/** What a laptop and a phone leave out by default (whether it is published always shows). */
const HIDDEN_COLUMNS = {
  laptop: ['created_at'],
  phone: ['owner_name', 'deposit', 'min_days', 'available_from', 'regions'],
};

/** No offer yet: an owner is told what publishing does and given the way to do it. */
const PreferenceEmpty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({
    resource: 'lease-preferences',
    action: 'create',
  });
  return (
    <Box sx={{ m: 4, maxWidth: 720, mx: 'auto', textAlign: 'center' }}>
      <Typography variant="h5" component="p" gutterBottom>
        {translate(
          canCreate
            ? 'resources.lease-preferences.empty'
            : 'resources.lease-preferences.empty_other',
        )}
      </Typography>
      {canCreate ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('resources.lease-preferences.empty_hint')}
          </Typography>
          <PreferenceExplainer />
          <CreateButton variant="contained" label="flotte.leases.empty.asset_owner_action" />
        </>
      ) : null}
    </Box>
  );
};

/**
 * Lease offers: an owner's own terms (it opens one to change it), or every owner's for the
 * manager and the superadmin (read). Businesses see the active ones in the lease market.
 */
export const PreferenceList = () => {
  const { user } = useAuthState();
  const { canAccess: canEdit } = useCanAccess({ resource: 'lease-preferences', action: 'edit' });
  const owner = user?.role === 'asset_owner';
  const columns = useWidthColumns('lease-preferences', HIDDEN_COLUMNS);
  return (
    <PagedList
      filters={filters}
      actions={<ListActions columnsKey={columns.storeKey} />}
      empty={<PreferenceEmpty />}
    >
      {owner ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <PreferenceExplainer />
        </Box>
      ) : null}
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false} {...columns}>
        <DataTable.Col
          source="asset_name"
          label="resources.lease-preferences.fields.target"
          field={OfferTargetField}
          disableSort
        />
        {owner ? null : <DataTable.Col source="owner_name" disableSort />}
        <DataTable.Col source="rate" field={RateField} />
        <DataTable.Col source="deposit" field={MoneyField} disableSort />
        <DataTable.Col
          source="min_days"
          label="resources.lease-preferences.fields.duration"
          field={DurationField}
          disableSort
        />
        <DataTable.Col
          source="available_from"
          label="resources.lease-preferences.fields.availability"
          field={AvailabilityField}
          disableSort
        />
        <DataTable.Col source="regions" field={RegionsField} disableSort />
        <DataTable.Col source="active" field={PublishedChip} disableSort />
        <DataTable.Col source="created_at" field={LocaleDateField} />
      </DataTable>
    </PagedList>
  );
};
