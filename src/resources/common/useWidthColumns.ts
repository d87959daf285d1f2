import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useIsPhone } from './PhoneCards';

/** The columns a list hides by default on a laptop (below 1536 px) and on a phone (below 600 px). */
export interface WidthColumns {
  laptop: string[];
  /** Hidden on a phone besides the laptop's. */
  phone: string[];
}

/**
 * A list's default columns for the width it has (issue 22): wide, everything; on a laptop the
 * columns a reader can spare are hidden so that the status and the row's buttons stay in view;
 * on a phone only what identifies the row and its status. Each width keeps its own choice made
 * with the columns button (one store key per width), so `ColumnsButton` takes the same key.
 * The answer is the DataTable's `storeKey` and `hiddenColumns`, spread on it.
 */
export function useWidthColumns(resource: string, hidden: WidthColumns) {
  const phone = useIsPhone();
  const laptop = useMediaQuery((theme: Theme) => theme.breakpoints.down('xl'));
  const width = phone ? 'phone' : laptop ? 'laptop' : 'wide';
  const hiddenColumns =
    width === 'wide'
      ? []
      : width === 'laptop'
        ? hidden.laptop
        : [...hidden.laptop, ...hidden.phone];
  return { storeKey: `${resource}.datatable.${width}`, hiddenColumns };
}
