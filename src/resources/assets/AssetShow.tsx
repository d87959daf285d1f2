import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  CardContent,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  EditButton,
  ImageField,
  Labeled,
  NumberField,
  RecordContextProvider,
  Show,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Asset } from '../../../contract/asset';
import type { Dispatch } from '../../../contract/dispatch';
import type { EarningsSummary } from '../../../contract/earnings';
import { canAccess } from '../../../contract/permissions';
import { useAuthState } from '../../providers/store';
import { formatMoney } from '../common/money';
import { StatusChip } from '../common/StatusChip';
import { EmptyText } from '../common/EmptyText';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { AssetMaintenance } from '../maintenance/AssetMaintenance';
import { EarningsChart } from './EarningsChart';
import { AssetComplianceSections } from '../compliance/AssetComplianceSections';
import { LocaleDateField } from '../common/LocaleDateField';
import { FieldCell, ShowCell, ShowSection, TextCells } from '../common/ShowSection';
import { DefaultDriverField } from '../drivers/DefaultDriver';
import { TableHeadRow } from '../common/TableHeadRow';

const Details = () => {
  const record = useRecordContext<Asset>();
  if (!record) return null;
  // Without a photo the details take the whole width: no empty column is kept for it.
  const photo = Boolean(record.photo_url);
  return (
    <Grid container spacing={2}>
      {photo ? (
        <Grid size={{ xs: 12, md: 4 }}>
          <ImageField
            source="photo_url"
            title="name"
            sx={{ '& img': { maxWidth: '100% !important', maxHeight: '240px !important' } }}
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, md: photo ? 8 : 12 }} container spacing={1}>
        <TextCells sources={['name', 'asset_type_name']} />
        <ShowCell source="status">
          <StatusChip resource="assets" />
        </ShowCell>
        <TextCells sources={['registration', 'serial_vin', 'make', 'model']} />
        <FieldCell
          source="year"
          field={NumberField}
          options={{ useGrouping: false }}
          emptyText="—"
        />
        <FieldCell source="capacity_kg" field={NumberField} emptyText="—" />
        <FieldCell source="odometer_km" field={NumberField} emptyText="—" />
        <ShowCell>
          <DefaultDriverField />
        </ShowCell>
        <FieldCell source="notes" emptyText="—" />
        <FieldCell source="created_at" field={LocaleDateField} />
      </Grid>
      {record.document_urls.length > 0 ? (
        <Grid size={12}>
          <Labeled source="document_urls" resource="assets">
            <Stack>
              {record.document_urls.map((url) => (
                <Link key={url} href={url} target="_blank" rel="noopener">
                  {url.split('/').pop()}
                </Link>
              ))}
            </Stack>
          </Labeled>
        </Grid>
      ) : null}
    </Grid>
  );
};

type DataProvider = ReturnType<typeof useFlotteDataProvider>;

/**
 * What a section reads about the shown asset (`load`), cached as `['assets', name, id]`: nothing
 * while it loads, the error if it fails, else `children` of the answer.
 */
function AssetQuery<T>({
  name,
  load,
  children,
}: {
  name: string;
  load: (dataProvider: DataProvider, id: string) => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  const record = useRecordContext<Asset>();
  const dataProvider = useFlotteDataProvider();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['assets', name, record?.id],
    queryFn: () => load(dataProvider, record!.id),
    enabled: !!record,
  });
  if (!record || isPending) return null;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  return <>{children(data)}</>;
}

const DispatchTable = ({ dispatches }: { dispatches: Dispatch[] }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (dispatches.length === 0) return <EmptyText text="resources.assets.dispatches.empty" />;
  return (
    <Table size="small" aria-label={translate('resources.assets.dispatches.title')}>
      <TableHeadRow
        columns={[
          translate('resources.assets.dispatches.date'),
          translate('resources.assets.dispatches.route'),
          translate('resources.assets.fields.status'),
          translate('resources.assets.dispatches.price'),
        ]}
        numbers={1}
      />
      <TableBody>
        {dispatches.map((d) => (
          <RecordContextProvider key={d.id} value={d}>
            <TableRow>
              <TableCell>{new Date(d.created_at).toLocaleString(locale)}</TableCell>
              <TableCell>
                {d.pickup_address} → {d.dropoff_address}
              </TableCell>
              <TableCell>
                <StatusChip resource="business-dispatches" />
              </TableCell>
              {/* A driver reads no price (null). */}
              <TableCell align="right">
                {d.price === null ? '—' : formatMoney(d.price, d.currency, locale)}
              </TableCell>
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};

const DispatchHistory = () => (
  <AssetQuery name="dispatches" load={(dataProvider, id) => dataProvider.getDispatchesByAsset(id)}>
    {(data) => <DispatchTable dispatches={data.data} />}
  </AssetQuery>
);

const EarningsFigures = ({ data }: { data: EarningsSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const totals = [
    ['resources.assets.earnings.gross', data.gross],
    ['resources.assets.earnings.commission', data.commission],
    ['resources.assets.earnings.net', data.net],
    ['flotte.maintenance.money.maintenance_cost', data.maintenance_cost],
    ['flotte.maintenance.money.net_after', data.net_after_maintenance],
  ] as const;
  return (
    <Box>
      <Stack
        component="dl"
        direction="row"
        spacing={3}
        useFlexGap
        sx={{ flexWrap: 'wrap', mt: 0, mb: 2 }}
      >
        {totals.map(([key, value]) => (
          <Box key={key}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate(key)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {formatMoney(value, data.currency, locale)}
            </Typography>
          </Box>
        ))}
      </Stack>
      <EarningsChart summary={data} />
    </Box>
  );
};

const Earnings = () => (
  <AssetQuery name="earnings" load={(dataProvider, id) => dataProvider.getEarnings(id)}>
    {(data) => <EarningsFigures data={data} />}
  </AssetQuery>
);

/** Its maintenance: for those who may read maintenance (not B2B clients). */
const Maintenance = () => {
  const record = useRecordContext<Asset>();
  const { canAccess } = useCanAccess({ resource: 'maintenance', action: 'list' });
  if (!record || !canAccess) return null;
  return (
    <ShowSection title="flotte.maintenance.asset.title">
      <AssetMaintenance asset={record} />
    </ShowSection>
  );
};

/** Its documents, compliance and cost per month (issue 21, docs/compliance.md). */
const ComplianceSections = () => <AssetComplianceSections asset={useRecordContext<Asset>()} />;

const AssetShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/**
 * An asset: its details and photo, its dispatch history, its maintenance (what comes up, the
 * history, scheduling more) and its money by month: earnings beside maintenance cost.
 */
export const AssetShow = () => {
  const { user } = useAuthState();
  return (
    <Show actions={<AssetShowActions />}>
      <CardContent>
        <Details />
      </CardContent>
      <Box sx={{ p: 2 }}>
        <ShowSection title="resources.assets.dispatches.title">
          <DispatchHistory />
        </ShowSection>
        <Maintenance />
        <ComplianceSections />
        {/* Earnings: who reads them (the permission table's `earnings`). */}
        {canAccess(user?.role, { resource: 'earnings', action: 'list' }) ? (
          <ShowSection title="flotte.maintenance.money.title">
            <Earnings />
          </ShowSection>
        ) : null}
      </Box>
    </Show>
  );
};
