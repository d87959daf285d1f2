import { Box } from '@mui/material';
import { useLocaleState, useTranslate, type SimpleListProps } from 'react-admin';
import type { FleetReportRow } from '../../../contract/fleet-report';
import { MoneyField } from '../common/MoneyField';
import { formatMoney } from '../common/money';

const field = (name: string) => `resources.fleet-report.fields.${name}`;

/** The row's revenue, costs and kilometres, one "label value" a line. */
const Figures = ({ row }: { row: FleetReportRow }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lines: [string, string][] = [
    ['asset_type_name', row.asset_type_name],
    ['revenue', formatMoney(row.revenue, row.currency, locale)],
    ['cost', formatMoney(row.cost, row.currency, locale)],
    ['km', row.km.toLocaleString(locale)],
  ];
  return (
    <>
      {lines.map(([name, value]) => (
        <Box component="span" key={name} sx={{ display: 'block' }}>
          {translate('flotte.lists.card_figure', { label: translate(field(name)), value })}
        </Box>
      ))}
    </>
  );
};

/**
 * An asset's row of the report on a phone (issue 33): the asset as the title, its result on
 * the right (what the report is read for), the revenue, costs and km below.
 */
export const fleetReportCard: SimpleListProps<FleetReportRow> = {
  primaryText: (row) => row.asset_name,
  secondaryText: (row) => <Figures row={row} />,
  tertiaryText: () => <MoneyField source="profit" />,
  rowClick: false,
};
