import { Chip } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** A B2B client's state: active, or not (waiting or suspended). */
export const ActiveField = (_props: FieldProps) => {
  const record = useRecordContext<{ active?: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={record.active ? 'success' : 'default'}
      label={translate(
        record.active ? 'resources.b2b-clients.active' : 'resources.b2b-clients.inactive',
      )}
    />
  );
};
