import { Stack } from '@mui/material';
import { DataTable, SelectInput } from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import { InactiveNotice } from '../../components/business/InactiveNotice';
import { EmptyState } from '../common/EmptyState';
import { NameSortedList } from '../common/NameSortedList';
import { StaffLastLoginField } from './StaffLastLoginField';
import { staffStatusChoices, StaffStatusField } from './StaffStatusField';
import { ToggleStaffButton } from './ToggleStaffButton';
import { ErasePersonButton } from '../common/ErasePersonButton';
import { searchFilter } from '../common/searchFilter';

const filters = [
  searchFilter,
  <SelectInput key="status" source="status" choices={staffStatusChoices} alwaysOn />,
];

/** The business's staff (GET /business/staff, the server scopes it), by name. */
export const StaffList = () => (
  <>
    <InactiveNotice />
    <NameSortedList
      filters={filters}
      actions={<CreateButton label="resources.staff.invite" />}
      empty={<EmptyState resource="staff" createLabel="resources.staff.invite" />}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="status" field={StaffStatusField} disableSort />
        <DataTable.Col source="last_login_at" field={StaffLastLoginField} />
        <DataTable.Col source="actions" label="resources.staff.fields.actions" disableSort>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <ToggleStaffButton source="actions" />
            <ErasePersonButton />
          </Stack>
        </DataTable.Col>
      </DataTable>
    </NameSortedList>
  </>
);
