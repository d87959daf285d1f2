import type { ReactNode } from 'react';
import { ColumnsButton, FilterButton, TopToolbar } from 'react-admin';
import { CreateButton } from './LabelledLinkButtons';
import { NamedExportButton } from './NamedExportButton';

/**
 * A list's toolbar: filters, create (it hides itself without canAccess `create`; `create={false}`
 * leaves it out), the list's own buttons (`children`: an import…), columns and the export. The
 * columns button takes the DataTable's store key (`columnsKey`, from useWidthColumns); the
 * export holds every row the filters select (NamedExportButton).
 */
export const ListActions = ({
  columnsKey,
  create = true,
  children,
}: {
  columnsKey?: string;
  create?: boolean;
  children?: ReactNode;
}) => (
  <TopToolbar>
    <FilterButton />
    {create ? <CreateButton /> : null}
    {children}
    <ColumnsButton storeKey={columnsKey} />
    <NamedExportButton />
  </TopToolbar>
);
