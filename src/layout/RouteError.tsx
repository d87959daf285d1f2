import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/**
 * What a route that failed to load or render shows instead of a blank page. Retrying reloads
 * the page: React.lazy keeps a failed import failed, and a new deployment is the usual cause.
 */
export const RouteError = () => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ p: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('flotte.route.error_title')} />
      <Typography variant="h5" component="h2">
        {translate('flotte.route.error_title')}
      </Typography>
      <Typography>{translate('flotte.route.error_text')}</Typography>
      <Box>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('flotte.route.retry')}
        </Button>
      </Box>
    </Box>
  );
};
