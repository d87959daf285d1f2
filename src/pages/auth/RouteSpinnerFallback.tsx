import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Shown while an account page's code loads (outside the layout's route spinner). */
export const RouteSpinnerFallback = () => {
  const translate = useTranslate();
  return (
    <Box
      role="status"
      sx={{ display: 'flex', minHeight: '100vh', alignItems: 'center', justifyContent: 'center' }}
    >
      <CircularProgress aria-label={translate('flotte.route.loading')} />
    </Box>
  );
};
