import { useSyncExternalStore } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRouteLoader } from './RouteLoaderContext';

const SIZE = 96;
const THICKNESS = 3.6;

/** Seed §2: a full-screen large spinner while a route change is in progress. */
export const RouteChangeSpinner = () => {
  const loader = useRouteLoader();
  const visible = useSyncExternalStore(loader.subscribe, loader.isVisible, loader.isVisible);
  const translate = useTranslate();
  if (!visible) return null;
  return (
    <Box
      data-testid="route-change-spinner"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: 'rgba(247, 248, 250, 0.72)',
      }}
    >
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE }}>
        {/* The track: shows where the spinner runs while its arc is short. */}
        <CircularProgress
          variant="determinate"
          value={100}
          size={SIZE}
          thickness={THICKNESS}
          aria-hidden
          sx={{ position: 'absolute', inset: 0, color: 'divider' }}
        />
        <CircularProgress
          size={SIZE}
          thickness={THICKNESS}
          aria-label={translate('flotte.route.loading')}
          sx={{ position: 'absolute', inset: 0 }}
        />
      </Box>
    </Box>
  );
};
