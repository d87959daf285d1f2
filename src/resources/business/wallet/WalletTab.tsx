import { Alert, Divider, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Business } from '../../../../contract/business';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { BalanceChart } from './BalanceChart';
import { walletKeys } from './keys';
import { TopUp } from './TopUp';
import { WalletMetrics } from './WalletMetrics';
import { WalletTransactions } from './WalletTransactions';
import { ShowSection } from '../../common/ShowSection';

/** Days of balance the chart shows. */
const HISTORY_DAYS = 90;

/**
 * The superadmin's view of a business's wallet: metrics, the balance over 90 days, the ledger
 * and the top-up. The wallet's currency comes from the metrics (the settings' currency).
 */
export const WalletTab = (_props: { label?: false }) => {
  const record = useRecordContext<Business>();
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const id = record?.id ?? '';
  const metrics = useQuery({
    queryKey: walletKeys.metrics(id),
    queryFn: () => dataProvider.getWalletMetrics(id),
    enabled: !!record,
  });
  const history = useQuery({
    queryKey: walletKeys.history(id, HISTORY_DAYS),
    queryFn: () => dataProvider.getWalletHistory(id, HISTORY_DAYS),
    enabled: !!record,
  });
  if (!record) return null;
  if (metrics.error) return <Alert severity="error">{translate(metrics.error.message)}</Alert>;
  if (metrics.isPending) {
    return <LinearProgress aria-label={translate('flotte.business_admin.wallet.loading')} />;
  }
  const { currency } = metrics.data;
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <ShowSection plain title="flotte.business_admin.wallet.metrics">
        <WalletMetrics metrics={metrics.data} />
      </ShowSection>
      <ShowSection plain title="flotte.business_admin.wallet.history">
        {history.error ? (
          <Alert severity="error">{translate(history.error.message)}</Alert>
        ) : history.isPending ? (
          <LinearProgress aria-label={translate('flotte.business_admin.wallet.loading')} />
        ) : (
          <BalanceChart points={history.data} currency={currency} />
        )}
      </ShowSection>
      <ShowSection plain title="flotte.business_admin.wallet.transactions">
        <WalletTransactions
          queryKey={walletKeys.transactions(id)}
          load={(paging) => dataProvider.getBusinessTransactions(id, paging)}
          currency={currency}
        />
      </ShowSection>
      <ShowSection plain title="flotte.wallet.top_up">
        <TopUp businessId={id} businessName={record.name} currency={currency} />
      </ShowSection>
    </Stack>
  );
};
