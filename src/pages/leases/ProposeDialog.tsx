import { useMemo, useState } from 'react';
import { Alert, Button, Grid, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import {
  Form,
  SaveButton,
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { TitledDialog } from '../../components/TitledDialog';
import { DateInput } from '../../components/DateInput';
import { leaseCreate, type LeasePreference } from '../../../contract/lease';
import { dayOf, formatDay, today } from '../../resources/leases/days';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { fieldValidator } from '../../resources/common/zodValidators';
import { requiredChoice } from '../../resources/lease-preferences/preferenceForm';
import { codeOf, leaseErrorMessage } from '../../resources/leases/leaseErrors';
import { firstCharge } from '../../resources/leases/charges';
import { ChargeSummary } from './ChargeSummary';
import { dateValidators, offerAssets, toLeaseBody } from './proposal';
import { useTermsText } from '../../resources/lease-preferences/TermsFields';
import { useRateText } from '../../resources/leases/LeaseFields';

const t = (key: string) => `flotte.lease_market.${key}`;
const validateNotes = fieldValidator(leaseCreate.shape.notes);

interface FailedCall {
  body?: { errors?: unknown };
}
const fieldErrorsOf = (error: unknown) => {
  const errors = (error as FailedCall | null)?.body?.errors;
  return typeof errors === 'object' && errors !== null && Object.keys(errors).length > 0
    ? (errors as Record<string, string>)
    : undefined;
};

/** The terms the dates must fit, above the form. */
const OfferTerms = ({ offer }: { offer: LeasePreference }) => {
  const translate = useTranslate();
  const texts = useTermsText();
  const rateText = useRateText();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      {[rateText(offer), texts.duration(offer), texts.availability(offer)].join(' · ')}
      {offer.regions.length > 0
        ? ` · ${translate(t('regions_list'), { regions: offer.regions.join(', ') })}`
        : ''}
    </Typography>
  );
};

/** The dates' inputs, bounded by the offer (the native picker greys out the rest). */
const DateInputs = ({ offer }: { offer: LeasePreference }) => {
  const [locale] = useLocaleState();
  const validators = useMemo(
    () => dateValidators(offer, (day) => formatDay(day, locale)),
    [offer, locale],
  );
  const start = dayOf(useWatch({ name: 'start_date' }) as string | null);
  const from = dayOf(offer.available_from);
  const min = from && from > today() ? from : today();
  const max = dayOf(offer.available_to) ?? undefined;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          source="start_date"
          label={t('start_date')}
          validate={validators.start_date}
          helperText={t('dates_help')}
          slotProps={{ htmlInput: { min, max } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DateInput
          source="end_date"
          label={t('end_date')}
          validate={validators.end_date}
          slotProps={{ htmlInput: { min: start ?? min, max } }}
        />
      </Grid>
    </>
  );
};

/**
 * A business proposes a lease on an offer: the asset (for an offer on a type, one of the
 * owner's available assets of that type), dates within the terms, a message; it is told what
 * the owner's acceptance will debit (the first period and the deposit) against its wallet.
 * POST /leases; field errors land on their inputs, other refusals are said in the dialog.
 * Proposing debits nothing: on success the new lease's page opens, pending.
 */
export const ProposeDialog = ({
  offer,
  onClose,
}: {
  offer: LeasePreference;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const wallet = useQuery({ queryKey: ['wallet'], queryFn: () => dataProvider.getWallet() });
  const [refusal, setRefusal] = useState<string>();
  // The server refuses a proposal the wallet could not pay at acceptance: not offered.
  const cannotPay =
    wallet.data !== undefined &&
    (wallet.data.currency !== offer.currency || wallet.data.balance < firstCharge(offer).total);
  const assets = offerAssets(offer);
  const choices = assets.map((a) => ({
    id: a.id,
    name: a.registration ? `${a.name} (${a.registration})` : a.name,
  }));

  const submit = async (values: Record<string, unknown>) => {
    setRefusal(undefined);
    try {
      const lease = await dataProvider.proposeLease(toLeaseBody(offer, values));
      notify(t('sent'), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['leases'] });
      onClose();
      redirect('show', 'leases', lease.id);
      return undefined;
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) return fields;
      const message = leaseErrorMessage(error, 'lessee');
      if (codeOf(error) === 'asset_unavailable') {
        // Taken since the market was read: the offers are read again.
        void queryClient.invalidateQueries({ queryKey: ['lease-preferences'] });
        return { asset_id: message };
      }
      setRefusal(message);
      return undefined;
    }
  };

  return (
    <TitledDialog
      onClose={onClose}
      form={(frame) => (
        <Form
          onSubmit={submit}
          noValidate
          defaultValues={{ asset_id: choices.length === 1 ? choices[0]?.id : undefined }}
        >
          {frame}
        </Form>
      )}
      title={translate(t('propose_title'), { owner: offer.owner_name })}
      actions={
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton
            label={t('send')}
            icon={<SendIcon />}
            alwaysEnable={!cannotPay}
            disabled={cannotPay}
          />
        </>
      }
    >
      <OfferTerms offer={offer} />
      <Grid container columnSpacing={2}>
        <Grid size={12}>
          <SelectInput
            source="asset_id"
            label={t('asset')}
            choices={choices}
            validate={requiredChoice}
            helperText={t('asset_help')}
            translateChoice={false}
          />
        </Grid>
        <DateInputs offer={offer} />
        <Grid size={12}>
          <TextInput
            source="notes"
            label={t('notes_label')}
            validate={validateNotes}
            multiline
            minRows={2}
          />
        </Grid>
      </Grid>
      <ChargeSummary offer={offer} wallet={wallet.data} />
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {translate(refusal)}
        </Alert>
      ) : null}
    </TitledDialog>
  );
};
