import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPreview, ImportRowError } from '../../../contract/import';
import { TableHeadRow } from './TableHeadRow';

/** Rows shown in the preview: enough to recognise the file, cheap to draw. */
const SHOWN_ROWS = 50;

/** Each problem as the user reads it: row number, column (translated), message. */
export const ImportErrorTable = ({ errors }: { errors: ImportRowError[] }) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxHeight: 280 }}>
      <Table size="small" stickyHeader aria-label={translate('flotte.import.errors_title')}>
        <TableHeadRow
          columns={[
            translate('flotte.import.row'),
            translate('flotte.import.column'),
            translate('flotte.import.problem'),
          ]}
        />
        <TableBody>
          {errors.map((e, i) => (
            <TableRow key={`${e.row}-${e.field}-${e.code}-${i}`}>
              <TableCell>{e.row}</TableCell>
              <TableCell>
                {e.field
                  ? translate(`flotte.import.columns.${e.field}`, { _: e.field })
                  : translate('flotte.import.whole_row')}
              </TableCell>
              <TableCell>{translate(`flotte.import.errors.${e.code}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** The file's first rows as read by the server, rows with an error marked. */
export const ImportRowsTable = ({ preview }: { preview: ImportPreview }) => {
  const translate = useTranslate();
  const bad = new Set(preview.errors.map((e) => e.row));
  const shown = preview.rows.slice(0, SHOWN_ROWS);
  const more = preview.rows.length - shown.length;
  return (
    <Box>
      <TableContainer sx={{ maxHeight: 320, overflowX: 'auto' }}>
        <Table size="small" stickyHeader aria-label={translate('flotte.import.rows_title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('flotte.import.row')}</TableCell>
              {preview.columns.map((c) => (
                <TableCell key={c}>{translate(`flotte.import.columns.${c}`, { _: c })}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow
                key={r.row}
                sx={bad.has(r.row) ? { bgcolor: 'action.selected' } : undefined}
              >
                <TableCell>{r.row}</TableCell>
                {preview.columns.map((c) => (
                  <TableCell key={c}>{r.values[c] ?? ''}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('flotte.import.more_rows', { smart_count: more })}
        </Typography>
      ) : null}
    </Box>
  );
};
