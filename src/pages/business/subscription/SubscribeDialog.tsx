import {
  Alert,
  Button,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { Plan } from '../../../../contract/plan';
import type { Subscription } from '../../../../contract/subscription';
import { TitledDialog } from '../../../components/TitledDialog';
import { loadOwnCustomization } from '../../../providers/authProvider';
import { formatMoney } from '../../../resources/common/money';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { OWN_CUSTOMIZATION_KEY } from '../../../components/business/useOwnCustomization';
import { OWN_BUSINESS_KEY } from '../../../components/business/useOwnBusiness';
import { LoadingPanel } from '../../../components/LoadingPanel';

/**
 * The confirmation before paying: the debit, the wallet's balance now and after. It posts
 * POST /business/subscribe only when confirmed; a refusal (402 insufficient_funds, 409
 * plan_limit_reached…) is said in the dialog, translated, and nothing changes. Success
 * refreshes the wallet, the subscriptions, the business (its plan) and the branding (a
 * white-label plan may allow it).
 */
export const SubscribeDialog = ({
  plan,
  current,
  onClose,
}: {
  plan: Plan;
  current: Subscription | undefined;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: () => dataProvider.getWallet() });
  const subscribe = useMutation({
    mutationFn: () => dataProvider.subscribe(plan.id),
    onSuccess: () => {
      notify('flotte.subscription.subscribed', {
        type: 'success',
        messageArgs: { name: plan.name },
      });
      for (const queryKey of [['wallet'], ['subscriptions'], OWN_BUSINESS_KEY]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      void loadOwnCustomization().then(() =>
        queryClient.invalidateQueries({ queryKey: OWN_CUSTOMIZATION_KEY }),
      );
      onClose();
    },
  });
  // The plan's price in the wallet's currency (the server's list is priced in it).
  const price = plan.monthly_price ?? 0;
  const money = (minor: number, currency = plan.currency ?? wallet.data?.currency ?? 'EUR') =>
    formatMoney(minor, currency, locale);
  const balance = wallet.data?.balance;
  const mismatch = wallet.data !== undefined && wallet.data.currency !== plan.currency;
  const insufficient = balance !== undefined && !mismatch && balance < price;
  const replaced = current && current.plan_id !== plan.id ? current : undefined;

  return (
    <TitledDialog
      onClose={onClose}
      title={translate('flotte.subscription.confirm_title', { name: plan.name })}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => subscribe.mutate()}
            disabled={!wallet.data || insufficient || mismatch || subscribe.isPending}
            aria-busy={subscribe.isPending}
            startIcon={
              subscribe.isPending ? <CircularProgress size={18} color="inherit" /> : undefined
            }
          >
            {translate('flotte.subscription.pay')}
          </Button>
        </>
      }
    >
      {wallet.error ? <Alert severity="error">{translate(wallet.error.message)}</Alert> : null}
      {wallet.isPending ? <LoadingPanel /> : null}
      {wallet.data ? (
        <Table
          size="small"
          aria-label={translate('flotte.subscription.confirm_title', { name: plan.name })}
        >
          <TableBody>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('flotte.subscription.debit')}
              </TableCell>
              <TableCell align="right" data-testid="subscribe-debit">
                {money(price)}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell component="th" scope="row">
                {translate('flotte.subscription.balance_now')}
              </TableCell>
              <TableCell align="right" data-testid="subscribe-balance-now">
                {money(wallet.data.balance, wallet.data.currency)}
              </TableCell>
            </TableRow>
            {mismatch ? null : (
              <TableRow>
                <TableCell component="th" scope="row">
                  {translate('flotte.subscription.balance_after')}
                </TableCell>
                <TableCell align="right" data-testid="subscribe-balance-after">
                  {money(wallet.data.balance - price)}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      ) : null}
      {replaced ? (
        <Typography sx={{ mt: 2 }}>
          {translate('flotte.subscription.replaces', { name: replaced.plan_name })}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate('flotte.subscription.renews_monthly')}
      </Typography>
      {insufficient ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('flotte.subscription.insufficient')}
        </Alert>
      ) : null}
      {mismatch && wallet.data ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('flotte.subscription.currency_mismatch', {
            plan: plan.currency,
            wallet: wallet.data.currency,
          })}
        </Alert>
      ) : null}
      {subscribe.error ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate(subscribe.error.message)}
        </Alert>
      ) : null}
    </TitledDialog>
  );
};
