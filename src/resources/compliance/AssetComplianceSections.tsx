import { useId } from 'react';
import {
  Alert,
  Box,
  Button,
  Stack,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Asset } from '../../../contract/asset';
import { formatMoney } from '../common/money';
import { axisMoney } from '../common/chartFigure';
import { periodText } from '../fleet-report/periodText';
import { ScrollingTable } from '../common/ScrollingTable';
import { ShowSection } from '../common/ShowSection';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { AddDocumentButton, CurrentDocuments } from '../documents/CurrentDocuments';
import { reasonText, useAssetCompliance } from './assetCompliance';
import { AssetFuel } from './AssetFuel';
import { OpenRepairButton } from './OpenRepairButton';
import { TableHeadRow } from '../common/TableHeadRow';

/** The asset's documents in force with their due level, and why it may not be sent out. */
const AssetDocuments = ({ asset }: { asset: Asset }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { canAccess: canInspect } = useCanAccess({
    resource: 'inspections',
    action: 'create',
    record: asset,
  });
  const compliance = useAssetCompliance([asset.id], true).get(String(asset.id));
  const blocking = compliance?.reasons.filter((r) => r.blocking) ?? [];
  const warnings = compliance?.reasons.filter((r) => !r.blocking) ?? [];
  const holder = { asset_id: String(asset.id) };
  return (
    <Stack spacing={1.5}>
      {blocking.length > 0 ? (
        <Alert severity="error" role="status">
          <strong>{translate('flotte.compliance.not_compliant')}</strong>
          {blocking.map((r) => (
            <div key={`${r.code}-${r.record_id ?? r.kind_code}`}>
              {reasonText(translate, locale, r)}
              {/* A failed inspection whose repair was cancelled: another may be opened. */}
              {r.code === 'inspection_failed' && r.title === null && r.record_id ? (
                <Box sx={{ mt: 0.5 }}>
                  <OpenRepairButton inspectionId={r.record_id} asset={asset} />
                </Box>
              ) : null}
            </div>
          ))}
        </Alert>
      ) : null}
      {warnings.length > 0 ? (
        <Alert severity="warning">
          {warnings.map((r) => (
            <div key={`${r.code}-${r.kind_code}`}>{reasonText(translate, locale, r)}</div>
          ))}
        </Alert>
      ) : null}
      <CurrentDocuments holder={holder} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <AddDocumentButton holder={holder} record={asset} />
        {canInspect ? (
          <Button
            component={Link}
            to={`/inspections/create?asset_id=${encodeURIComponent(String(asset.id))}`}
          >
            {translate('flotte.inspection.title')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
};

/** The asset's cost and profit by month: a chart (hidden from screen readers) and the table. */
const AssetFinance = ({ asset }: { asset: Asset }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const theme = useTheme();
  const titleId = useId();
  const dataProvider = useFlotteDataProvider();
  const { data = [] } = useQuery({
    queryKey: ['fleet-report', 'asset', asset.id],
    queryFn: () => dataProvider.getAssetFinance(asset.id),
  });
  if (data.length === 0) {
    return <Typography color="text.secondary">{translate('flotte.fleet_report.empty')}</Typography>;
  }
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const field = (key: string) => translate(`resources.fleet-report.fields.${key}`);
  const title = translate('flotte.fleet_report.asset_chart', { name: asset.name });
  const axisLabel = axisMoney(data[0]!.currency, locale);
  return (
    <Box component="figure" aria-labelledby={titleId} sx={{ m: 0 }}>
      <Typography id={titleId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      <Box aria-hidden="true" inert>
        <BarChart
          height={220}
          skipAnimation
          xAxis={[
            { data: data.map((m) => periodText(m.period, locale, 'short')), scaleType: 'band' },
          ]}
          yAxis={[
            {
              valueFormatter: axisLabel,
              width: 64,
            },
          ]}
          series={[
            {
              data: data.map((m) => m.revenue),
              label: field('revenue'),
              color: theme.palette.primary.main,
            },
            {
              data: data.map((m) => m.cost),
              label: field('cost'),
              color: theme.palette.warning.main,
            },
          ]}
        />
      </Box>
      <ScrollingTable label={title}>
        <TableHeadRow
          columns={[
            translate('flotte.fleet_report.period'),
            ...['revenue', 'cost', 'profit', 'km', 'cost_per_km'].map(field),
          ]}
          numbers={5}
        />
        <TableBody>
          {data.map((m) => (
            <TableRow key={`${m.period}-${m.currency}`}>
              <TableCell>{periodText(m.period, locale)}</TableCell>
              <TableCell align="right">{money(m.revenue, m.currency)}</TableCell>
              <TableCell align="right">{money(m.cost, m.currency)}</TableCell>
              <TableCell align="right">{money(m.profit, m.currency)}</TableCell>
              <TableCell align="right">{new Intl.NumberFormat(locale).format(m.km)}</TableCell>
              <TableCell align="right">
                {m.cost_per_km === null
                  ? '—'
                  : translate('flotte.fleet_report.per_km', {
                      value: money(Math.round(m.cost_per_km), m.currency),
                    })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ScrollingTable>
    </Box>
  );
};

/** The asset page's compliance and cost sections, for the roles that read them. */
export const AssetComplianceSections = ({ asset }: { asset: Asset | undefined }) => {
  const { canAccess: documents } = useCanAccess({ resource: 'documents', action: 'list' });
  const { canAccess: report } = useCanAccess({ resource: 'fleet-report', action: 'show' });
  const { canAccess: fuel } = useCanAccess({ resource: 'fuel', action: 'list' });
  if (!asset) return null;
  return (
    <>
      {documents ? (
        <ShowSection title="flotte.compliance.asset_title">
          <AssetDocuments asset={asset} />
        </ShowSection>
      ) : null}
      {fuel ? (
        <ShowSection title="flotte.fuel.title">
          <AssetFuel asset={asset} />
        </ShowSection>
      ) : null}
      {report ? (
        <ShowSection title="flotte.fleet_report.asset_title">
          <AssetFinance asset={asset} />
        </ShowSection>
      ) : null}
    </>
  );
};
