import type { ReactElement, ReactNode } from 'react';
import { Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import {
  EditButton,
  Labeled,
  Link,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import type { Maintenance } from '../../../contract/maintenance';
import { LocaleDateField } from '../common/LocaleDateField';
import {
  CostField,
  CountField,
  DueExplanation,
  KindField,
  MaintenanceStatusChip,
  RepeatField,
} from './MaintenanceFields';
import { MaintenanceMoves } from './MaintenanceMoves';
import { useMayWrite } from './useMayWrite';

const Cell = ({ source, children }: { source: string; children: ReactElement }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Labeled source={source} resource="maintenance">
      {children}
    </Labeled>
  </Grid>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)} variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

/** The asset, linked to its page for those who may open assets. */
const AssetLink = () => {
  const record = useRecordContext<Maintenance>();
  const { canAccess } = useCanAccess({ resource: 'assets', action: 'show' });
  const createPath = useCreatePath();
  if (!record) return null;
  if (!canAccess) return <span>{record.asset_name}</span>;
  return (
    <Link to={createPath({ resource: 'assets', id: record.asset_id, type: 'show' })}>
      {record.asset_name}
    </Link>
  );
};

/** While it is due: the level and why; once done, its status says enough. */
const Due = () => {
  const record = useRecordContext<Maintenance>();
  if (!record?.due_level) return null;
  return (
    <Section title="flotte.maintenance.sections.due">
      <DueExplanation />
    </Section>
  );
};

/** The chain of recurring work: the one this follows and the one that follows it. */
const History = () => {
  const record = useRecordContext<Maintenance>();
  const translate = useTranslate();
  if (!record) return null;
  const none = translate('flotte.maintenance.history.none');
  return (
    <Section title="flotte.maintenance.sections.history">
      <Grid container spacing={2}>
        <Cell source="previous_id">
          <ReferenceField
            source="previous_id"
            reference="maintenance"
            link="show"
            emptyText={none}
          />
        </Cell>
        <Cell source="next_id">
          <ReferenceField source="next_id" reference="maintenance" link="show" emptyText={none} />
        </Cell>
      </Grid>
    </Section>
  );
};

/** Cancelled work no longer changes; completed work keeps its record editable. */
const EditUnlessCancelled = () => {
  const record = useRecordContext<Maintenance>();
  const mayEdit = useMayWrite('edit', record);
  if (!mayEdit || record?.status === 'cancelled') return null;
  return <EditButton />;
};

const MaintenanceShowActions = () => (
  <TopToolbar>
    <ListButton />
    <MaintenanceMoves size="medium" />
    <EditUnlessCancelled />
  </TopToolbar>
);

/**
 * One piece of work: what, on which asset, its status, when it falls due and why it reads so,
 * what was done (dates, cost, vendor, odometer) and the work before and after it; the moves
 * its status allows.
 */
export const MaintenanceShow = () => (
  <Show actions={<MaintenanceShowActions />}>
    <CardContent>
      <Stack spacing={1}>
        <Grid container spacing={2}>
          <Cell source="asset_id">
            <AssetLink />
          </Cell>
          <Cell source="kind">
            <KindField />
          </Cell>
          <Cell source="status">
            <MaintenanceStatusChip />
          </Cell>
          <Cell source="title">
            <TextField source="title" />
          </Cell>
          <Grid size={{ xs: 12, md: 8 }}>
            <Labeled source="description" resource="maintenance">
              <TextField source="description" emptyText="—" />
            </Labeled>
          </Grid>
          <Cell source="scheduled_at">
            <LocaleDateField source="scheduled_at" showTime emptyText="—" />
          </Cell>
          <Cell source="due_odometer_km">
            <CountField source="due_odometer_km" />
          </Cell>
          <Cell source="asset_odometer_km">
            <CountField source="asset_odometer_km" />
          </Cell>
          <Cell source="repeat">
            <RepeatField />
          </Cell>
          <Cell source="vendor">
            <TextField source="vendor" emptyText="—" />
          </Cell>
          <Cell source="cost">
            <CostField source="cost" />
          </Cell>
          <Cell source="started_at">
            <LocaleDateField source="started_at" showTime emptyText="—" />
          </Cell>
          <Cell source="completed_at">
            <LocaleDateField source="completed_at" showTime emptyText="—" />
          </Cell>
          <Cell source="completed_odometer_km">
            <CountField source="completed_odometer_km" />
          </Cell>
          <Cell source="cancelled_at">
            <LocaleDateField source="cancelled_at" showTime emptyText="—" />
          </Cell>
          <Cell source="created_at">
            <LocaleDateField source="created_at" showTime />
          </Cell>
        </Grid>
        <Due />
        <History />
      </Stack>
    </CardContent>
  </Show>
);
