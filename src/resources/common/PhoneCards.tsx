import type { ReactNode } from 'react';
import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { SimpleList, type RaRecord, type SimpleListProps } from 'react-admin';

/** Below MUI's `sm` breakpoint (600 px): a phone, where a table's columns do not fit. */
export const useIsPhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/**
 * A list's rows as they fit the width (issue 33): on a phone a card per row (react-admin's
 * `SimpleList`: a short title, the details below it, the status on the right), so nothing
 * scrolls sideways out of view; wider, the table given as children, unchanged.
 */
export const PhoneCards = <R extends RaRecord>({
  card,
  children,
}: {
  /** The card of one row: `primaryText` the short title, `tertiaryText` the status. */
  card: SimpleListProps<R>;
  /** The table shown from a tablet up. */
  children: ReactNode;
}) => (useIsPhone() ? <SimpleList<R> {...card} /> : children);
