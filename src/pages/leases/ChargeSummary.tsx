import { Alert, Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LeasePreference } from '../../../contract/lease';
import type { Wallet } from '../../../contract/wallet';
import { formatMoney } from '../../resources/common/money';
import { firstCharge, hasLaterPeriods, periodCount } from '../../resources/leases/charges';
import { dayOf, formatDay } from '../../resources/leases/days';

const t = (key: string) => `flotte.leases.summary.${key}`;

/**
 * What the owner's acceptance will debit the business (the first period and the deposit), what
 * the whole lease costs and what follows, and the wallet's balance now: a balance too low or in
 * another currency is said (the server refuses such a proposal, and the acceptance pays).
 */
export const ChargeSummary = ({
  offer,
  wallet,
}: {
  offer: LeasePreference;
  wallet: Wallet | undefined;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const start = dayOf(useWatch({ name: 'start_date' }) as string | null);
  const end = dayOf(useWatch({ name: 'end_date' }) as string | null);
  const money = (minor: number, currency = offer.currency) => formatMoney(minor, currency, locale);
  const charge = firstCharge(offer);
  const period = translate(`flotte.leases.periods.${offer.period}`);
  const mismatch = wallet !== undefined && wallet.currency !== offer.currency;
  const short = wallet !== undefined && !mismatch && wallet.balance < charge.total;
  const periods = start && end ? periodCount(start, end, offer.period) : 0;
  const row = (label: string, value: string, testId: string, strong = false) => (
    <TableRow>
      <TableCell component="th" scope="row" sx={strong ? { fontWeight: 600 } : undefined}>
        {label}
      </TableCell>
      <TableCell align="right" data-testid={testId} sx={strong ? { fontWeight: 600 } : undefined}>
        {value}
      </TableCell>
    </TableRow>
  );
  return (
    <Box component="section" aria-labelledby="charge-summary-title" sx={{ mt: 2 }}>
      <Typography id="charge-summary-title" variant="subtitle1" component="h3">
        {translate(t('title'))}
      </Typography>
      <Table size="small" aria-labelledby="charge-summary-title">
        <TableBody>
          {row(translate(t('first_period'), { period }), money(charge.first), 'charge-first')}
          {row(translate(t('deposit')), money(charge.deposit), 'charge-deposit')}
          {row(translate(t('total')), money(charge.total), 'charge-total', true)}
          {periods > 0
            ? row(
                translate(t('lease_total'), { smart_count: periods }),
                money(periods * offer.rate),
                'charge-lease-total',
              )
            : null}
          {wallet
            ? row(
                translate(t('balance_now')),
                money(wallet.balance, wallet.currency),
                'charge-balance',
              )
            : null}
        </TableBody>
      </Table>
      {start && end && hasLaterPeriods(start, end, offer.period) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('then'), {
            amount: money(offer.rate),
            period,
            end: formatDay(end, locale),
          })}
        </Typography>
      ) : null}
      {offer.deposit > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate(t('deposit_back'))}
        </Typography>
      ) : null}
      {short ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(t('balance_short'))}
        </Alert>
      ) : null}
      {mismatch && wallet ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate(t('currency_mismatch'), { offer: offer.currency, wallet: wallet.currency })}
        </Alert>
      ) : null}
    </Box>
  );
};
