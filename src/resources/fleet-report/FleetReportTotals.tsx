import { TableCell, TableFooter, TableRow } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { FleetReportRow } from '../../../contract/fleet-report';
import { formatMoney } from '../common/money';

type Summed = 'revenue' | 'cost' | 'profit' | 'km';
const SUMMED: readonly Summed[] = ['revenue', 'cost', 'profit', 'km'];

/** The rows' sums per currency (money is never added across currencies), in first-seen order. */
export function totalsByCurrency(rows: readonly FleetReportRow[]) {
  const totals = new Map<string, Record<Summed, number>>();
  for (const row of rows) {
    const sum = totals.get(row.currency) ?? { revenue: 0, cost: 0, profit: 0, km: 0 };
    for (const key of SUMMED) sum[key] += row[key];
    totals.set(row.currency, sum);
  }
  return [...totals].map(([currency, sum]) => ({ currency, ...sum }));
}

/**
 * The report's totals row (issue 33), under the rows and from the same numbers: earnings, costs,
 * profit and km added up, per km as the total cost (or profit) over the total km. One row per
 * currency, under two rows or more; "Total" when every row of the period is on the page, else the shown rows' total.
 * The columns follow FleetReportList's.
 */
export const FleetReportTotals = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, total } = useListContext<FleetReportRow>();
  // One row is its own total.
  if (!data || data.length < 2) return null;
  const label =
    total !== undefined && total > data.length
      ? translate('flotte.fleet_report.total_shown', { smart_count: data.length })
      : translate('flotte.fleet_report.total');
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const perKm = (minor: number, km: number, currency: string) =>
    km === 0
      ? '—'
      : translate('flotte.fleet_report.per_km', { value: money(Math.round(minor / km), currency) });
  return (
    <TableFooter>
      {totalsByCurrency(data).map((t) => (
        <TableRow key={t.currency} sx={{ '& td': { fontWeight: 'bold', color: 'text.primary' } }}>
          <TableCell component="th" scope="row" colSpan={2}>
            {label}
          </TableCell>
          <TableCell>{money(t.revenue, t.currency)}</TableCell>
          <TableCell>{money(t.cost, t.currency)}</TableCell>
          <TableCell>{money(t.profit, t.currency)}</TableCell>
          <TableCell align="right">{new Intl.NumberFormat(locale).format(t.km)}</TableCell>
          <TableCell>{perKm(t.cost, t.km, t.currency)}</TableCell>
          <TableCell>{perKm(t.profit, t.km, t.currency)}</TableCell>
        </TableRow>
      ))}
    </TableFooter>
  );
};
