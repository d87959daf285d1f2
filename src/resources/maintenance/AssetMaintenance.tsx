import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  DataTable,
  Link,
  RecordContextProvider,
  ReferenceManyField,
  useCanAccess,
  useCreatePath,
  useGetList,
  useTranslate,
  type Identifier,
} from 'react-admin';
import type { Asset } from '../../../contract/asset';
import type { Maintenance } from '../../../contract/maintenance';
import { EmptyText } from '../common/EmptyText';
import { ListPagination } from '../common/ListPagination';
import { LocaleDateField } from '../common/LocaleDateField';
import {
  CostField,
  DueExplanation,
  DueLevelChip,
  KindField,
  MaintenanceStatusChip,
} from './MaintenanceFields';

const URGENCY: Record<NonNullable<Maintenance['due_level']>, number> = {
  overdue: 0,
  due_soon: 1,
  upcoming: 2,
};

/** Scheduled work of one asset, the most urgent first (an asset has a handful at most). */
export const byUrgency = (a: Maintenance, b: Maintenance) =>
  (a.due_level ? URGENCY[a.due_level] : 3) - (b.due_level ? URGENCY[b.due_level] : 3) ||
  (a.scheduled_at ?? '9999').localeCompare(b.scheduled_at ?? '9999') ||
  (a.due_odometer_km ?? Infinity) - (b.due_odometer_km ?? Infinity);

/** How many of the asset's scheduled work are shown as coming up. */
const NEXT_SHOWN = 3;

/**
 * "Schedule maintenance" for this asset: the create form opens with it chosen. Business staff
 * schedule on their own in-house assets only (not on a B2B client's they may read).
 */
export const ScheduleMaintenanceButton = ({ asset }: { asset: Asset }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  // The record rule (contract/permissions.ts) answers for this asset.
  const { canAccess } = useCanAccess({ resource: 'maintenance', action: 'create', record: asset });
  if (!canAccess) return null;
  const source = encodeURIComponent(JSON.stringify({ asset_id: asset.id }));
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'maintenance', type: 'create' })}?source=${source}`}
      startIcon={<AddIcon />}
      variant="outlined"
    >
      {translate('flotte.maintenance.actions.schedule')}
    </Button>
  );
};

/** The asset's scheduled work, the most urgent first, each with why it is due. */
const NextDue = ({ assetId }: { assetId: Identifier }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { data, error, isPending } = useGetList<Maintenance>('maintenance', {
    filter: { asset_id: assetId, status: 'scheduled' },
    sort: { field: 'scheduled_at', order: 'ASC' },
    pagination: { page: 1, perPage: 25 },
  });
  if (isPending) return null;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  const next = [...data].sort(byUrgency).slice(0, NEXT_SHOWN);
  if (next.length === 0) return <EmptyText text="flotte.maintenance.asset.next_empty" />;
  return (
    <List dense disablePadding aria-label={translate('flotte.maintenance.asset.next')}>
      {next.map((work) => (
        <RecordContextProvider key={work.id} value={work}>
          <ListItem disableGutters sx={{ alignItems: 'flex-start' }}>
            <Stack spacing={0.5}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <DueLevelChip />
                <Link to={createPath({ resource: 'maintenance', id: work.id, type: 'show' })}>
                  {work.title}
                </Link>
              </Stack>
              <DueExplanation compact />
            </Stack>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};

/**
 * The asset page's maintenance: what comes up next, the button to schedule work for it, and
 * its history (GET /maintenance?asset_id=, newest first; a row opens the work).
 */
export const AssetMaintenance = ({ asset }: { asset: Asset }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Box>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
        >
          <Typography variant="subtitle1" component="h3">
            {translate('flotte.maintenance.asset.next')}
          </Typography>
          <ScheduleMaintenanceButton asset={asset} />
        </Stack>
        <NextDue assetId={asset.id} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('flotte.maintenance.asset.history')}
        </Typography>
        <ReferenceManyField
          reference="maintenance"
          target="asset_id"
          sort={{ field: 'created_at', order: 'DESC' }}
          perPage={5}
          pagination={<ListPagination rowsPerPageOptions={[5, 10, 25]} />}
          empty={<EmptyText text="flotte.maintenance.asset.history_empty" sx={{ py: 1 }} />}
        >
          <DataTable
            bulkActionButtons={false}
            rowClick="show"
            resource="maintenance"
            aria-label={translate('flotte.maintenance.asset.history')}
          >
            <DataTable.Col source="title" disableSort />
            <DataTable.Col source="kind" field={KindField} disableSort />
            <DataTable.Col source="status" field={MaintenanceStatusChip} disableSort />
            <DataTable.Col source="scheduled_at" disableSort>
              <LocaleDateField source="scheduled_at" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="completed_at" disableSort>
              <LocaleDateField source="completed_at" emptyText="—" />
            </DataTable.Col>
            <DataTable.Col source="cost" field={CostField} align="right" disableSort />
          </DataTable>
        </ReferenceManyField>
      </Box>
    </Stack>
  );
};
