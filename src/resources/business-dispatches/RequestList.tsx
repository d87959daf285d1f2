import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import { DataTable, FilterList, ReferenceInput, SelectInput, useTranslate } from 'react-admin';
import { DateTimeInput } from '../../components/DateInput';
import { WAITING_MINUTES } from '../../../contract/manager-dashboard';
import { REQUEST_STATUSES, type Request } from '../../../contract/request';
import { useAuthState } from '../../providers/store';
import { useIsWhiteLabel } from '../../components/business/useOwnBusiness';
import { useSeesAllBusinesses, useWithBusinessFilter } from '../common/businessFilter';
import { EmptyState } from '../common/EmptyState';
import { ListActions } from '../common/ListActions';
import { PagedList } from '../common/PagedList';
import { ListSidebar, withSidebarSx } from '../common/ListSidebar';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { statusChoices } from '../common/StatusChip';
import { RELATIVE_PERIODS } from '../../providers/relativePeriods';
import { QuantityInput } from '../common/QuantityInput';
import { useWidthColumns } from '../common/useWidthColumns';
import { UnsortedTextCol } from '../common/UnsortedTextCol';
import { searchFilter } from '../common/searchFilter';
import { QuickFilterItem } from '../common/QuickFilterItem';
import { PhoneCards } from '../common/PhoneCards';
import { RequestStatusChip, requestCard } from './requestCard';

/** The input shows local time; the API filters on an instant (ISO date-time with offset). */
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

const filters = [
  searchFilter,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={statusChoices('business-dispatches', REQUEST_STATUSES)}
  />,
  <ReferenceInput key="asset_type_id" source="asset_type_id" reference="asset-type">
    <SelectInput optionText="name" label="resources.business-dispatches.fields.asset_type_id" />
  </ReferenceInput>,
  // created_from / created_to / waiting_minutes are also the dashboard's links: a filter not
  // declared here would be invisible on the list (and could not be removed).
  <SelectInput
    key="created_period"
    source="created_period"
    choices={RELATIVE_PERIODS.map((id) => ({ id, name: `flotte.operations.filters.${id}` }))}
  />,
  <DateTimeInput key="created_from" source="created_from" parse={toInstant} />,
  <DateTimeInput key="created_to" source="created_to" parse={toInstant} />,
  <QuantityInput key="waiting_minutes" source="waiting_minutes" />,
];

/** Saved filters, then one click on a status, the long waits, or what was created lately. */
const RequestSidebar = () => {
  const translate = useTranslate();
  return (
    <ListSidebar>
      <FilterList label="flotte.operations.filters.status" icon={<FlagIcon />}>
        {REQUEST_STATUSES.map((status) => (
          <QuickFilterItem
            key={status}
            label={`resources.business-dispatches.statuses.${status}`}
            value={{ status }}
          />
        ))}
      </FilterList>
      <FilterList label="flotte.operations.filters.waiting" icon={<AccessTimeIcon />}>
        <QuickFilterItem
          label={translate('flotte.operations.filters.waiting_long', {
            minutes: WAITING_MINUTES,
          })}
          value={{ status: 'pending', waiting_minutes: WAITING_MINUTES }}
        />
      </FilterList>
      <FilterList label="flotte.operations.filters.created" icon={<EventIcon />}>
        {/* Relative: a saved "today" is today's when applied, not the day it was saved. */}
        {RELATIVE_PERIODS.map((period) => (
          <QuickFilterItem
            key={period}
            label={`flotte.operations.filters.${period}`}
            value={{ created_period: period, created_from: undefined, created_to: undefined }}
          />
        ))}
      </FilterList>
    </ListSidebar>
  );
};

/**
 * What a laptop and a phone leave out by default (the status always shows). On a laptop the
 * asset type and the planned time stay: what an owner picks a job by (issue 33); the business
 * that asks goes to the request's page (a white-label business's client column stays).
 */
const HIDDEN_COLUMNS = {
  laptop: ['created_at', 'asset_name', 'business_name'],
  phone: ['business_name', 'dropoff_address', 'price'],
};
/** A white-label business's laptop gives the asset type's room to its client column. */
const WHITE_LABEL_HIDDEN_COLUMNS = {
  laptop: [...HIDDEN_COLUMNS.laptop, 'asset_type_name'],
  phone: HIDDEN_COLUMNS.phone,
};

/**
 * Transport requests in the caller's scope (the server scopes them), newest first, with the
 * filters an operator needs (docs/manager-screens.md), saved filters and CSV export.
 */
export const RequestList = () => {
  const { user } = useAuthState();
  const seesAll = useSeesAllBusinesses();
  // A white-label business lists its B2B clients' requests beside its own: whose is each.
  const whiteLabel = useIsWhiteLabel();
  const columns = useWidthColumns(
    'business-dispatches',
    whiteLabel ? WHITE_LABEL_HIDDEN_COLUMNS : HIDDEN_COLUMNS,
  );
  return (
    <PagedList
      filters={useWithBusinessFilter(filters)}
      actions={<ListActions columnsKey={columns.storeKey} />}
      aside={<RequestSidebar />}
      sx={withSidebarSx}
      empty={<EmptyState resource="business-dispatches" />}
    >
      <PhoneCards card={requestCard}>
        <DataTable rowClick="show" bulkActionButtons={false} {...columns}>
          <DataTable.Col source="reference" disableSort />
          <DataTable.Col source="created_at" field={LocaleDateField} />
          {seesAll || user?.role === 'asset_owner' ? (
            <DataTable.Col source="business_name" disableSort />
          ) : whiteLabel ? (
            <DataTable.Col<Request>
              source="client"
              label="resources.business-dispatches.fields.client"
              render={(request) => request.business_name}
              disableSort
            />
          ) : null}
          <DataTable.Col source="asset_type_name" disableSort />
          <DataTable.Col source="pickup_address" disableSort />
          <DataTable.Col source="dropoff_address" disableSort />
          <DataTable.Col source="scheduled_at">
            <LocaleDateField source="scheduled_at" showTime emptyText="—" />
          </DataTable.Col>
          <UnsortedTextCol source="asset_name" />
          <DataTable.Col source="price" field={MoneyField} align="right" />
          <DataTable.Col source="status" field={RequestStatusChip} />
        </DataTable>
      </PhoneCards>
    </PagedList>
  );
};
