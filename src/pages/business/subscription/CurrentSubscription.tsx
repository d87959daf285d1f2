import { Alert, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate, useUpdate } from 'react-admin';
import type { Subscription } from '../../../../contract/subscription';
import { formatMoney } from '../../../resources/common/money';
import { useBusinessInactive } from '../../../components/business/useOwnBusiness';
import { formatDay } from './format';
import { SectionCard } from './SectionCard';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

/** The plan of the live subscription and its status. */
export const PlanHeadline = ({
  subscription,
  wrap = false,
}: {
  subscription: Pick<Subscription, 'plan_name' | 'status'>;
  /** Wraps the status under the plan where the name is long for its panel. */
  wrap?: boolean;
}) => (
  <Stack
    direction="row"
    spacing={1}
    sx={wrap ? { alignItems: 'center', flexWrap: 'wrap' } : { alignItems: 'center' }}
  >
    <Typography variant="h5" component="p">
      {subscription.plan_name}
    </Typography>
    <SubscriptionStatusChip status={subscription.status} />
  </Stack>
);

/** When the live subscription renews (and what it will debit), or when it ends. */
export const RenewalLine = ({
  subscription,
}: {
  subscription: Pick<
    Subscription,
    'status' | 'auto_renew' | 'current_period_end' | 'price' | 'currency'
  >;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const date = formatDay(subscription.current_period_end, locale);
  if (subscription.status === 'past_due') {
    return <Alert severity="warning">{translate('flotte.subscription.past_due_text')}</Alert>;
  }
  return (
    <Typography>
      {subscription.auto_renew
        ? translate('flotte.subscription.renews_on', {
            date,
            price: formatMoney(subscription.price, subscription.currency, locale),
          })
        : translate('flotte.subscription.ends_on', { date })}
    </Typography>
  );
};

/** Stops or resumes the renewal at the period's end (PATCH /business/subscriptions/{id}). */
const AutoRenewSwitch = ({ subscription }: { subscription: Subscription }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const inactive = useBusinessInactive();
  const [update, { isPending }] = useUpdate<Subscription>();
  const toggle = (autoRenew: boolean) =>
    update(
      'subscriptions',
      { id: subscription.id, data: { auto_renew: autoRenew }, previousData: subscription },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            autoRenew ? 'flotte.subscription.auto_renew_on' : 'flotte.subscription.auto_renew_off',
            { type: 'info' },
          ),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
            type: 'error',
          }),
      },
    );
  return (
    <FormControlLabel
      control={
        <Switch
          checked={subscription.auto_renew}
          onChange={(event) => toggle(event.target.checked)}
          disabled={isPending || inactive || subscription.status !== 'active'}
        />
      }
      label={translate('flotte.subscription.auto_renew')}
    />
  );
};

/** The live subscription: plan, status, period, renewal; or the free tier's line. */
export const CurrentSubscription = ({
  subscription,
}: {
  subscription: Subscription | undefined;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SectionCard id="current-subscription-title" title="flotte.subscription.current" sx={{ mb: 3 }}>
      {subscription ? (
        <Stack spacing={1}>
          <PlanHeadline subscription={subscription} />
          <Typography color="text.secondary">
            {translate('flotte.subscription.period', {
              start: formatDay(subscription.current_period_start, locale),
              end: formatDay(subscription.current_period_end, locale),
            })}
          </Typography>
          <RenewalLine subscription={subscription} />
          <AutoRenewSwitch subscription={subscription} />
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('flotte.subscription.none')}</Typography>
      )}
    </SectionCard>
  );
};
