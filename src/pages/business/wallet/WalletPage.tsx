import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { BalanceChart } from '../../../resources/business/wallet/BalanceChart';
import { WalletTransactions } from '../../../resources/business/wallet/WalletTransactions';
import { formatMoney } from '../../../resources/common/money';
import { ShowSection } from '../../../resources/common/ShowSection';
import { PageFrame } from '../PageFrame';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { SETTINGS_KEY } from '../my-business/SettingsTab';
import { FundingAccountDetails } from './FundingAccountDetails';
import { FundingInstructionsText } from './FundingInstructionsText';

/** Days of balance the chart shows. */
const HISTORY_DAYS = 90;

/**
 * /wallet: the staff's own business wallet (issue 22): the balance beside the low-balance
 * threshold, the balance over 90 days, every movement a page at a time (each linked to its
 * request), and how funds are added. Live wallet events refetch everything under ['wallet'].
 */
export const WalletPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: () => dataProvider.getWallet() });
  const settings = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => dataProvider.getBusinessSettings(),
  });
  const history = useQuery({
    queryKey: ['wallet', 'history', HISTORY_DAYS],
    queryFn: () => dataProvider.getOwnWalletHistory(HISTORY_DAYS),
  });
  const loading = translate('flotte.business_admin.wallet.loading');
  return (
    <PageFrame title="flotte.wallet_page.title">
      {wallet.error ? <Alert severity="error">{translate(wallet.error.message)}</Alert> : null}
      {wallet.isPending ? <LinearProgress aria-label={loading} /> : null}
      {wallet.data ? (
        <Stack spacing={2}>
          <Balance
            balance={wallet.data.balance}
            currency={wallet.data.currency}
            threshold={settings.data?.low_balance_threshold}
            locale={locale}
          />
          <ShowSection title="flotte.wallet_page.history">
            {history.error ? (
              <Alert severity="error">{translate(history.error.message)}</Alert>
            ) : history.isPending ? (
              <LinearProgress aria-label={loading} />
            ) : (
              <BalanceChart points={history.data} currency={wallet.data.currency} />
            )}
          </ShowSection>
          <ShowSection title="flotte.wallet_page.transactions">
            <WalletTransactions
              queryKey={['wallet', 'transactions', 'page']}
              load={(paging) => dataProvider.getWalletTransactions(paging)}
              currency={wallet.data.currency}
            />
          </ShowSection>
          <ShowSection title="flotte.wallet_page.how_to_add">
            <FundingAccountDetails />
            <FundingInstructionsText />
          </ShowSection>
        </Stack>
      ) : null}
    </PageFrame>
  );
};

/** The balance and the threshold under which the business is warned (0: none). */
const Balance = ({
  balance,
  currency,
  threshold,
  locale,
}: {
  balance: number;
  currency: string;
  /** Undefined while the settings load (or when they cannot be read). */
  threshold: number | undefined;
  locale: string;
}) => {
  const translate = useTranslate();
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const low = threshold !== undefined && threshold > 0 && balance < threshold;
  return (
    <Box>
      <Stack component="dl" direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', m: 0 }}>
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate('flotte.wallet_page.balance')}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }} data-testid="wallet-balance">
            {money(balance)}
          </Typography>
        </Box>
        {threshold === undefined ? null : (
          <Box>
            <Typography component="dt" variant="caption" color="text.secondary">
              {translate('flotte.wallet_page.threshold')}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {threshold > 0 ? money(threshold) : translate('flotte.wallet_page.threshold_none')}
              {/* In the dd: a definition list's groups hold only their dt and dd. */}
              <Typography variant="caption" color="text.secondary" component="span" display="block">
                {translate('flotte.wallet_page.threshold_help')}
              </Typography>
            </Typography>
          </Box>
        )}
      </Stack>
      {low ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('flotte.wallet_page.low', { threshold: money(threshold) })}
        </Alert>
      ) : null}
    </Box>
  );
};
