import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { friendlyFormatIBAN } from 'ibantools';
import { useTranslate } from 'react-admin';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';

export const FUNDING_ACCOUNT_KEY = ['funding-instructions', 'account'] as const;

/**
 * The bank account a business pays into and the reference its transfer quotes (the
 * superadmin's setting, issue 33): nothing until the superadmin has written an IBAN.
 */
export const FundingAccountDetails = () => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { data } = useQuery({
    queryKey: FUNDING_ACCOUNT_KEY,
    queryFn: () => dataProvider.getFundingAccount(),
  });
  if (!data?.iban) return null;
  const rows: [string, string | null][] = [
    ['account_holder', data.account_holder],
    ['iban', friendlyFormatIBAN(data.iban) ?? data.iban],
    ['bic', data.bic],
    ['reference', data.reference],
  ];
  return (
    <Box component="dl" sx={{ m: 0, mb: 2 }} data-testid="funding-account">
      {rows
        .filter(([, value]) => value)
        .map(([field, value]) => (
          <Box key={field} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`flotte.funding.account.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
};
