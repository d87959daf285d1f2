import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Link,
  RecordContextProvider,
  Title,
  useCanAccess,
  useCreatePath,
  useTranslate,
} from 'react-admin';
import { CreateButton } from '../common/LabelledLinkButtons';
import type { Maintenance } from '../../../contract/maintenance';
import { TablePager } from '../../components/TablePager';
import { LocaleDateField } from '../common/LocaleDateField';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { DueExplanation, DueLevelChip, KindField } from './MaintenanceFields';
import { MaintenanceMoves } from './MaintenanceMoves';
import { MaintenanceViews } from './MaintenanceViews';
import { TableHeadRow } from '../common/TableHeadRow';

const PER_PAGE = 10;

const field = (name: string) => `resources.maintenance.fields.${name}`;

const Row = ({ work }: { work: Maintenance }) => {
  const createPath = useCreatePath();
  return (
    <RecordContextProvider value={work}>
      <TableRow>
        <TableCell>
          <DueLevelChip />
        </TableCell>
        <TableCell>
          <Link to={createPath({ resource: 'maintenance', id: work.id, type: 'show' })}>
            {work.title}
          </Link>
        </TableCell>
        <TableCell>{work.asset_name}</TableCell>
        <TableCell>
          <KindField />
        </TableCell>
        <TableCell>
          <LocaleDateField source="scheduled_at" emptyText="—" />
        </TableCell>
        <TableCell>
          <DueExplanation compact />
        </TableCell>
        <TableCell>
          <MaintenanceMoves />
        </TableCell>
      </TableRow>
    </RecordContextProvider>
  );
};

const UpcomingTable = () => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { canAccess: canCreate } = useCanAccess({ resource: 'maintenance', action: 'create' });
  const [page, setPage] = useState(0);
  const skip = page * PER_PAGE;
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: ['maintenance', 'upcoming', PER_PAGE, skip],
    queryFn: () => dataProvider.getUpcomingMaintenance({ limit: PER_PAGE, skip }),
    placeholderData: keepPreviousData,
  });
  const title = translate('flotte.maintenance.upcoming.table');
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LinearProgress aria-label={title} />;
  if (data.total === 0) {
    return (
      <Box sx={{ textAlign: 'center', p: 4 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('flotte.maintenance.upcoming.empty')}
        </Typography>
        {canCreate ? (
          <CreateButton
            resource="maintenance"
            variant="contained"
            label="flotte.maintenance.empty.action"
          />
        ) : null}
      </Box>
    );
  }
  return (
    <>
      <Table size="small" aria-label={title} aria-busy={isFetching}>
        <TableHeadRow
          columns={[
            ...['due_level', 'title', 'asset_id', 'kind', 'scheduled_at'].map((key) =>
              translate(field(key)),
            ),
            translate('flotte.maintenance.upcoming.due'),
            translate('flotte.maintenance.actions.label'),
          ]}
        />
        <TableBody>
          {data.data.map((work) => (
            <Row key={work.id} work={work} />
          ))}
        </TableBody>
      </Table>
      <TablePager count={data.total} page={page} perPage={PER_PAGE} onPageChange={setPage} />
    </>
  );
};

/**
 * Scheduled work in the caller's scope by due date, the most overdue first
 * (GET /maintenance/upcoming: the server orders it), each with its due level and why, and the
 * moves; ten a page. The list's filters (due level, status…) are on the other view.
 */
export const UpcomingMaintenance = () => {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'maintenance', action: 'list' });
  if (isPending) return null;
  if (!canAccess) {
    return (
      <Box sx={{ mt: 2 }}>
        <Alert severity="warning">{translate('flotte.errors.forbidden')}</Alert>
      </Box>
    );
  }
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="flotte.maintenance.upcoming.title" />
      <Card>
        <MaintenanceViews current="upcoming" />
        <Typography color="text.secondary" sx={{ px: 2, pt: 2 }}>
          {translate('flotte.maintenance.upcoming.intro')}
        </Typography>
        <Box sx={{ p: 1 }}>
          <UpcomingTable />
        </Box>
      </Card>
    </Box>
  );
};
