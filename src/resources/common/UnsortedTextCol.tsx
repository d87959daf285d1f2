import { DataTable, TextField } from 'react-admin';

/**
 * A list's text column the server does not sort on (a joined name, a free text), "—" where the
 * record has none.
 */
export const UnsortedTextCol = ({ source }: { source: string }) => (
  <DataTable.Col source={source} disableSort>
    <TextField source={source} emptyText="—" />
  </DataTable.Col>
);
