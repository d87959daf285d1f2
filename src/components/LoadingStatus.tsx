import { Box, CircularProgress } from '@mui/material';

/**
 * What a page or a panel shows while its data loads: a spinner in a status region (screen
 * readers announce it), named by `label`, already in the user's language: the admin's and the
 * light pages' translations differ.
 */
export const LoadingStatus = ({ label, p = 3 }: { label: string; p?: number }) => (
  <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p }}>
    <CircularProgress aria-label={label} />
  </Box>
);
