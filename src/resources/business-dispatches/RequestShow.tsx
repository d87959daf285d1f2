import { CardContent, Grid } from '@mui/material';
import {
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { MoneyField } from '../common/MoneyField';
import { StatusChip } from '../common/StatusChip';
import { RequestActions } from './RequestActions';
import { LocaleDateField } from '../common/LocaleDateField';
import { RequestTimeline } from './RequestTimeline';

const Cell = ({ children }: { children: React.ReactNode }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>{children}</Grid>
);

const text = (source: string) => (
  <Cell>
    <Labeled source={source} resource="business-dispatches">
      <TextField source={source} emptyText="—" />
    </Labeled>
  </Cell>
);

/** The asset serving the request links to its page for those who may open assets. */
const AssetCell = () => {
  const { canAccess } = useCanAccess({ resource: 'assets', action: 'show' });
  return (
    <Cell>
      <Labeled source="asset_name" resource="business-dispatches">
        {canAccess ? (
          <ReferenceField source="asset_id" reference="assets" link="show" emptyText="—" />
        ) : (
          <TextField source="asset_name" emptyText="—" />
        )}
      </Labeled>
    </Cell>
  );
};

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
        <Cell>
          <Labeled source="status" resource="business-dispatches">
            <StatusChip resource="business-dispatches" />
          </Labeled>
        </Cell>
        {text('business_name')}
        {text('asset_type_name')}
        {text('package_type_name')}
        {text('pickup_address')}
        {text('dropoff_address')}
        <Cell>
          <Labeled source="scheduled_at" resource="business-dispatches">
            <LocaleDateField source="scheduled_at" showTime emptyText="—" />
          </Labeled>
        </Cell>
        {text('recipient_name')}
        {text('recipient_phone')}
        <Cell>
          <Labeled source="weight_kg" resource="business-dispatches">
            <NumberField source="weight_kg" emptyText="—" />
          </Labeled>
        </Cell>
        <Cell>
          <Labeled source="price" resource="business-dispatches">
            <MoneyField source="price" />
          </Labeled>
        </Cell>
        <AssetCell />
        {text('notes')}
        <Cell>
          <Labeled source="created_at" resource="business-dispatches">
            <LocaleDateField source="created_at" showTime />
          </Labeled>
        </Cell>
      </Grid>
      <RequestTimeline />
    </CardContent>
  </Show>
);
