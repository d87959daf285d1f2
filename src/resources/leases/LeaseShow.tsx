import type { ReactElement, ReactNode } from 'react';
import { Alert, Card, CardContent, Grid, Typography } from '@mui/material';
import {
  Labeled,
  Link,
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import { MoneyField } from '../common/MoneyField';
import { LocaleDateField } from '../common/LocaleDateField';
import type { Lease } from '../../../contract/lease';
import { useAuthState } from '../../providers/store';
import { LeaseActions, startPassed } from './LeaseActions';
import { DayField, LeaseStatusChip, RateField } from './LeaseFields';
import { LeaseTimeline } from './LeaseTimeline';

const Cell = ({ source, children }: { source: string; children: ReactElement }) => (
  <Grid size={{ xs: 12, sm: 6, md: 4 }}>
    <Labeled source={source} resource="leases">
      {children}
    </Labeled>
  </Grid>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = `lease-${title.split('.').pop()}`;
  return (
    <Card component="section" aria-labelledby={id} variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Grid container spacing={2}>
          {children}
        </Grid>
      </CardContent>
    </Card>
  );
};

/**
 * A name that links to its record for those who may open it: the asset for its owner and the
 * operator (the lessee business may open assets, but not another's), the business for the
 * operator.
 */
const Linked = ({
  source,
  reference,
  text,
}: {
  source: string;
  reference: string;
  text: string;
}) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  const { user } = useAuthState();
  const { canAccess: mayOpen } = useCanAccess({ resource: reference, action: 'show' });
  const canAccess = mayOpen && !(reference === 'assets' && user?.role === 'business');
  const id: unknown = record?.[source];
  const name: unknown = record?.[text];
  if (typeof name !== 'string') return null;
  if (!canAccess || typeof id !== 'string') return <TextField source={text} />;
  return <Link to={createPath({ resource: reference, id, type: 'show' })}>{name}</Link>;
};

/** A proposal nobody answered before its first day: it will not be accepted any more. */
const StartPassedNotice = () => {
  const lease = useRecordContext<Lease>();
  const translate = useTranslate();
  if (!lease || !startPassed(lease)) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {translate('flotte.leases.actions.start_passed')}
    </Alert>
  );
};

/** One lease: its terms, who is party to it, its history and the moves the caller may make. */
export const LeaseShow = () => (
  <Show
    actions={
      <TopToolbar sx={{ alignItems: 'center' }}>
        <ListButton />
        <LeaseActions />
      </TopToolbar>
    }
  >
    <CardContent>
      <StartPassedNotice />
      <Section title="flotte.leases.terms">
        <Cell source="status">
          <LeaseStatusChip source="status" />
        </Cell>
        <Cell source="asset_name">
          <Linked source="asset_id" reference="assets" text="asset_name" />
        </Cell>
        <Cell source="asset_type_name">
          <TextField source="asset_type_name" />
        </Cell>
        <Cell source="start_date">
          <DayField source="start_date" />
        </Cell>
        <Cell source="end_date">
          <DayField source="end_date" />
        </Cell>
        <Cell source="rate">
          <RateField source="rate" />
        </Cell>
        <Cell source="deposit">
          <MoneyField source="deposit" />
        </Cell>
        <Cell source="notes">
          <TextField source="notes" emptyText="—" />
        </Cell>
      </Section>
      <Section title="flotte.leases.parties">
        <Cell source="lessor_name">
          <TextField source="lessor_name" />
        </Cell>
        <Cell source="lessee_business_name">
          <Linked source="lessee_business_id" reference="business" text="lessee_business_name" />
        </Cell>
        <Cell source="created_at">
          <LocaleDateField source="created_at" showTime />
        </Cell>
      </Section>
      <LeaseTimeline />
    </CardContent>
  </Show>
);
