import { DataTable, FilterButton, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import { EmptyState } from '../common/EmptyState';
import { PagedList } from '../common/PagedList';
import { LocaleDateField } from '../common/LocaleDateField';
import { roleChoices, statusChoices, UserStatusField } from './UserStatusField';
import { UnsortedTextCol } from '../common/UnsortedTextCol';
import { searchFilter } from '../common/searchFilter';

const filters = [
  searchFilter,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

const UserListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
  </TopToolbar>
);

/** Every account of the platform (superadmin only), filtered by role and status. */
export const UserList = () => (
  <PagedList
    filters={filters}
    actions={<UserListActions />}
    empty={<EmptyState resource="users" />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
      <DataTable.Col source="status" field={UserStatusField} disableSort />
      <UnsortedTextCol source="business_name" />
      <DataTable.Col source="last_login_at" field={LocaleDateField} />
    </DataTable>
  </PagedList>
);
