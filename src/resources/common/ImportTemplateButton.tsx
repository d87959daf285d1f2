import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import Papa from 'papaparse';
import { useLocaleState, useTranslate } from 'react-admin';
import { ASSET_IMPORT_COLUMNS, ASSET_TYPE_IMPORT_COLUMNS } from '../../../contract/import';
import type { ImportKind } from '../../providers/custom/import';

export const IMPORT_COLUMNS: Record<ImportKind, readonly string[]> = {
  assets: ASSET_IMPORT_COLUMNS,
  'asset-type': ASSET_TYPE_IMPORT_COLUMNS,
};

/**
 * The template: the header row (column names never translated: the server reads them) and one
 * example row in the user's language. French gets `;` and a BOM, as its spreadsheets expect.
 */
export function templateCsv(
  kind: ImportKind,
  locale: string,
  translate: (key: string) => string,
): string {
  const columns = IMPORT_COLUMNS[kind];
  const example = columns.map((c) => translate(`flotte.import.example.${kind}.${c}`));
  const delimiter = locale === 'fr' ? ';' : ',';
  return `\uFEFF${Papa.unparse([[...columns], example], { delimiter, newline: '\r\n' })}\r\n`;
}

export const ImportTemplateButton = ({ kind }: { kind: ImportKind }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const download = () => {
    const blob = new Blob([templateCsv(kind, locale, translate)], {
      type: 'text/csv;charset=utf-8',
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = translate(`flotte.import.template_file.${kind}`);
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button startIcon={<DownloadIcon />} onClick={download}>
      {translate('flotte.import.template')}
    </Button>
  );
};
