import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Confirm, useLocaleState, useNotify, useTranslate, type Identifier } from 'react-admin';
import { formatMoney, minorUnitDigits, toMinor } from '../../common/money';
import { useFlotteDataProvider } from '../../common/useFlotteDataProvider';
import { walletKeys } from './keys';

/**
 * A top-up: the amount typed in major units (50,00 €) is sent in minor units (5000), with an
 * optional reference, after a confirmation naming the amount and the business. The metrics,
 * the chart and the ledger are then re-read.
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
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const major = Number(amount.replace(',', '.'));
  const minor = amount.trim() && Number.isFinite(major) && major > 0 ? toMinor(major, currency) : 0;
  const topUp = useMutation({
    mutationFn: () =>
      dataProvider.topUpWallet(businessId, {
        amount: minor,
        ...(reference.trim() ? { reference: reference.trim() } : {}),
      }),
    onSuccess: () => {
      notify('flotte.wallet.top_up_done', { type: 'success' });
      setAmount('');
      setReference('');
      void queryClient.invalidateQueries({ queryKey: walletKeys.all(businessId) });
    },
    onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (minor > 0) setConfirming(true);
  };
  return (
    <Stack component="form" onSubmit={submit} spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        label={translate('flotte.wallet.amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        type="number"
        slotProps={{
          htmlInput: { min: 0, step: minorUnitDigits(currency) === 0 ? 1 : 0.01 },
        }}
        helperText={translate('flotte.wallet.amount_help', { currency })}
        required
      />
      <TextField
        label={translate('flotte.wallet.reference')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <div>
        <Button type="submit" variant="contained" disabled={minor <= 0 || topUp.isPending}>
          {translate('flotte.wallet.top_up')}
        </Button>
      </div>
      <Confirm
        isOpen={confirming}
        loading={topUp.isPending}
        title="flotte.wallet.confirm_title"
        content="flotte.wallet.confirm_content"
        translateOptions={{ amount: formatMoney(minor, currency, locale), name: businessName }}
        onConfirm={() => {
          setConfirming(false);
          topUp.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
