import { Alert, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../resources/common/money';
import { useFlotteDataProvider } from '../../resources/common/useFlotteDataProvider';
import { DashboardPanel } from './DashboardCard';

/** The business's wallet (GET /wallet): its balance and its latest movements. */
export const WalletPanel = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: () => dataProvider.getWallet() });
  const transactions = useQuery({
    queryKey: ['wallet', 'transactions'],
    queryFn: () => dataProvider.getWalletTransactions({ limit: 5, skip: 0 }),
  });
  const error = wallet.error ?? transactions.error;
  const currency = wallet.data?.currency ?? 'EUR';
  return (
    <DashboardPanel title="flotte.dashboards.wallet">
      {error ? <Alert severity="error">{translate(error.message)}</Alert> : null}
      {wallet.data ? (
        <>
          <Typography variant="caption" color="text.secondary">
            {translate('flotte.wallet.balance')}
          </Typography>
          <Typography variant="h4" component="p" data-testid="wallet-balance">
            {formatMoney(wallet.data.balance, currency, locale)}
          </Typography>
        </>
      ) : null}
      {transactions.data && transactions.data.data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('flotte.dashboards.wallet_empty')}
        </Typography>
      ) : null}
      {transactions.data && transactions.data.data.length > 0 ? (
        <Table size="small" aria-label={translate('flotte.wallet.transactions')} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('flotte.wallet.date')}</TableCell>
              <TableCell>{translate('flotte.wallet.category')}</TableCell>
              <TableCell align="right">{translate('flotte.wallet.amount')}</TableCell>
              <TableCell align="right">{translate('flotte.wallet.balance_after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.data.data.map((t) => (
              <TableRow key={t.id}>
                <TableCell>{new Date(t.created_at).toLocaleDateString(locale)}</TableCell>
                <TableCell>
                  {translate(`flotte.wallet.categories.${t.category}`)}
                  {t.reference ? ` — ${t.reference}` : ''}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {(t.type === 'debit' ? '−' : '+') + formatMoney(t.amount, currency, locale)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(t.balance_after, currency, locale)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </DashboardPanel>
  );
};
