import type { ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { LedgerAmountCells, LedgerHead } from '../../resources/common/LedgerTable';
import { LedgerReferenceField } from '../../resources/common/LedgerReferenceField';
import { formatMoney } from '../../resources/common/money';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { DashboardPanel } from './DashboardCard';

/**
 * The business's wallet: its balance (from `balance` when the dashboard's call gave it, else
 * GET /wallet), what `children` add under it (the business's spend and low-balance warning),
 * its latest movements and a link to the wallet page (every movement, how to add funds).
 */
export const WalletPanel = ({
  balance,
  children,
}: {
  /** null: the dashboard is still answering (no GET /wallet meanwhile). */
  balance?: { balance: number; currency: string } | null | undefined;
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const fetched = useQuery({
    queryKey: ['wallet'],
    queryFn: () => dataProvider.getWallet(),
    enabled: balance === undefined,
  });
  const wallet = { data: balance ?? fetched.data, error: fetched.error };
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
      {children}
      {transactions.data && transactions.data.data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('flotte.dashboards.wallet_empty')}
        </Typography>
      ) : null}
      {transactions.data && transactions.data.data.length > 0 ? (
        // Narrow panels scroll the table inside its frame (which takes the keyboard focus); width
        // 0 and minWidth 100%: the frame fills the panel without lending the table's width to
        // the page.
        <Box
          role="region"
          aria-label={translate('flotte.wallet.transactions')}
          tabIndex={0}
          sx={{ overflowX: 'auto', mt: 1, width: 0, minWidth: '100%' }}
        >
          <Table size="small" aria-label={translate('flotte.wallet.transactions')}>
            <LedgerHead />
            <TableBody>
              {transactions.data.data.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>{new Date(t.created_at).toLocaleDateString(locale)}</TableCell>
                  <TableCell>
                    {translate(`flotte.wallet.categories.${t.category}`)}
                    {t.reference || t.request_id ? ' — ' : ''}
                    <LedgerReferenceField transaction={t} emptyText="" />
                  </TableCell>
                  <LedgerAmountCells transaction={t} currency={currency} />
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      <Button component={Link} to="/wallet" size="small" sx={{ mt: 1 }}>
        {translate('flotte.wallet_page.transactions')}
      </Button>
    </DashboardPanel>
  );
};
