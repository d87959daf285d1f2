import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import {
  downloadCSV,
  ExportButton,
  useListContext,
  useLocaleState,
  useTranslate,
  type Exporter,
  type ExportButtonProps,
} from 'react-admin';
import { useAuthState } from '../../providers/store';
import { toPeopleCsv } from './exporter';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The export every list uses: a CSV a person can read (`toPeopleCsv`), named after the list
 * in the user's language. Dates are written in the business's time zone for its staff (its
 * settings, read when exporting), in the browser's for the operators and owners.
 */
function usePeopleExporter(): Exporter {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const role = useAuthState().user?.role;
  return async (records, _fetchRelated, _dataProvider, resource = '') => {
    let timeZone = browserTimeZone();
    if (role === 'business' || role === 'b2b') {
      timeZone = await dataProvider
        .getBusinessSettings()
        .then((settings) => settings.timezone || timeZone)
        .catch(() => timeZone);
    }
    const csv = toPeopleCsv(records, { resource, locale, translate, timeZone });
    downloadCSV(csv, translate(`resources.${resource}.name`, { smart_count: 2, _: resource }));
  };
}

/**
 * react-admin's `ExportButton` with the people's exporter, named on small screens too: there it
 * shrinks to an icon, and the disabled icon (an empty list) loses its label (axe's critical
 * `button-name`) and its tooltip: that icon keeps its name as its `title`.
 */
export const NamedExportButton = (props: ExportButtonProps) => {
  const translate = useTranslate();
  const exporter = usePeopleExporter();
  const { total } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = translate(props.label ?? 'ra.action.export');
  const disabled = props.disabled ?? total === 0;
  return (
    <ExportButton
      aria-label={name}
      exporter={exporter}
      {...(phone && disabled ? { title: name } : {})}
      {...props}
    />
  );
};
