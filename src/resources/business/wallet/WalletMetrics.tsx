import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WalletMetrics as Metrics } from '../../../../contract/wallet';
import { formatMoney } from '../../common/money';

/** Balance, totals credited and debited, number of movements. */
export const WalletMetrics = ({ metrics }: { metrics: Metrics }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const money = (value: number) => formatMoney(value, metrics.currency, locale);
  const figures = [
    ['balance', money(metrics.balance)],
    ['total_credited', money(metrics.total_credited)],
    ['total_debited', money(metrics.total_debited)],
    ['transaction_count', new Intl.NumberFormat(locale).format(metrics.transaction_count)],
  ] as const;
  return (
    <Stack component="dl" direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', m: 0 }}>
      {figures.map(([key, value]) => (
        <Box key={key}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`flotte.wallet.${key}`)}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={`wallet-${key}`}>
            {value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
};
