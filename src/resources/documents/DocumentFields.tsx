import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { Document, DocumentDueLevel } from '../../../contract/documents';
import { recordChip } from '../common/StatusChip';

const COLORS: Record<DocumentDueLevel, 'error' | 'warning' | 'success'> = {
  expired: 'error',
  expiring: 'warning',
  valid: 'success',
};

/** The document's due level as a coloured chip (a renewed document shows none). */
export const DocumentDueChip = recordChip(
  'due_level',
  COLORS,
  'flotte.compliance.due_levels',
  'valid',
);

/** The kind's name in the user's language (the built-in ones), else as the superadmin named it. */
export const KindName = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<Document>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <span>{translate(`flotte.compliance.kinds.${record.kind_code}`, { _: record.kind_name })}</span>
  );
};

/** The asset's or the driver's name. */
export const SubjectName = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<Document>();
  return <span>{record?.asset_name ?? record?.driver_name ?? ''}</span>;
};

export const dueLevelChoices = (['expired', 'expiring', 'valid'] as const).map((id) => ({
  id,
  name: `flotte.compliance.due_levels.${id}`,
}));
