import { Stack, Typography, type ChipProps } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import {
  dueLevels,
  maintenanceKinds,
  maintenanceStatuses,
  type Maintenance,
} from '../../../contract/maintenance';
import { formatMoney } from '../common/money';
import { recordChip, recordStatusChip } from '../common/StatusChip';
import { dueSentences } from './dueText';

const choices = (group: string, ids: readonly string[]) =>
  ids.map((id) => ({ id, name: `resources.maintenance.${group}.${id}` }));

/** Select and filter choices; labels are catalog keys react-admin translates. */
export const kindChoices = choices('kinds', maintenanceKinds);
export const statusChoices = choices('statuses', maintenanceStatuses);
export const dueLevelChoices = choices('due_levels', dueLevels);

const STATUS_COLORS: Record<Maintenance['status'], ChipProps['color']> = {
  scheduled: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'default',
};

const DUE_COLORS: Record<NonNullable<Maintenance['due_level']>, ChipProps['color']> = {
  upcoming: 'default',
  due_soon: 'warning',
  overdue: 'error',
};

/** The status as a coloured chip with its text (colour is never the only signal). */
export const MaintenanceStatusChip = recordStatusChip(
  STATUS_COLORS,
  'resources.maintenance.statuses',
);

/** How due scheduled work is: overdue, due soon, upcoming; nothing once done. */
export const DueLevelChip = recordChip(
  'due_level',
  DUE_COLORS,
  'resources.maintenance.due_levels',
  'upcoming',
);

export const KindField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<Maintenance>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.maintenance.kinds.${record.kind}`)}</span>;
};

/** "every 90 days or 10 000 km", or "No". */
export const RepeatField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<Maintenance>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const days = record.repeat_every_days
    ? translate('flotte.maintenance.repeat.days', { smart_count: record.repeat_every_days })
    : null;
  const km = record.repeat_every_km
    ? translate('flotte.maintenance.repeat.km', {
        km: new Intl.NumberFormat(locale).format(record.repeat_every_km),
      })
    : null;
  if (days && km) return <span>{translate('flotte.maintenance.repeat.both', { days, km })}</span>;
  return <span>{days ?? km ?? translate('flotte.maintenance.repeat.none')}</span>;
};

/** The due level and why, in sentences ("Due in 3 days…", "420 km overdue…"). */
export const DueExplanation = ({ compact }: { compact?: boolean }) => {
  const record = useRecordContext<Maintenance>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record?.due_level) return null;
  const sentences = dueSentences(record, translate, locale);
  if (compact) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {sentences.join(' ')}
      </Typography>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <DueLevelChip />
      {sentences.map((sentence) => (
        <Typography key={sentence} variant="body2">
          {sentence}
        </Typography>
      ))}
    </Stack>
  );
};

/** The cost in its currency (the estimate until completed), or "—". */
export const CostField = (_props: Partial<FieldProps>) => {
  const record = useRecordContext<Maintenance>();
  const [locale] = useLocaleState();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {record.cost == null ? '—' : formatMoney(record.cost, record.currency, locale)}
    </Typography>
  );
};

/** A whole number in the app's language (12 500), or "—". */
export const CountField = ({ source }: FieldProps) => {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value: unknown = source ? record?.[source] : undefined;
  return (
    <Typography component="span" variant="body2">
      {typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : '—'}
    </Typography>
  );
};
