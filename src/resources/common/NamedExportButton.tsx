import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { ExportButton, useListContext, useTranslate, type ExportButtonProps } from 'react-admin';

/**
 * react-admin's `ExportButton`, named on small screens too: there it shrinks to an icon, and
 * the disabled icon (an empty list) loses its label (axe's critical `button-name`) and its
 * tooltip: that icon keeps its name as its `title`.
 */
export const NamedExportButton = (props: ExportButtonProps) => {
  const translate = useTranslate();
  const { total } = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const name = translate(props.label ?? 'ra.action.export');
  const disabled = props.disabled ?? total === 0;
  return (
    <ExportButton aria-label={name} {...(phone && disabled ? { title: name } : {})} {...props} />
  );
};
