import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/GetApp';
import { useState } from 'react';
import { Button, useListContext, useNotify, useTranslate, type ButtonProps } from 'react-admin';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useExportFile, type ExportFile } from './useExportFile';

/**
 * An export button: `ExportFile` on click, disabled while it runs. Named on small screens
 * too: there the button shrinks to an icon, and the disabled icon (an empty list) loses its
 * label (axe's critical `button-name`) and its tooltip: that icon keeps its name as its `title`.
 */
export const ExportFileButton = ({
  file,
  label = 'ra.action.export',
  empty = false,
  ...props
}: Omit<ButtonProps, 'label'> & { file: () => ExportFile; label?: string; empty?: boolean }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const exportFile = useExportFile();
  const [busy, setBusy] = useState(false);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = translate(label);
  const disabled = props.disabled ?? (empty || busy);
  const run = async () => {
    setBusy(true);
    try {
      await exportFile(file());
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
      onClick={() => void run()}
      {...(phone && disabled ? { title: name } : {})}
      {...props}
      disabled={disabled}
    >
      <DownloadIcon />
    </Button>
  );
};

/** A react-admin list's export: every row of its filters, in its sort (ExportFileButton). */
export const NamedExportButton = (props: Omit<ButtonProps, 'label'> & { label?: string }) => {
  const dataProvider = useFlotteDataProvider();
  const { filter, filterValues, resource, sort, total } = useListContext();
  return (
    <ExportFileButton
      {...props}
      empty={total === 0}
      file={() => ({
        resource,
        fetchPage: (page, perPage) =>
          dataProvider.getList(resource, {
            sort,
            filter: filter ? { ...filterValues, ...filter } : filterValues,
            pagination: { page, perPage },
          }),
      })}
    />
  );
};
