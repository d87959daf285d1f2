import { Chip, Stack, Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import type { LeasePreference } from '../../../contract/lease';
import { activeChip } from '../common/StatusChip';
import { formatDay } from '../leases/days';

type Terms = Pick<
  LeasePreference,
  | 'asset_name'
  | 'asset_type_name'
  | 'min_days'
  | 'max_days'
  | 'available_from'
  | 'available_to'
  | 'regions'
>;

/** The texts of an offer's terms, shared by the owner's list and the lease market. */
export function useTermsText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return {
    /** "Camion bleu", or "Tout actif « Camionnette »" for an offer on a type. */
    target: (terms: Terms) =>
      terms.asset_name ?? translate('flotte.leases.any_of_type', { type: terms.asset_type_name }),
    duration: ({ min_days, max_days }: Terms) =>
      max_days === null
        ? translate('flotte.leases.duration_min', { smart_count: min_days })
        : translate('flotte.leases.duration_range', { min: min_days, max: max_days }),
    availability: ({ available_from, available_to }: Terms) => {
      const from = formatDay(available_from, locale);
      const to = formatDay(available_to, locale);
      if (from && to) return translate('flotte.leases.available_between', { from, to });
      if (from) return translate('flotte.leases.available_from', { from });
      if (to) return translate('flotte.leases.available_to', { to });
      return translate('flotte.leases.available_always');
    },
  };
}

type Texts = ReturnType<typeof useTermsText>;

const TermText = ({ pick }: { pick: (texts: Texts, terms: Terms) => string }) => {
  const record = useRecordContext<Terms>();
  const texts = useTermsText();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {pick(texts, record)}
    </Typography>
  );
};

export const OfferTargetField = (_props: FieldProps) => (
  <TermText pick={(texts, terms) => texts.target(terms)} />
);
export const DurationField = (_props: FieldProps) => (
  <TermText pick={(texts, terms) => texts.duration(terms)} />
);
export const AvailabilityField = (_props: FieldProps) => (
  <TermText pick={(texts, terms) => texts.availability(terms)} />
);

/** The regions as chips; none means anywhere. */
export const RegionsField = (_props: FieldProps) => {
  const record = useRecordContext<Terms>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.regions.length === 0) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {translate('flotte.leases.no_region')}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.regions.map((region) => (
        <Chip key={region} size="small" variant="outlined" label={region} />
      ))}
    </Stack>
  );
};

/** Published (on the market) or hidden. */
export const PublishedChip = activeChip({
  active: 'resources.lease-preferences.published',
  inactive: 'resources.lease-preferences.hidden',
});
