import { Alert, CardContent } from '@mui/material';
import { Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import { MoneyField } from '../common/MoneyField';
import { LocaleDateField } from '../common/LocaleDateField';
import { RecordLink } from '../common/RecordLink';
import { ShowCell, ShowSection } from '../common/ShowSection';
import type { Lease } from '../../../contract/lease';
import { useAuthState } from '../../providers/store';
import { LeaseActions, leaseSideOf, startPassed } from './LeaseActions';
import { DayField, LeaseStatusChip, RateField } from './LeaseFields';
import { LeaseTimeline } from './LeaseTimeline';

/**
 * The asset links to its page for its owner and the operator; the lessee business reads assets,
 * but an owner's is not in its scope (the server answers 404): no link on its side.
 */
const LeasedAsset = () => {
  const { user } = useAuthState();
  const lease = useRecordContext<Lease>();
  return (
    <RecordLink
      source="asset_id"
      reference="assets"
      text="asset_name"
      linkable={!lease || leaseSideOf(lease, user) !== 'lessee'}
    />
  );
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
      <ShowSection grid title="flotte.leases.terms">
        <ShowCell source="status">
          <LeaseStatusChip source="status" />
        </ShowCell>
        <ShowCell source="asset_name">
          <LeasedAsset />
        </ShowCell>
        <ShowCell source="asset_type_name">
          <TextField source="asset_type_name" />
        </ShowCell>
        <ShowCell source="start_date">
          <DayField source="start_date" />
        </ShowCell>
        <ShowCell source="end_date">
          <DayField source="end_date" />
        </ShowCell>
        <ShowCell source="rate">
          <RateField source="rate" />
        </ShowCell>
        <ShowCell source="deposit">
          <MoneyField source="deposit" />
        </ShowCell>
        <ShowCell source="notes">
          <TextField source="notes" emptyText="—" />
        </ShowCell>
      </ShowSection>
      <ShowSection grid title="flotte.leases.parties">
        <ShowCell source="lessor_name">
          <TextField source="lessor_name" />
        </ShowCell>
        <ShowCell source="lessee_business_name">
          <RecordLink
            source="lessee_business_id"
            reference="business"
            text="lessee_business_name"
          />
        </ShowCell>
        <ShowCell source="created_at">
          <LocaleDateField source="created_at" showTime />
        </ShowCell>
      </ShowSection>
      <LeaseTimeline />
    </CardContent>
  </Show>
);
