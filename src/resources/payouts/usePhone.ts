import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';

/** Below 600 px: a list shows its rows as a simple list of cards instead of a table. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
