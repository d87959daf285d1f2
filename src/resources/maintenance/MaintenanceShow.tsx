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
import { FieldCell, ShowCell, ShowSection } from '../common/ShowSection';
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
      <FieldCell
        source="previous_id"
        field={ReferenceField}
        reference="maintenance"
        link="show"
        emptyText={none}
      />
      <FieldCell
        source="next_id"
        field={ReferenceField}
        reference="maintenance"
        link="show"
        emptyText={none}
      />
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
          <FieldCell source="asset_id" field={RecordLink} reference="assets" text="asset_name" />
          <ShowCell source="kind">
            <KindField />
          </ShowCell>
          <ShowCell source="status">
            <MaintenanceStatusChip />
          </ShowCell>
          <FieldCell source="title" />
          <Grid size={{ xs: 12, md: 8 }}>
            <Labeled source="description" resource="maintenance">
              <TextField source="description" emptyText="—" />
            </Labeled>
          </Grid>
          <FieldCell source="scheduled_at" field={LocaleDateField} showTime emptyText="—" />
          <FieldCell source="due_odometer_km" field={CountField} />
          <FieldCell source="asset_odometer_km" field={CountField} />
          <ShowCell source="repeat">
            <RepeatField />
          </ShowCell>
          <FieldCell source="vendor" emptyText="—" />
          <FieldCell source="cost" field={CostField} />
          <FieldCell source="started_at" field={LocaleDateField} showTime emptyText="—" />
          <FieldCell source="completed_at" field={LocaleDateField} showTime emptyText="—" />
          <FieldCell source="completed_odometer_km" field={CountField} />
          <FieldCell source="cancelled_at" field={LocaleDateField} showTime emptyText="—" />
          <FieldCell source="created_at" field={LocaleDateField} showTime />
        </Grid>
        <Due />
        <History />
      </Stack>
    </CardContent>
  </Show>
);
