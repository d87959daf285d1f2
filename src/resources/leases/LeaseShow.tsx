import { Alert, CardContent } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ListButton } from '../common/LabelledLinkButtons';
import { MoneyField } from '../common/MoneyField';
import { LocaleDateField } from '../common/LocaleDateField';
import { RecordLink } from '../common/RecordLink';
import { FieldCell, ShowCell, ShowSection } from '../common/ShowSection';
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
        <FieldCell source="status" field={LeaseStatusChip} />
        <ShowCell source="asset_name">
          <LeasedAsset />
        </ShowCell>
        <FieldCell source="asset_type_name" />
        <FieldCell source="start_date" field={DayField} />
        <FieldCell source="end_date" field={DayField} />
        <FieldCell source="rate" field={RateField} />
        <FieldCell source="deposit" field={MoneyField} />
        <FieldCell source="notes" emptyText="—" />
      </ShowSection>
      <ShowSection grid title="flotte.leases.parties">
        <FieldCell source="lessor_name" />
        <ShowCell source="lessee_business_name">
          <RecordLink
            source="lessee_business_id"
            reference="business"
            text="lessee_business_name"
          />
        </ShowCell>
        <FieldCell source="created_at" field={LocaleDateField} showTime />
      </ShowSection>
      <LeaseTimeline />
    </CardContent>
  </Show>
);
