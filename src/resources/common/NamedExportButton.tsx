import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import {
  Button,
  downloadCSV,
  useListContext,
  useLocaleState,
  useNotify,
  useTranslate,
  type ButtonProps,
  type RaRecord,
} from 'react-admin';
import { useAuthState } from '../../providers/store';
import { appAddress } from './appAddress';
import { toPeopleCsv } from './exporter';
import { exportRows } from './exportRows';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The export every list uses: a CSV a person can read (`toPeopleCsv`), named after the list
 * in the user's language. Dates are written in the business's time zone for its staff (its
 * settings, read when exporting), in the browser's for the operators and owners.
 */
function usePeopleExporter() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const role = useAuthState().user?.role;
  return async (records: RaRecord[], resource: string) => {
    let timeZone = browserTimeZone();
    if (role === 'business' || role === 'b2b') {
      timeZone = await dataProvider
        .getBusinessSettings()
        .then((settings) => settings.timezone || timeZone)
        .catch(() => timeZone);
    }
    const csv = toPeopleCsv(records, {
      resource,
      locale,
      translate,
      timeZone,
      appUrl: appAddress(),
    });
    downloadCSV(csv, translate(`resources.${resource}.name`, { smart_count: 2, _: resource }));
  };
}

/**
 * The list's export: every row its filter selects, read page after page in the list's order
 * (exportRows.ts); past EXPORT_MAX_ROWS the file holds the first rows and a warning says how
 * many of how many, so a partial file never passes for the whole list.
 *
 * Named on small screens too: there the button shrinks to an icon, and the disabled icon (an
 * empty list) loses its label (axe's critical `button-name`) and its tooltip: that icon keeps
 * its name as its `title`.
 */
export const NamedExportButton = ({
  label = 'ra.action.export',
  ...props
}: Omit<ButtonProps, 'label'> & { label?: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const exporter = usePeopleExporter();
  const dataProvider = useFlotteDataProvider();
  const { filter, filterValues, resource, sort, total } = useListContext();
  const [busy, setBusy] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = translate(label);
  const disabled = props.disabled ?? (total === 0 || busy);
  const exportList = async () => {
    setBusy(true);
    try {
      const found = await exportRows((page, perPage) =>
        dataProvider.getList(resource, {
          sort,
          filter: filter ? { ...filterValues, ...filter } : filterValues,
          pagination: { page, perPage },
        }),
      );
      await exporter(found.rows, resource);
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
    } catch (error) {
      console.error(error);
      notify('ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      aria-label={name}
      label={label}
      onClick={() => void exportList()}
      {...(phone && disabled ? { title: name } : {})}
      {...props}
      disabled={disabled}
    >
      <DownloadIcon />
    </Button>
  );
};
