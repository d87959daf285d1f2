import { useState } from 'react';
import {
  Alert,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TablePagination,
  TableRow,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { LedgerFilter, WalletTransaction } from '../../../../contract/wallet';
import { EmptyText } from '../../common/EmptyText';
import { ExportFileButton } from '../../common/NamedExportButton';
import { LedgerFilters, ledgerFilter, NO_LEDGER_FILTER } from './LedgerFilters';
import { LedgerReferenceField } from '../../common/LedgerReferenceField';
import { LedgerAmountCells, LedgerHead } from '../../common/LedgerTable';
import { LedgerCards } from '../../common/LedgerCards';
import { useIsPhone } from '../../common/PhoneCards';

const PER_PAGE_OPTIONS = [10, 25, 50];

type Paging = { limit: number; skip: number } & LedgerFilter;

/**
 * A wallet's ledger, newest first, a page at a time (the server pages it), filtered by type,
 * category and days, exported as CSV with the same filters: the superadmin's view of a
 * business's (`GET /superadmin/business/{id}/transactions`) and the staff's own
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
  const [values, setValues] = useState(NO_LEDGER_FILTER);
  const phone = useIsPhone();
  const filter = ledgerFilter(values);
  const skip = page * perPage;
  const { data, error, isPending, isFetching } = useQuery({
    queryKey: [...queryKey, perPage, skip, filter],
    queryFn: () => load({ limit: perPage, skip, ...filter }),
    placeholderData: keepPreviousData,
  });
  const title = translate('flotte.business_admin.wallet.transactions');
  const filtered = Object.keys(filter).length > 0;
  const bar = (
    <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <LedgerFilters
        values={values}
        onChange={(next) => {
          setValues(next);
          setPage(0);
        }}
      />
      <ExportFileButton
        empty={!data?.total}
        file={() => ({
          resource: 'wallet-transactions',
          codes: { type: 'flotte.wallet.types', category: 'flotte.wallet.categories' },
          // The rows carry no currency: the wallet's, for the amounts' decimals.
          fetchPage: (next, size) =>
            load({ limit: size, skip: (next - 1) * size, ...filter }).then((answer) => ({
              ...answer,
              data: answer.data.map((t) => ({ ...t, currency })),
            })),
        })}
      />
    </Stack>
  );
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LinearProgress aria-label={title} />;
  if (data.total === 0) {
    return (
      <>
        {filtered ? bar : null}
        <EmptyText
          text={
            filtered
              ? 'flotte.wallet_page.filters.none'
              : 'flotte.business_admin.wallet.no_transactions'
          }
        />
      </>
    );
  }
  return (
    <>
      {bar}
      {phone ? (
        <LedgerCards transactions={data.data} currency={currency} label={title} />
      ) : (
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
      )}
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
