import type { ReactNode } from 'react';
import { Box, Table } from '@mui/material';

/**
 * A small table of a record's page that scrolls sideways on a phone (390 px) rather than
 * widening it: the scrolling region is reachable from the keyboard and named for screen readers.
 */
export const ScrollingTable = ({
  label,
  tableLabel,
  children,
}: {
  /** The region's name, already translated. */
  label: string;
  /** The table's own name, already translated (when the region's would repeat its section's). */
  tableLabel?: string;
  /** The table's head and body. */
  children: ReactNode;
}) => (
  // `relative`: a visually hidden label in a cell (absolute) stays inside the scrolling box
  // rather than widening the page.
  <Box
    sx={{ overflowX: 'auto', position: 'relative' }}
    tabIndex={0}
    role="region"
    aria-label={label}
  >
    <Table size="small" aria-label={tableLabel}>
      {children}
    </Table>
  </Box>
);
