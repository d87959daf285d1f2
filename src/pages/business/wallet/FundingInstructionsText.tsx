import { Alert, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';

export const FUNDING_KEY = ['funding-instructions'] as const;

/**
 * How funds are added: the operator's text in the page's language (a platform setting the
 * superadmin writes), else the app's default text. Line breaks are kept as written.
 */
export const FundingInstructionsText = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: FUNDING_KEY,
    queryFn: () => dataProvider.getFundingInstructions(),
  });
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate('flotte.funding.loading')} />;
  const written = locale === 'en' ? data.en : data.fr;
  return (
    <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="funding-instructions">
      {written ?? translate('flotte.funding.default')}
    </Typography>
  );
};
