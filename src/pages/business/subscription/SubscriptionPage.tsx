import { useState } from 'react';
import { Alert, Grid, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { Plan } from '../../../../contract/plan';
import { InactiveNotice } from '../../../components/business/InactiveNotice';
import { LoadingPanel } from '../../../components/LoadingPanel';
import { useBusinessInactive } from '../../../components/business/useOwnBusiness';
import { CurrentSubscription } from './CurrentSubscription';
import { liveOf } from './format';
import { PlanCard } from './PlanCard';
import { SubscribeDialog } from './SubscribeDialog';
import { SubscriptionHistory } from './SubscriptionHistory';
import { useSubscriptions } from './useSubscriptions';
import { PageFrame } from '../PageFrame';

/**
 * /subscription (business staff): the live subscription and its renewal, the plans to choose
 * from (the live one marked), subscribing after a confirmation that shows the debit, and the
 * history.
 */
export const SubscriptionPage = () => {
  const translate = useTranslate();
  const inactive = useBusinessInactive();
  const subscriptions = useSubscriptions();
  const plans = useGetList<Plan>('plans', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'monthly_price', order: 'ASC' },
  });
  const [chosen, setChosen] = useState<Plan | null>(null);
  const live = liveOf(subscriptions.data);
  return (
    <PageFrame title="flotte.subscription.title">
      <InactiveNotice />
      {subscriptions.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(subscriptions.error.message)}
        </Alert>
      ) : null}
      {subscriptions.isPending ? <LoadingPanel /> : <CurrentSubscription subscription={live} />}
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('flotte.subscription.plans')}
      </Typography>
      {plans.error ? <Alert severity="error">{translate(plans.error.message)}</Alert> : null}
      {plans.isPending ? <LoadingPanel /> : null}
      {plans.data && plans.data.length === 0 ? (
        <Typography color="text.secondary">{translate('flotte.subscription.no_plans')}</Typography>
      ) : null}
      <Grid container spacing={2}>
        {plans.data?.map((plan) => {
          const current = live?.plan_id === plan.id;
          return (
            <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCard
                plan={plan}
                current={current}
                // The live plan is offered again only when its renewal went unpaid.
                choosable={!subscriptions.isPending && (!current || live?.status === 'past_due')}
                disabled={inactive}
                onChoose={setChosen}
              />
            </Grid>
          );
        })}
      </Grid>
      <SubscriptionHistory />
      {chosen ? (
        <SubscribeDialog plan={chosen} current={live} onClose={() => setChosen(null)} />
      ) : null}
    </PageFrame>
  );
};
