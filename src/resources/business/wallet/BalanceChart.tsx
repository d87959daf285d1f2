import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { WalletHistoryPoint } from '../../../../contract/wallet';
import { useMoneyChart } from '../../common/chartFigure';
import { visuallyHidden } from './keys';
import { TableHeadRow } from '../../common/TableHeadRow';

/** `2025-03-01` (a UTC day) as a Date at its midnight UTC. */
const dayOf = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/**
 * The balance at the end of each day as a line, in the theme's primary colour. Its text
 * alternative: a visible one-line summary the figure is described by, and every day's figure
 * in a table hidden on screen but read by screen readers.
 */
export const BalanceChart = ({
  points,
  currency,
}: {
  points: WalletHistoryPoint[];
  currency: string;
}) => {
  const { translate, locale, theme, titleId, summaryId, money } = useMoneyChart(currency);
  const short = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const balances = points.map((p) => p.balance);
  const summary = translate('flotte.business_admin.wallet.chart_summary', {
    from: long.format(dayOf(first.date)),
    to: long.format(dayOf(last.date)),
    start: money(first.balance),
    end: money(last.balance),
    low: money(Math.min(...balances)),
    high: money(Math.max(...balances)),
  });
  return (
    <Box component="figure" aria-labelledby={titleId} aria-describedby={summaryId} sx={{ m: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {translate('flotte.business_admin.wallet.chart_title', { days: points.length })}
      </Typography>
      {/* The drawing is for the eyes (the summary and table say it all): hidden from screen
          readers, and inert so that none of its parts takes the keyboard focus. */}
      <Box aria-hidden="true" inert>
        <LineChart
          height={260}
          hideLegend
          skipAnimation
          xAxis={[
            {
              data: points.map((p) => dayOf(p.date)),
              scaleType: 'time',
              valueFormatter: (value: Date) => short.format(value),
            },
          ]}
          yAxis={[{ valueFormatter: (value: number) => money(value), width: 90 }]}
          series={[
            {
              data: balances,
              label: translate('flotte.wallet.balance'),
              color: theme.palette.primary.main,
              area: true,
              showMark: false,
              valueFormatter: (value) => money(value),
            },
          ]}
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.15 } }}
        />
      </Box>
      <Typography id={summaryId} component="figcaption" variant="body2" color="text.secondary">
        {summary}
      </Typography>
      <Box sx={visuallyHidden}>
        <Table size="small" aria-label={translate('flotte.business_admin.wallet.chart_table')}>
          <TableHeadRow
            columns={[translate('flotte.wallet.date'), translate('flotte.wallet.balance')]}
          />
          <TableBody>
            {points.map((p) => (
              <TableRow key={p.date}>
                <TableCell>{long.format(dayOf(p.date))}</TableCell>
                <TableCell>{money(p.balance)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
};
