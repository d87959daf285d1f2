import { List, type ListProps } from 'react-admin';
import { ListPagination } from './ListPagination';

/** A list 10 rows a page (10, 25 or 50 to choose), newest first unless `sort` says otherwise. */
export const PagedList = (props: ListProps) => (
  <List
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={10}
    pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
    {...props}
  />
);
