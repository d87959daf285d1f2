import {
  BooleanInput,
  DataTable,
  SelectInput,
  TextField,
  useCanAccess,
  useListContext,
} from 'react-admin';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../../../contract/invoice';
import { useWhiteLabelEntitled } from '../../components/business/useOwnCustomization';
import { DateInput } from '../../components/DateInput';
import { useSeesAllBusinesses, useWithBusinessFilter } from '../common/businessFilter';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { PagedList } from '../common/PagedList';
import { searchFilter } from '../common/searchFilter';
import { statusChoices } from '../common/StatusChip';
import { AccountingExportButton, InvoiceDownloads } from './InvoiceActions';
import { InvoiceKindField, InvoiceStatusChip } from './InvoiceFields';
import { IssueClientsButton, IssueNowButton } from './IssueMonthButtons';

const filters = [
  searchFilter,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices('invoices', INVOICE_STATUSES)}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    choices={INVOICE_KINDS.map((id) => ({ id, name: `resources.invoices.kinds.${id}` }))}
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/**
 * The invoices white-label businesses issued to their B2B clients (`issued_to_clients`): a
 * white-label business's own to its clients, every such one for the operator.
 */
const issuedToClients = (
  <BooleanInput key="issued_to_clients" source="issued_to_clients" alwaysOn />
);

/** The list shows the invoices issued to clients: whom each went to. */
const useIssuedToClients = () => useListContext().filterValues.issued_to_clients === true;

/** The invoices' table; the customer named where the list holds others' than the caller's own. */
const InvoiceTable = ({ seesAll }: { seesAll: boolean }) => {
  const customerShown = useIssuedToClients() || seesAll;
  return (
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="number" />
      {customerShown ? (
        <DataTable.Col source="business_name" field={TextField} disableSort />
      ) : null}
      <DataTable.Col source="kind" field={InvoiceKindField} disableSort />
      <DataTable.Col source="issue_date" field={LocaleDateField} />
      <DataTable.Col source="due_date" field={LocaleDateField} disableSort />
      <DataTable.Col source="total_gross" field={MoneyField} align="right" />
      <DataTable.Col source="due" field={MoneyField} align="right" disableSort />
      <DataTable.Col source="status" field={InvoiceStatusChip} disableSort />
      <DataTable.Col source="id" label="flotte.invoices.files" disableSort>
        <InvoiceDownloads />
      </DataTable.Col>
    </DataTable>
  );
};

/**
 * Invoices and credit notes, newest first: a business's own (download, status), every one for
 * the operator (filter by business); the superadmin issues a month now and exports a period's
 * journal; a white-label business also reads and issues its invoices to its B2B clients
 * (docs/money.md).
 */
export const InvoiceList = () => {
  const { canAccess: issues = false } = useCanAccess({ resource: 'invoices', action: 'create' });
  const { canAccess: exports = false } = useCanAccess({
    resource: 'accounting-export',
    action: 'export',
  });
  const { canAccess: issuesToClients = false } = useCanAccess({
    resource: 'client-invoices',
    action: 'create',
  });
  const whiteLabel = useWhiteLabelEntitled();
  const seesAll = useSeesAllBusinesses();
  const withBusiness = useWithBusinessFilter(filters);
  return (
    <PagedList
      filters={whiteLabel || seesAll ? [...withBusiness, issuedToClients] : withBusiness}
      actions={
        <ListActions create={false}>
          {issues ? <IssueNowButton /> : null}
          {whiteLabel && issuesToClients ? <IssueClientsButton /> : null}
          {exports ? <AccountingExportButton /> : null}
        </ListActions>
      }
      sort={{ field: 'issue_date', order: 'DESC' }}
      perPage={25}
      empty={<EmptyState resource="invoices" actions={issues ? <IssueNowButton /> : undefined} />}
    >
      <InvoiceTable seesAll={seesAll} />
    </PagedList>
  );
};
