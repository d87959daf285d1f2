import { CardContent, Grid, Stack } from '@mui/material';
import {
  EditButton,
  Labeled,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import type { Maintenance } from '../../../contract/maintenance';
import { LocaleDateField } from '../common/LocaleDateField';
import { RecordLink } from '../common/RecordLink';
import { ShowCell, ShowSection } from '../common/ShowSection';
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

/** While it is due: the level and why; once done, its status says enough. */
const Due = () => {
  const record = useRecordContext<Maintenance>();
  if (!record?.due_level) return null;
  return (
    <ShowSection title="flotte.maintenance.sections.due">
      <DueExplanation />
    </ShowSection>
  );
};

/** The chain of recurring work: the one this follows and the one that follows it. */
const History = () => {
  const record = useRecordContext<Maintenance>();
  const translate = useTranslate();
  if (!record) return null;
  const none = translate('flotte.maintenance.history.none');
  return (
    <ShowSection title="flotte.maintenance.sections.history" grid>
      <ShowCell source="previous_id">
        <ReferenceField source="previous_id" reference="maintenance" link="show" emptyText={none} />
      </ShowCell>
      <ShowCell source="next_id">
        <ReferenceField source="next_id" reference="maintenance" link="show" emptyText={none} />
      </ShowCell>
    </ShowSection>
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
          <ShowCell source="asset_id">
            <RecordLink source="asset_id" reference="assets" text="asset_name" />
          </ShowCell>
          <ShowCell source="kind">
            <KindField />
          </ShowCell>
          <ShowCell source="status">
            <MaintenanceStatusChip />
          </ShowCell>
          <ShowCell source="title">
            <TextField source="title" />
          </ShowCell>
          <Grid size={{ xs: 12, md: 8 }}>
            <Labeled source="description" resource="maintenance">
              <TextField source="description" emptyText="—" />
            </Labeled>
          </Grid>
          <ShowCell source="scheduled_at">
            <LocaleDateField source="scheduled_at" showTime emptyText="—" />
          </ShowCell>
          <ShowCell source="due_odometer_km">
            <CountField source="due_odometer_km" />
          </ShowCell>
          <ShowCell source="asset_odometer_km">
            <CountField source="asset_odometer_km" />
          </ShowCell>
          <ShowCell source="repeat">
            <RepeatField />
          </ShowCell>
          <ShowCell source="vendor">
            <TextField source="vendor" emptyText="—" />
          </ShowCell>
          <ShowCell source="cost">
            <CostField source="cost" />
          </ShowCell>
          <ShowCell source="started_at">
            <LocaleDateField source="started_at" showTime emptyText="—" />
          </ShowCell>
          <ShowCell source="completed_at">
            <LocaleDateField source="completed_at" showTime emptyText="—" />
          </ShowCell>
          <ShowCell source="completed_odometer_km">
            <CountField source="completed_odometer_km" />
          </ShowCell>
          <ShowCell source="cancelled_at">
            <LocaleDateField source="cancelled_at" showTime emptyText="—" />
          </ShowCell>
          <ShowCell source="created_at">
            <LocaleDateField source="created_at" showTime />
          </ShowCell>
        </Grid>
        <Due />
        <History />
      </Stack>
    </CardContent>
  </Show>
);
