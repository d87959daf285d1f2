import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EarningsSummary } from '../../../contract/earnings';
import { formatMoney } from '../common/money';

const WIDTH = 600;
const HEIGHT = 220;
const PAD_X = 8;
const PAD_TOP = 20;
const PAD_BOTTOM = 28;

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

/**
 * The monthly net earnings of an asset as a simple SVG bar chart (no chart library: MUI X
 * charts are not installed). Accessible: the SVG is an image with a title and a description
 * summing it up, each bar has its own title, and the same figures follow in a table (the
 * fallback for screen readers and for reading exact amounts).
 */
export const EarningsChart = ({ summary }: { summary: EarningsSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (minor: number) => formatMoney(minor, summary.currency, locale);
  const series = summary.series;
  if (series.length === 0) {
    return (
      <Typography color="text.secondary">{translate('resources.assets.earnings.empty')}</Typography>
    );
  }
  const max = Math.max(1, ...series.map((s) => s.net));
  const slot = (WIDTH - PAD_X * 2) / series.length;
  const barWidth = Math.max(4, Math.min(60, slot * 0.6));
  const plotHeight = HEIGHT - PAD_TOP - PAD_BOTTOM;
  const title = translate('resources.assets.earnings.chart_title');
  const description = translate('resources.assets.earnings.chart_description', {
    months: series.length,
    net: money(summary.net),
  });
  return (
    <Box>
      <Box
        component="svg"
        role="img"
        aria-labelledby="earnings-chart-title earnings-chart-desc"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        sx={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        <title id="earnings-chart-title">{title}</title>
        <desc id="earnings-chart-desc">{description}</desc>
        <line
          x1={PAD_X}
          x2={WIDTH - PAD_X}
          y1={HEIGHT - PAD_BOTTOM}
          y2={HEIGHT - PAD_BOTTOM}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        {series.map((s, i) => {
          const h = Math.max(0, (s.net / max) * plotHeight);
          const x = PAD_X + i * slot + (slot - barWidth) / 2;
          const y = HEIGHT - PAD_BOTTOM - h;
          const label = `${monthLabel(s.month, locale)}: ${money(s.net)}`;
          return (
            <g key={s.month} data-testid="earnings-bar">
              <rect x={x} y={y} width={barWidth} height={h} rx={2} fill="#1976d2">
                <title>{label}</title>
              </rect>
              <text
                x={x + barWidth / 2}
                y={HEIGHT - PAD_BOTTOM + 16}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
                aria-hidden="true"
              >
                {monthLabel(s.month, locale)}
              </text>
            </g>
          );
        })}
      </Box>
      <Table size="small" aria-label={translate('resources.assets.earnings.table_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.assets.earnings.month')}</TableCell>
            <TableCell align="right">{translate('resources.assets.earnings.count')}</TableCell>
            <TableCell align="right">{translate('resources.assets.earnings.gross')}</TableCell>
            <TableCell align="right">{translate('resources.assets.earnings.commission')}</TableCell>
            <TableCell align="right">{translate('resources.assets.earnings.net')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((s) => (
            <TableRow key={s.month}>
              <TableCell>{monthLabel(s.month, locale)}</TableCell>
              <TableCell align="right">{s.count}</TableCell>
              <TableCell align="right">{money(s.gross)}</TableCell>
              <TableCell align="right">{money(s.commission)}</TableCell>
              <TableCell align="right">{money(s.net)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
