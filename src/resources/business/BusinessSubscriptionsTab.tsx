import { Alert, type ChipProps } from '@mui/material';
import { DataTable, useListContext, useLocaleState, useTranslate } from 'react-admin';
import type { Subscription } from '../../../contract/subscription';
import { LocaleDateField } from '../common/LocaleDateField';
import { recordStatusChip } from '../common/StatusChip';
import { MoneyField } from '../common/MoneyField';
import { formatMoney } from '../common/money';
import { YesNoField } from './BusinessFields';
import { BusinessRecordsField } from './BusinessRecordsField';

const COLORS: Record<Subscription['status'], ChipProps['color']> = {
  active: 'success',
  past_due: 'warning',
  cancelled: 'default',
};

const SubscriptionStatusChip = recordStatusChip(
  COLORS,
  'flotte.business_admin.subscription_statuses',
);

/** The live subscription (the API answers it first), in a sentence. */
const LiveSubscription = () => {
  const { data } = useListContext<Subscription>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const live = data?.[0];
  if (!live || live.status === 'cancelled') {
    return (
      <Alert severity="info">{translate('flotte.business_admin.subscription.none_live')}</Alert>
    );
  }
  const end = new Date(live.current_period_end).toLocaleDateString(locale);
  const key = live.status === 'past_due' ? 'past_due' : live.auto_renew ? 'renews' : 'ends';
  return (
    <Alert severity={live.status === 'past_due' ? 'warning' : 'success'} sx={{ mb: 2 }}>
      {translate(`flotte.business_admin.subscription.${key}`, {
        plan: live.plan_name,
        price: formatMoney(live.price, live.currency, locale),
        date: end,
      })}
    </Alert>
  );
};

const col = (field: string) => `flotte.business_admin.subscription.${field}`;

/** The business's subscriptions: the live one, then the whole history, newest first. */
export const BusinessSubscriptionsTab = (_props: { label?: false }) => (
  <BusinessRecordsField
    reference="subscriptions"
    empty="flotte.business_admin.subscription.empty"
    rowsPerPageOptions={[10, 25]}
  >
    <LiveSubscription />
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="plan_name" label={col('plan')} disableSort />
      <DataTable.Col
        source="status"
        label={col('status')}
        field={SubscriptionStatusChip}
        disableSort
      />
      <DataTable.Col source="price" label={col('price')} field={MoneyField} disableSort />
      <DataTable.Col source="current_period_start" label={col('period_start')} disableSort>
        <LocaleDateField source="current_period_start" />
      </DataTable.Col>
      <DataTable.Col source="current_period_end" label={col('period_end')} disableSort>
        <LocaleDateField source="current_period_end" />
      </DataTable.Col>
      <DataTable.Col source="auto_renew" label={col('auto_renew')} field={YesNoField} disableSort />
      <DataTable.Col source="ended_at" label={col('ended_at')} disableSort>
        <LocaleDateField source="ended_at" emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </BusinessRecordsField>
);
