import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '../../../resources/business/wallet/keys';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthLabel, useMoneyChart } from '../../../resources/common/chartFigure';

/**
 * An amount by month as bars (MUI X, the theme's primary colour), month names and amounts in
 * the user's language. The drawing is hidden from screen readers: the figure is described by
 * `summary`, and a visually hidden table holds every month's amount.
 */
export const MonthlyChart = ({
  title,
  summary,
  seriesLabel,
  currency,
  months,
}: {
  title: string;
  summary: string;
  seriesLabel: string;
  currency: string;
  months: readonly { month: string; amount: number }[];
}) => {
  const { translate, locale, theme, titleId, summaryId, money: amount } = useMoneyChart(currency);
  return (
    <Box
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      sx={{ m: 0, mt: 2 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Typography id={summaryId} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box aria-hidden="true" inert sx={{ width: '100%', minWidth: 0 }}>
        <BarChart
          height={240}
          skipAnimation
          margin={{ left: 0, right: 8 }}
          xAxis={[
            {
              data: months.map((m) => monthLabel(m.month, locale)),
              scaleType: 'band',
              tickLabelStyle: { fontSize: 11 },
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => amount(value), width: 80 }]}
          series={[
            {
              data: months.map((m) => m.amount),
              label: seriesLabel,
              color: theme.palette.primary.main,
              valueFormatter: (value) => amount(value),
            },
          ]}
          hideLegend
        />
      </Box>
      <Table size="small" sx={visuallyHidden}>
        <caption>{translate('flotte.role_dashboards.chart_table')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {translate('flotte.role_dashboards.month')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {seriesLabel}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow key={m.month}>
              <TableCell component="th" scope="row">
                {monthLabel(m.month, locale, 'long')}
              </TableCell>
              <TableCell align="right">{amount(m.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
