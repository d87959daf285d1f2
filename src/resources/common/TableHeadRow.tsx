import { TableCell, TableHead, TableRow } from '@mui/material';

/**
 * The head of a small hand-made table, a cell a column (`columns`: their names, translated); the
 * last `numbers` of them are right-aligned, as the figures under them are.
 */
export const TableHeadRow = ({ columns, numbers = 0 }: { columns: string[]; numbers?: number }) => (
  <TableHead>
    <TableRow>
      {columns.map((name, i) => (
        <TableCell key={name} align={i >= columns.length - numbers ? 'right' : undefined}>
          {name}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);
