import { useId } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EarningsSummary } from '../../../contract/earnings';
import { formatMoney } from '../common/money';

/** `2025-03` as "mars 2025" in the UI language. */
function monthLabel(month: string, locale: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 1)));
}

const label = (key: string) => `resources.assets.earnings.${key}`;
const money = (key: string) => `flotte.maintenance.money.${key}`;

/**
 * An asset's money by month: net earnings beside the maintenance cost as bars (MUI X, in the
 * theme's colours), then the figures in a table. The chart is hidden from screen readers: the
 * figure is described by a one-line summary, and the table carries every figure, with net
 * after maintenance and the totals.
 */
export const EarningsChart = ({ summary }: { summary: EarningsSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const titleId = useId();
  const summaryId = useId();
  const amount = (minor: number | null) =>
    minor == null ? '' : formatMoney(minor, summary.currency, locale);
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
        <TableHead>
          <TableRow>
            <TableCell>{translate(label('month'))}</TableCell>
            <TableCell align="right">{translate(label('count'))}</TableCell>
            <TableCell align="right">{translate(label('gross'))}</TableCell>
            <TableCell align="right">{translate(label('commission'))}</TableCell>
            <TableCell align="right">{translate(label('net'))}</TableCell>
            <TableCell align="right">{translate(money('maintenance_cost'))}</TableCell>
            <TableCell align="right">{translate(money('net_after'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((m) => (
            <TableRow key={m.month}>
              <TableCell component="th" scope="row">
                {monthLabel(m.month, locale)}
              </TableCell>
              <TableCell align="right">{m.count}</TableCell>
              <TableCell align="right">{amount(m.gross)}</TableCell>
              <TableCell align="right">{amount(m.commission)}</TableCell>
              <TableCell align="right">{amount(m.net)}</TableCell>
              <TableCell align="right">{amount(m.maintenance_cost)}</TableCell>
              <TableCell align="right">{amount(m.net_after_maintenance)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell component="th" scope="row">
              {translate(money('total'))}
            </TableCell>
            <TableCell align="right">{summary.count}</TableCell>
            <TableCell align="right">{amount(summary.gross)}</TableCell>
            <TableCell align="right">{amount(summary.commission)}</TableCell>
            <TableCell align="right">{amount(summary.net)}</TableCell>
            <TableCell align="right">{amount(summary.maintenance_cost)}</TableCell>
            <TableCell align="right">{amount(summary.net_after_maintenance)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
};
