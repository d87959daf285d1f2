import type { ReactNode } from 'react';
import { Box, Table } from '@mui/material';

/**
 * A small table of a record's page that scrolls sideways on a phone (390 px) rather than
 * widening it: the scrolling region is reachable from the keyboard and named for screen readers.
 */
export const ScrollingTable = ({
  label,
  children,
}: {
  /** The region's name, already translated. */
  label: string;
  /** The table's head and body. */
  children: ReactNode;
}) => (
  <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
    <Table size="small">{children}</Table>
  </Box>
);
