import { Box, CircularProgress } from '@mui/material';

const SIZE = 96;
const THICKNESS = 3.6;

/**
 * A large spinner over the whole screen. Free of react-admin: the first screen shows
 * it while the admin's code loads, the admin's layout while a route changes, so the two read
 * as one.
 */
export const FullScreenSpinner = ({ label }: { label: string }) => (
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
        aria-label={label}
        sx={{ position: 'absolute', inset: 0 }}
      />
    </Box>
  </Box>
);
