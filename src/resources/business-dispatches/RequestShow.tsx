import { CardContent, Grid } from '@mui/material';
import { NumberField, Show, TopToolbar } from 'react-admin';
import { MoneyField } from '../common/MoneyField';
import { StatusChip } from '../common/StatusChip';
import { RequestActions } from './RequestActions';
import { NewDeliveryCode } from './NewDeliveryCode';
import { EraseRecipientButton } from './EraseRecipientButton';
import { LocaleDateField } from '../common/LocaleDateField';
import { RequestTimeline } from './RequestTimeline';
import { RecordLink } from '../common/RecordLink';
import { FieldCell, ShowCell, TextCells } from '../common/ShowSection';
import { TrackingLinkField } from './TrackingLinkField';
import { RequestTracking } from './RequestTracking';
import { DeliveryPanel } from './DeliveryPanel';
import { RequestTitle } from './RequestTitle';

/** A request: its reference, details, story (timeline) and the actions the caller may take. */
export const RequestShow = () => (
  <Show
    title={<RequestTitle />}
    actions={
      <TopToolbar>
        <RequestActions />
        <NewDeliveryCode />
        <EraseRecipientButton />
      </TopToolbar>
    }
  >
    <CardContent>
      <Grid container spacing={2}>
        <FieldCell source="reference" emptyText="—" />
        <ShowCell source="status">
          <StatusChip resource="business-dispatches" />
        </ShowCell>
        <TextCells
          sources={[
            'business_name',
            'asset_type_name',
            'package_type_name',
            'pickup_address',
            'dropoff_address',
          ]}
        />
        <FieldCell source="scheduled_at" field={LocaleDateField} showTime emptyText="—" />
        <TextCells sources={['recipient_name', 'recipient_phone', 'recipient_email']} />
        <ShowCell source="tracking_token">
          <TrackingLinkField />
        </ShowCell>
        <FieldCell source="weight_kg" field={NumberField} emptyText="—" />
        <FieldCell source="price" field={MoneyField} />
        <ShowCell source="asset_name">
          <RecordLink source="asset_id" reference="assets" text="asset_name" />
        </ShowCell>
        <FieldCell source="notes" emptyText="—" />
        <FieldCell source="created_at" field={LocaleDateField} showTime />
      </Grid>
      <DeliveryPanel />
      <RequestTracking />
      <RequestTimeline />
    </CardContent>
  </Show>
);
