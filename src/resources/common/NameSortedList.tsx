import type { ReactNode } from 'react';
import { FilterButton, TopToolbar, type ListProps } from 'react-admin';
import { PagedList } from './PagedList';

/**
 * A list of people or businesses by name, 10 a page, its filters behind a filter button (and
 * `actions` beside it).
 */
export const NameSortedList = ({
  actions,
  ...props
}: Omit<ListProps, 'actions' | 'sort' | 'perPage' | 'pagination'> & { actions?: ReactNode }) => (
  <PagedList
    actions={
      <TopToolbar>
        <FilterButton />
        {actions}
      </TopToolbar>
    }
    sort={{ field: 'name', order: 'ASC' }}
    {...props}
  />
);
