import { downloadCSV, useLocaleState, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { useAuthState } from '../../providers/store';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { appAddress } from './appAddress';
import { toPeopleCsv, type ExportOptions } from './exporter';
import { exportRows, type ListPage } from './exportRows';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export interface ExportFile {
  /** Names the file and its columns (`resources.<resource>.*`). */
  resource: string;
  /** One page of the list as it is filtered and sorted on the screen. */
  fetchPage: (page: number, perPage: number) => Promise<ListPage>;
  /** Where the coded values of other catalogs are worded (ExportOptions.codes). */
  codes?: ExportOptions['codes'];
}

/**
 * Downloads a list as a CSV a person can read (`toPeopleCsv`), named after the list in the
 * user's language: every row its filters select (exportRows.ts); past EXPORT_MAX_ROWS the file
 * holds the first rows and a warning says how many of how many, so a partial file never passes
 * for the whole list. Dates are written in the business's time zone for its staff (its
 * settings, read when exporting), in the browser's for the operators and owners.
 */
export function useExportFile() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const role = useAuthState().user?.role;
  return async ({ resource, fetchPage, codes }: ExportFile) => {
    const found = await exportRows(fetchPage);
    let timeZone = browserTimeZone();
    if (role === 'business' || role === 'b2b') {
      timeZone = await dataProvider
        .getBusinessSettings()
        .then((settings) => settings.timezone || timeZone)
        .catch(() => timeZone);
    }
    const rows: RaRecord[] = found.rows;
    const csv = toPeopleCsv(rows, {
      resource,
      locale,
      translate,
      timeZone,
      appUrl: appAddress(),
      codes,
    });
    downloadCSV(csv, translate(`resources.${resource}.name`, { smart_count: 2, _: resource }));
    if (!found.complete) {
      const count = (n: number) => n.toLocaleString(locale);
      notify('flotte.exports.partial', {
        type: 'warning',
        messageArgs: {
          count: count(found.rows.length),
          total: `${count(found.total)}${found.lowerBound ? '+' : ''}`,
        },
      });
    }
  };
}
