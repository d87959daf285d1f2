import { DataTable, SelectInput, TextField, useCanAccess } from 'react-admin';
import { InactiveNotice } from '../../components/business/InactiveNotice';
import { CreateButton } from '../common/LabelledLinkButtons';
import { EmptyState } from '../common/EmptyState';
import { LocaleDateField } from '../common/LocaleDateField';
import { NameSortedList } from '../common/NameSortedList';
import { RecordLink } from '../common/RecordLink';
import { useWidthColumns } from '../common/useWidthColumns';
import { DriverRowActions } from './DriverRowActions';
import { driverStatusChoices, DriverStatusField } from './DriverStatusField';
import { searchFilter } from '../common/searchFilter';

const filters = [
  searchFilter,
  <SelectInput
    key="disabled"
    source="disabled"
    label="resources.drivers.fields.status"
    choices={driverStatusChoices}
    alwaysOn
  />,
];

const LastLogin = () => (
  <LocaleDateField source="last_login_at" showTime emptyText="resources.drivers.never" />
);
const Phone = () => <TextField source="phone" emptyText="—" />;
/** Its name opens its page (its documents). */
const NameLink = () => <RecordLink source="id" reference="drivers" text="name" />;

/** A phone keeps the name, the status and the buttons; the e-mail and times go to the columns. */
const HIDDEN_COLUMNS = { laptop: [], phone: ['email', 'phone', 'employer_name', 'last_login_at'] };

/**
 * The drivers of the caller (GET /drivers, the server scopes them: an owner's, a business's; the
 * operator reads every one), by name, with their status and last sign-in; a search and a
 * status filter. Their employer invites, edits and disables them (`drivers:create`, `:edit`).
 */
export const DriverList = () => {
  const columns = useWidthColumns('drivers', HIDDEN_COLUMNS);
  // The operator reads every employer's drivers: whose each is, and no buttons it could not use.
  const { canAccess: canEdit } = useCanAccess({ resource: 'drivers', action: 'edit' });
  return (
    <>
      <InactiveNotice />
      <NameSortedList
        filters={filters}
        actions={<CreateButton label="resources.drivers.invite" />}
        empty={<EmptyState resource="drivers" createLabel="resources.drivers.invite" />}
      >
        <DataTable rowClick={false} bulkActionButtons={false} {...columns}>
          <DataTable.Col source="name" field={NameLink} />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone" field={Phone} disableSort />
          {canEdit ? null : <DataTable.Col source="employer_name" disableSort />}
          <DataTable.Col source="status" field={DriverStatusField} disableSort />
          <DataTable.Col source="last_login_at" field={LastLogin} />
          {canEdit ? (
            <DataTable.Col source="actions" label="resources.drivers.fields.actions" disableSort>
              <DriverRowActions source="actions" />
            </DataTable.Col>
          ) : null}
        </DataTable>
      </NameSortedList>
    </>
  );
};
