import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Paging under a plain table, in the app's language (MUI's own labels are English). */
export const TablePager = ({
  count,
  page,
  perPage,
  onPageChange,
}: {
  count: number;
  /** From 0. */
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={perPage}
      rowsPerPageOptions={[perPage]}
      onPageChange={(_, next) => onPageChange(next)}
      labelDisplayedRows={({ from, to, count: total }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total })
      }
      getItemAriaLabel={(type) => translate(`ra.navigation.${type}`)}
    />
  );
};
