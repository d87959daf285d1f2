import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Confirm,
  Form,
  TextInput,
  useLocaleState,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';
import { topUp as topUpSchema } from '../../../../contract/wallet';
import { formatMoney } from '../../common/money';
import { MoneyInput } from '../../common/MoneyInput';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { fieldValidators } from '../../common/zodValidators';
import { walletKeys } from './keys';

const validate = fieldValidators(topUpSchema);

/**
 * A top-up: the amount typed in major units the French way (50,00 €) is sent in minor units
 * (5000), with an optional reference, after a confirmation naming the amount and the business.
 * An amount the form cannot read is refused there, before anything is sent. The metrics, the
 * chart and the ledger are then re-read.
 */
export const TopUp = ({
  businessId,
  businessName,
  currency,
}: {
  businessId: Identifier;
  businessName: string;
  currency: string;
}) => {
  const translate = useTranslate();
  const [pending, setPending] = useState<{ amount: number; reference?: string } | null>(null);
  return (
    <Form
      onSubmit={(values: FieldValues) => {
        const reference = typeof values.reference === 'string' ? values.reference.trim() : '';
        setPending({ amount: values.amount as number, ...(reference ? { reference } : {}) });
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <MoneyInput
          source="amount"
          label="flotte.wallet.amount"
          currency={currency}
          validate={validate.amount}
          helperText="flotte.wallet.amount_help"
        />
        <TextInput
          source="reference"
          label="flotte.wallet.reference"
          validate={validate.reference}
          helperText={false}
        />
        <div>
          <Button type="submit" variant="contained">
            {translate('flotte.wallet.top_up')}
          </Button>
        </div>
      </Stack>
      <ConfirmTopUp
        businessId={businessId}
        businessName={businessName}
        currency={currency}
        pending={pending}
        onClose={() => setPending(null)}
      />
    </Form>
  );
};

/** The confirmation, then the credit; the form empties once it is done. */
const ConfirmTopUp = ({
  businessId,
  businessName,
  currency,
  pending,
  onClose,
}: {
  businessId: Identifier;
  businessName: string;
  currency: string;
  pending: { amount: number; reference?: string } | null;
  onClose: () => void;
}) => {
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const form = useFormContext();
  const topUp = useMutation({
    mutationFn: (body: { amount: number; reference?: string }) =>
      dataProvider.topUpWallet(businessId, body),
    onSuccess: () => {
      notify('flotte.wallet.top_up_done', { type: 'success' });
      form.reset({ amount: null, reference: '' });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(businessId) });
    },
    onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <Confirm
      isOpen={pending !== null}
      loading={topUp.isPending}
      title="flotte.wallet.confirm_title"
      content="flotte.wallet.confirm_content"
      confirm="flotte.wallet.confirm_button"
      cancel="flotte.wallet.cancel_button"
      translateOptions={{
        amount: pending ? formatMoney(pending.amount, currency, locale) : '',
        name: businessName,
      }}
      onConfirm={() => {
        if (pending) topUp.mutate(pending);
        onClose();
      }}
      onClose={onClose}
    />
  );
};
