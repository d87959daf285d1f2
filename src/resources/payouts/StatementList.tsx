import {
  AutocompleteInput,
  DataTable,
  ReferenceInput,
  SelectInput,
  SimpleList,
  TextField,
  useCanAccess,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { PAYOUT_STATEMENT_STATUSES, type PayoutStatement } from '../../../contract/payouts';
import { DateInput } from '../../components/DateInput';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { MoneyField } from '../common/MoneyField';
import { formatMoney } from '../common/money';
import { PagedList } from '../common/PagedList';
import { searchFilter } from '../common/searchFilter';
import { statusChoices } from '../common/StatusChip';
import { StatementPdfButton } from './PayoutActions';
import { PeriodField, StatementStatusChip } from './PayoutFields';
import { usePhone } from './usePhone';

const baseFilters = [
  searchFilter,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices('payout-statements', PAYOUT_STATEMENT_STATUSES)}
    alwaysOn
  />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
];

/** Whose statements: a pick of the owner for those who read every owner's. */
const ownerFilter = (
  <ReferenceInput
    key="owner"
    source="owner_user_id"
    reference="users"
    filter={{ role: 'asset_owner' }}
  >
    <AutocompleteInput optionText="name" />
  </ReferenceInput>
);

/** On a phone: the number, the owner and month, the amount due. */
const StatementCards = ({ showOwner }: { showOwner: boolean }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <SimpleList<PayoutStatement>
      linkType="show"
      primaryText={(s) => s.number}
      secondaryText={(s) =>
        [showOwner ? s.owner_name : null, s.period_start.slice(0, 7)].filter(Boolean).join(' · ')
      }
      tertiaryText={(s) =>
        `${formatMoney(s.amount_due, s.currency, locale)} · ${translate(
          `resources.payout-statements.statuses.${s.status}`,
        )}`
      }
    />
  );
};

/**
 * Payout statements (autofactures), newest first: an owner's own, every owner's for the
 * operator (filters by owner, period and status); each one's PDF in a click (docs/money.md).
 */
export const StatementList = () => {
  const { canAccess: readsOwners = false } = useCanAccess({ resource: 'users', action: 'list' });
  const { canAccess: ownsAccount = false } = useCanAccess({
    resource: 'bank-details',
    action: 'edit',
  });
  const phone = usePhone();
  const showOwner = !ownsAccount;
  return (
    <PagedList
      filters={readsOwners ? [...baseFilters, ownerFilter] : baseFilters}
      actions={<ListActions create={false} />}
      sort={{ field: 'issued_at', order: 'DESC' }}
      empty={<EmptyState resource="payout-statements" />}
    >
      {phone ? (
        <StatementCards showOwner={showOwner} />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="number" disableSort />
          {showOwner ? <DataTable.Col source="owner_name" field={TextField} disableSort /> : null}
          <DataTable.Col source="period_start" field={PeriodField} disableSort />
          <DataTable.Col source="net" field={MoneyField} align="right" disableSort />
          <DataTable.Col source="cod_collected" field={MoneyField} align="right" disableSort />
          <DataTable.Col source="amount_due" field={MoneyField} align="right" disableSort />
          <DataTable.Col source="status" field={StatementStatusChip} disableSort />
          <DataTable.Col source="id" label="flotte.payouts.statements.file_column" disableSort>
            <StatementPdfButton />
          </DataTable.Col>
        </DataTable>
      )}
    </PagedList>
  );
};
