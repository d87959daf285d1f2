import { Alert, Box, LinearProgress, TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyText } from '../../resources/common/EmptyText';
import { visuallyHidden } from '../../resources/business/wallet/keys';

/** What a list query of this page has: its error, a progress bar while it loads, its rows. */
type ListQuery<T> = {
  error: Error | null;
  isPending: boolean;
  data: { data: T[] } | undefined;
};

/**
 * A list query's states: its error (above any rows it still has), a progress bar while it loads,
 * `empty` (a catalog key) when it has no rows, else `children` with the rows.
 */
export const QueryState = <T,>({
  query,
  empty,
  children,
}: {
  query: ListQuery<T>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) => {
  const translate = useTranslate();
  const rows = query.data?.data;
  return (
    <>
      {query.error ? <Alert severity="error">{translate(query.error.message)}</Alert> : null}
      {query.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {rows && rows.length === 0 ? <EmptyText text={empty} /> : null}
      {rows && rows.length > 0 ? children(rows) : null}
    </>
  );
};

/** A table's header: each column's label from `<messages>.<column>`, then the actions' (named for screen readers). */
export const HeaderRow = ({ messages, columns }: { messages: string; columns: string[] }) => {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c}>{translate(`${messages}.${c}`)}</TableCell>
        ))}
        <TableCell sx={{ position: 'relative' }}>
          <Box component="span" sx={visuallyHidden}>
            {translate('flotte.integrations.actions')}
          </Box>
        </TableCell>
      </TableRow>
    </TableHead>
  );
};
