import { CardContent, Grid } from '@mui/material';
import { NumberField, Show, TextField, TopToolbar } from 'react-admin';
import { MoneyField } from '../common/MoneyField';
import { StatusChip } from '../common/StatusChip';
import { RequestActions } from './RequestActions';
import { LocaleDateField } from '../common/LocaleDateField';
import { RequestTimeline } from './RequestTimeline';
import { RecordLink } from '../common/RecordLink';
import { ShowCell } from '../common/ShowSection';
import { TrackingLinkField } from './TrackingLinkField';

const text = (source: string) => (
  <ShowCell source={source}>
    <TextField source={source} emptyText="—" />
  </ShowCell>
);

/** A request: its reference, details, story (timeline) and the actions the caller may take. */
export const RequestShow = () => (
  <Show
    actions={
      <TopToolbar>
        <RequestActions />
      </TopToolbar>
    }
  >
    <CardContent>
      <Grid container spacing={2}>
        {text('reference')}
        <ShowCell source="status">
          <StatusChip resource="business-dispatches" />
        </ShowCell>
        {text('business_name')}
        {text('asset_type_name')}
        {text('package_type_name')}
        {text('pickup_address')}
        {text('dropoff_address')}
        <ShowCell source="scheduled_at">
          <LocaleDateField source="scheduled_at" showTime emptyText="—" />
        </ShowCell>
        {text('recipient_name')}
        {text('recipient_phone')}
        {text('recipient_email')}
        <ShowCell source="tracking_token">
          <TrackingLinkField />
        </ShowCell>
        <ShowCell source="weight_kg">
          <NumberField source="weight_kg" emptyText="—" />
        </ShowCell>
        <ShowCell source="price">
          <MoneyField source="price" />
        </ShowCell>
        <ShowCell source="asset_name">
          <RecordLink source="asset_id" reference="assets" text="asset_name" />
        </ShowCell>
        {text('notes')}
        <ShowCell source="created_at">
          <LocaleDateField source="created_at" showTime />
        </ShowCell>
      </Grid>
      <RequestTimeline />
    </CardContent>
  </Show>
);
