import { Chip } from '@mui/material';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { LocaleDateField } from '../common/LocaleDateField';
import { useAuthState } from '../../providers/store';
import { BusinessWalletButton } from './BusinessWallet';

/** "Waiting" or "Active": the approval state of a business. */
const ActiveChip = (_props: FieldProps) => {
  const record = useRecordContext<{ active?: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.active ? 'success' : 'warning'}
      label={translate(record.active ? 'resources.business.active' : 'resources.business.waiting')}
    />
  );
};

const kindChoices = ['whitelabel', 'standard', 'b2b'].map((id) => ({
  id,
  name: `resources.business.kinds.${id}`,
}));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="active"
    source="active"
    alwaysOn
    choices={[
      { id: 'false', name: 'resources.business.waiting' },
      { id: 'true', name: 'resources.business.active' },
    ]}
  />,
];

/**
 * Businesses, read-only for now (superadmin and in-house manager). It opens on the approval
 * queue: the businesses waiting, newest first; clearing the filter shows them all.
 */
export const BusinessList = () => {
  // The superadmin (alone) tops wallets up and reads their metrics.
  const { user } = useAuthState();
  return (
    <List
      filters={filters}
      filterDefaultValues={{ active: 'false' }}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="kind" disableSort>
          <SelectField source="kind" choices={kindChoices} />
        </DataTable.Col>
        <DataTable.Col source="active" field={ActiveChip} disableSort />
        <DataTable.Col source="country" disableSort>
          <TextField source="country" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="created_at" field={LocaleDateField} />
        {user?.role === 'superadmin' ? (
          <DataTable.Col source="wallet" field={BusinessWalletButton} disableSort />
        ) : null}
      </DataTable>
    </List>
  );
};
