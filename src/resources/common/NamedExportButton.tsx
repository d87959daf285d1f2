import { ExportButton, useTranslate, type ExportButtonProps } from 'react-admin';

/**
 * react-admin's `ExportButton`, named on small screens too: there it shrinks to an icon, and
 * the disabled icon (an empty list) loses its label (axe's critical `button-name`).
 */
export const NamedExportButton = (props: ExportButtonProps) => {
  const translate = useTranslate();
  return <ExportButton aria-label={translate(props.label ?? 'ra.action.export')} {...props} />;
};
