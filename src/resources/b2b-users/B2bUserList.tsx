import type { MouseEvent } from 'react';
import {
  AutocompleteInput,
  DataTable,
  Link,
  ReferenceInput,
  SelectInput,
  useRecordContext,
  type FieldProps,
} from 'react-admin';
import type { StaffMember } from '../../../contract/staff';
import { EmptyState } from '../common/EmptyState';
import { NameSortedList } from '../common/NameSortedList';
import { StaffLastLoginField } from '../staff/StaffLastLoginField';
import { staffStatusChoices, StaffStatusField } from '../staff/StaffStatusField';
import { searchFilter } from '../common/searchFilter';

const filters = [
  searchFilter,
  <ReferenceInput key="client" source="b2b_business_id" reference="b2b-clients" alwaysOn>
    <AutocompleteInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={staffStatusChoices} alwaysOn />,
];

/** The client a user works for, linked to its page (the row carries its name: no extra call). */
const ClientLink = (_props: FieldProps) => {
  const record = useRecordContext<StaffMember>();
  if (!record) return null;
  return (
    <Link
      to={`/b2b-clients/${encodeURIComponent(record.business_id)}/show`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {record.business_name}
    </Link>
  );
};

/** The staff of the B2B clients (GET /business/b2b-users), filtered by client, status, text. */
export const B2bUserList = () => (
  <NameSortedList filters={filters} empty={<EmptyState resource="b2b-users" />}>
    <DataTable rowClick={false} bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="business_name" field={ClientLink} disableSort />
      <DataTable.Col source="status" field={StaffStatusField} disableSort />
      <DataTable.Col source="last_login_at" field={StaffLastLoginField} />
    </DataTable>
  </NameSortedList>
);
