import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import { PlanHeadline, RenewalLine } from '../business/subscription/CurrentSubscription';
import { liveOf } from '../business/subscription/format';
import { useSubscriptions } from '../business/subscription/useSubscriptions';
import { DashboardPanel } from './DashboardCard';

/** The business's plan at a glance: the live subscription and its renewal, or the free tier. */
export const SubscriptionPanel = () => {
  const translate = useTranslate();
  const { data, error } = useSubscriptions();
  const live = liveOf(data);
  return (
    <DashboardPanel title="flotte.subscription.title">
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {data && live ? (
        <Stack spacing={1}>
          <PlanHeadline subscription={live} />
          <RenewalLine subscription={live} />
        </Stack>
      ) : null}
      {data && !live ? (
        <Typography color="text.secondary">
          {translate('flotte.subscription.panel_free')}
        </Typography>
      ) : null}
      <Button component={Link} to="/subscription" variant="outlined" sx={{ mt: 2 }}>
        {translate('flotte.subscription.panel_open')}
      </Button>
    </DashboardPanel>
  );
};
