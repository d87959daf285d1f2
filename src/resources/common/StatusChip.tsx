import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

const COLORS: Record<string, ChipProps['color']> = {
  available: 'success',
  pending: 'warning',
  assigned: 'info',
  dispatched: 'info',
  in_transit: 'primary',
  delivered: 'success',
  failed: 'error',
  cancelled: 'default',
  inactive: 'default',
  in_maintenance: 'warning',
  leased: 'secondary',
};

/** A record's status as a coloured chip, translated from `resources.<resource>.statuses`. */
export const StatusChip = ({
  source = 'status',
  resource,
}: Partial<FieldProps> & { resource: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value: unknown = record?.[source];
  if (typeof value !== 'string') return null;
  return (
    <Chip
      size="small"
      color={COLORS[value] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${value}`, { _: value })}
    />
  );
};

/** The choices of a status filter or select, translated by react-admin. */
export const statusChoices = (resource: string, statuses: readonly string[]) =>
  statuses.map((id) => ({ id, name: `resources.${resource}.statuses.${id}` }));

/**
 * A field showing the record's `source` as a chip coloured by `colors`, its text translated
 * from `<labels>.<value>` (read by screen readers, kept by exports); the `calm` value, if any,
 * is drawn outlined. Nothing without a value.
 */
export const recordChip =
  <S extends string>(
    source: string,
    colors: Record<S, ChipProps['color']>,
    labels: string,
    calm?: S,
  ) =>
  (_props: Partial<FieldProps>) => {
    const record = useRecordContext<Record<string, S | null | undefined>>();
    const translate = useTranslate();
    const value = record?.[source];
    if (!value) return null;
    return (
      <Chip
        size="small"
        color={colors[value]}
        variant={value === calm ? 'outlined' : 'filled'}
        label={translate(`${labels}.${value}`)}
      />
    );
  };

/** A recordChip of the record's `status`. */
export const recordStatusChip = <S extends string>(
  colors: Record<S, ChipProps['color']>,
  labels: string,
) => recordChip('status', colors, labels);

/**
 * A field showing whether the record is `active` as a chip with its text: the `active` key in
 * green, else the `inactive` key in `inactiveColor` (grey unless said).
 */
export const activeChip =
  ({
    active,
    inactive,
    inactiveColor = 'default',
  }: {
    active: string;
    inactive: string;
    inactiveColor?: ChipProps['color'];
  }) =>
  (_props: Partial<FieldProps>) => {
    const record = useRecordContext<{ active?: boolean }>();
    const translate = useTranslate();
    if (!record) return null;
    return (
      <Chip
        size="small"
        color={record.active ? 'success' : inactiveColor}
        label={translate(record.active ? active : inactive)}
      />
    );
  };
