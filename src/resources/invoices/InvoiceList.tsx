import { DataTable, SelectInput, TextField, useCanAccess } from 'react-admin';
import { INVOICE_KINDS, INVOICE_STATUSES } from '../../../contract/invoice';
import { DateInput } from '../../components/DateInput';
import { useSeesAllBusinesses, useWithBusinessFilter } from '../common/businessFilter';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { PagedList } from '../common/PagedList';
import { searchFilter } from '../common/searchFilter';
import { statusChoices } from '../common/StatusChip';
import { AccountingExportButton, InvoiceDownloads, IssueNowButton } from './InvoiceActions';
import { InvoiceKindField, InvoiceStatusChip } from './InvoiceFields';

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
 * Invoices and credit notes, newest first: a business's own (download, status), every one for
 * the operator (filter by business); the superadmin issues a month now and exports a period's
 * journal (docs/money.md).
 */
export const InvoiceList = () => {
  const { canAccess: issues = false } = useCanAccess({ resource: 'invoices', action: 'create' });
  const { canAccess: exports = false } = useCanAccess({
    resource: 'accounting-export',
    action: 'export',
  });
  const seesAll = useSeesAllBusinesses();
  return (
    <PagedList
      filters={useWithBusinessFilter(filters)}
      actions={
        <ListActions create={false}>
          {issues ? <IssueNowButton /> : null}
          {exports ? <AccountingExportButton /> : null}
        </ListActions>
      }
      sort={{ field: 'issue_date', order: 'DESC' }}
      perPage={25}
      empty={<EmptyState resource="invoices" actions={issues ? <IssueNowButton /> : undefined} />}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="number" />
        {seesAll ? <DataTable.Col source="business_name" field={TextField} disableSort /> : null}
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
    </PagedList>
  );
};
