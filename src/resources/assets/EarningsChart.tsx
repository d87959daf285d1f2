import { Box, Table, TableBody, TableCell, TableFooter, TableRow, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { EarningsMonth, EarningsSummary } from '../../../contract/earnings';
import { monthLabel, useMoneyChart } from '../common/chartFigure';
import { TableHeadRow } from '../common/TableHeadRow';

const label = (key: string) => `resources.assets.earnings.${key}`;
const money = (key: string) => `flotte.maintenance.money.${key}`;

/** The money columns of the table, in the order of its head. */
const MONEY_COLUMNS = [
  'gross',
  'commission',
  'net',
  'maintenance_cost',
  'net_after_maintenance',
] as const;

/** A row's figures after its name (a month's, or the totals'): the count, then the money. */
const FigureCells = ({
  figures,
  amount,
}: {
  figures: Pick<EarningsMonth, 'count' | (typeof MONEY_COLUMNS)[number]>;
  amount: (minor: number) => string;
}) => (
  <>
    <TableCell align="right">{figures.count}</TableCell>
    {MONEY_COLUMNS.map((key) => (
      <TableCell key={key} align="right">
        {amount(figures[key])}
      </TableCell>
    ))}
  </>
);

/**
 * An asset's money by month: net earnings beside the maintenance cost as bars (MUI X, in the
 * theme's colours), then the figures in a table. The chart is hidden from screen readers: the
 * figure is described by a one-line summary, and the table carries every figure, with net
 * after maintenance and the totals.
 */
export const EarningsChart = ({ summary }: { summary: EarningsSummary }) => {
  const {
    translate,
    locale,
    theme,
    titleId,
    summaryId,
    money: amount,
  } = useMoneyChart(summary.currency);
  const series = summary.series;
  if (series.length === 0) {
    return <Typography color="text.secondary">{translate(money('empty'))}</Typography>;
  }
  const description = translate(money('chart_summary'), {
    months: series.length,
    net: amount(summary.net),
    cost: amount(summary.maintenance_cost),
    after: amount(summary.net_after_maintenance),
  });
  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={summaryId} sx={{ m: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {translate(money('chart_title'))}
      </Typography>
      <Box aria-hidden="true" inert>
        <BarChart
          height={260}
          skipAnimation
          xAxis={[{ data: series.map((m) => monthLabel(m.month, locale)), scaleType: 'band' }]}
          yAxis={[{ valueFormatter: (value: number) => amount(value), width: 90 }]}
          series={[
            {
              data: series.map((m) => m.net),
              label: translate(label('net')),
              color: theme.palette.primary.main,
              valueFormatter: (value) => amount(value),
            },
            {
              data: series.map((m) => m.maintenance_cost),
              label: translate(money('maintenance_cost')),
              color: theme.palette.warning.main,
              valueFormatter: (value) => amount(value),
            },
          ]}
        />
      </Box>
      <Typography id={summaryId} component="figcaption" variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Table size="small" aria-label={translate(money('table'))} sx={{ mt: 1 }}>
        <TableHeadRow
          columns={[
            ...['month', 'count', 'gross', 'commission', 'net'].map((key) => translate(label(key))),
            translate(money('maintenance_cost')),
            translate(money('net_after')),
          ]}
          numbers={6}
        />
        <TableBody>
          {series.map((m) => (
            <TableRow key={m.month}>
              <TableCell component="th" scope="row">
                {monthLabel(m.month, locale)}
              </TableCell>
              <FigureCells figures={m} amount={amount} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate(money('total'))}
            </TableCell>
            <FigureCells figures={summary} amount={amount} />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};
