import { useState } from 'react';
import {
  Alert,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TablePagination,
  TableRow,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { WalletTransaction } from '../../../../contract/wallet';
import { EmptyText } from '../../common/EmptyText';
import { LedgerReferenceField } from '../../common/LedgerReferenceField';
import { LedgerAmountCells, LedgerHead } from '../../common/LedgerTable';

const PER_PAGE_OPTIONS = [10, 25, 50];

type Paging = { limit: number; skip: number };

/**
 * A wallet's ledger, newest first, a page at a time (the server pages it): the superadmin's
 * view of a business's (`GET /superadmin/business/{id}/transactions`) and the staff's own
 * (`GET /wallet/transactions`) differ only in `load` and its query key.
 */
export const WalletTransactions = ({
  queryKey,
  load,
  currency,
}: {
  /** The page's react-query key: the paging is appended to it. */
  queryKey: readonly unknown[];
  load: (paging: Paging) => Promise<{ data: WalletTransaction[]; total: number }>;
  currency: string;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const skip = page * perPage;
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: [...queryKey, perPage, skip],
    queryFn: () => load({ limit: perPage, skip }),
    placeholderData: keepPreviousData,
  });
  const title = translate('flotte.business_admin.wallet.transactions');
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LinearProgress aria-label={title} />;
  if (data.total === 0) return <EmptyText text="flotte.business_admin.wallet.no_transactions" />;
  return (
    <>
      <Table size="small" aria-label={title} aria-busy={isFetching}>
        <LedgerHead reference />
        <TableBody>
          {data.data.map((t) => (
            <TableRow key={t.id}>
              <TableCell>{new Date(t.created_at).toLocaleString(locale)}</TableCell>
              <TableCell>{translate(`flotte.wallet.categories.${t.category}`)}</TableCell>
              <TableCell>
                <LedgerReferenceField transaction={t} />
              </TableCell>
              <LedgerAmountCells transaction={t} currency={currency} />
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        onPageChange={(_event, next) => setPage(next)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
        labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
        labelDisplayedRows={({ from, to, count }) =>
          translate('ra.navigation.page_range_info', {
            offsetBegin: from,
            offsetEnd: to,
            total: count,
          })
        }
        getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
      />
    </>
  );
};
