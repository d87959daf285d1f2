import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { saveFile } from './saveFile';
import { errorMessage } from './useNotifiedMutation';

/**
 * A list's rows as CSV written by the server (formula-safe cells, contract/csv-cell.ts),
 * downloaded with the list's filters and order: `fetchCsv` calls the export route with them,
 * `fileName` names the file from them, `label` is the button's catalog key.
 */
export const ServerCsvButton = ({
  fetchCsv,
  fileName,
  label,
}: {
  fetchCsv: (params: Record<string, string>) => Promise<string>;
  fileName: (params: Record<string, string>) => string;
  label: string;
}) => {
  const { filterValues, sort } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const download = async () => {
    try {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(filterValues)) {
        if (typeof value === 'string' && value) params[key] = value;
      }
      // react-admin's `id` is no order of the API's: the list's own default applies.
      if (sort.field && sort.field !== 'id') {
        params.sort = sort.field;
        params.order = sort.order.toLowerCase();
      }
      const csv = await fetchCsv(params);
      saveFile(new Blob([csv], { type: 'text/csv' }), fileName(params));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={() => void download()}>
      {translate(label)}
    </Button>
  );
};
