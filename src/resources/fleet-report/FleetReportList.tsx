import {
  AutocompleteInput,
  DataTable,
  FunctionField,
  ReferenceInput,
  TextInput,
  TopToolbar,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { period, type FleetReportRow } from '../../../contract/fleet-report';
import { MoneyField } from '../common/MoneyField';
import { PagedList } from '../common/PagedList';
import { formatMoney } from '../common/money';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { fleetReportDefaultFilter } from '../../components/fleet-report/defaultFilter';
import { ServerCsvButton } from '../common/ServerCsvButton';
import { searchFilter } from '../common/searchFilter';
import { PhoneCards } from '../common/PhoneCards';
import { fleetReportCard } from './FleetReportCard';
import { FleetReportTotals } from './FleetReportTotals';
import { periodText } from './periodText';

/** The period typed ("2026-11"), and under it in words ("novembre 2026"; the format until valid). */
const PeriodInput = (props: { source: string; alwaysOn: boolean }) => {
  const [locale] = useLocaleState();
  const typed: unknown = useWatch({ name: props.source });
  const valid = typeof typed === 'string' && period.safeParse(typed).success;
  return (
    <TextInput
      {...props}
      label="flotte.fleet_report.period"
      helperText={valid ? periodText(typed, locale) : '2026-03 / 2026'}
    />
  );
};

const filters = [
  searchFilter,
  <PeriodInput key="period" source="period" alwaysOn />,
  <ReferenceInput key="asset_type_id" source="asset_type_id" reference="asset-type" alwaysOn>
    <AutocompleteInput optionText="name" label="resources.fleet-report.fields.asset_type_name" />
  </ReferenceInput>,
];

/** The same rows as CSV, downloaded with the list's filters and order (GET export.csv). */
const ExportCsv = () => {
  const dataProvider = useFlotteDataProvider();
  return (
    <ServerCsvButton
      fetchCsv={(params) => dataProvider.exportFleetReport(params)}
      fileName={(params) => `flotte-${params.period ?? 'report'}.csv`}
      label="flotte.fleet_report.export"
    />
  );
};

/** Minor units per km in the row's currency ("1,25 € /km"), or nothing without km. */
const PerKm = ({ source }: { source: 'cost_per_km' | 'profit_per_km' }) => {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <FunctionField<FleetReportRow>
      source={source}
      render={(r) =>
        r[source] === null
          ? '—'
          : translate('flotte.fleet_report.per_km', {
              value: formatMoney(Math.round(r[source]!), r.currency, locale),
            })
      }
    />
  );
};

/**
 * Cost and profit per asset for a month or a year (docs/compliance.md): the owner its assets,
 * a business its in-house fleet, the operator every asset; sortable, filtered by type and
 * period, exported as CSV. Read from the kept sums: cheap whatever the fleet.
 */
export const FleetReportList = () => (
  <PagedList
    title="flotte.fleet_report.title"
    // A report of figures, not records with a status (the walk's list checks read this class).
    className="flotte-report"
    filters={filters}
    filterDefaultValues={fleetReportDefaultFilter()}
    sort={{ field: 'profit', order: 'DESC' }}
    actions={
      <TopToolbar>
        <ExportCsv />
      </TopToolbar>
    }
    exporter={false}
  >
    <PhoneCards card={fleetReportCard}>
      <DataTable bulkActionButtons={false} rowClick={false} foot={FleetReportTotals}>
        <DataTable.Col source="asset_name" />
        <DataTable.Col source="asset_type_name" disableSort />
        <DataTable.Col source="revenue" field={MoneyField} />
        <DataTable.Col source="cost" field={MoneyField} />
        <DataTable.Col source="profit" field={MoneyField} />
        <DataTable.NumberCol source="km" />
        <DataTable.Col source="cost_per_km">
          <PerKm source="cost_per_km" />
        </DataTable.Col>
        <DataTable.Col source="profit_per_km" disableSort>
          <PerKm source="profit_per_km" />
        </DataTable.Col>
      </DataTable>
    </PhoneCards>
  </PagedList>
);
