import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a panel shows while its data loads: a spinner screen readers announce. */
export const LoadingPanel = () => {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
      <CircularProgress aria-label={translate('ra.page.loading')} />
    </Box>
  );
};
