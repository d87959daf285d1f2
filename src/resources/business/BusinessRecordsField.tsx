import type { ReactNode } from 'react';
import { ReferenceManyField, type SortPayload } from 'react-admin';
import { ListPagination } from '../common/ListPagination';
import { EmptyText } from '../common/EmptyText';

/**
 * A tab of the business's page: its records of `reference` (`?business_id=`), ten a page, and
 * `empty` (a catalog key) when it has none.
 */
export const BusinessRecordsField = ({
  reference,
  sort,
  empty,
  rowsPerPageOptions = [10, 25, 50],
  children,
}: {
  reference: string;
  sort?: SortPayload;
  empty: string;
  rowsPerPageOptions?: number[];
  children: ReactNode;
}) => (
  <ReferenceManyField
    reference={reference}
    target="business_id"
    sort={sort}
    perPage={10}
    pagination={<ListPagination rowsPerPageOptions={rowsPerPageOptions} />}
    empty={<EmptyText text={empty} sx={{ py: 2 }} />}
  >
    {children}
  </ReferenceManyField>
);
