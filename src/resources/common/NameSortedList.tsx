import type { ReactNode } from 'react';
import { FilterButton, List, TopToolbar, type ListProps } from 'react-admin';
import { ListPagination } from './ListPagination';

/**
 * A list of people or businesses by name, 10 a page, its filters behind a filter button (and
 * `actions` beside it).
 */
export const NameSortedList = ({
  actions,
  ...props
}: Omit<ListProps, 'actions' | 'sort' | 'perPage' | 'pagination'> & { actions?: ReactNode }) => (
  <List
    actions={
      <TopToolbar>
        <FilterButton />
        {actions}
      </TopToolbar>
    }
    sort={{ field: 'name', order: 'ASC' }}
    perPage={10}
    pagination={<ListPagination rowsPerPageOptions={[10, 25, 50]} />}
    {...props}
  />
);
