import { useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type FieldProps,
} from 'react-admin';
import { formatMoney, minorUnitDigits, toMinor } from '../common/money';
import { useFlotteDataProvider } from '../common/useFlotteDataProvider';

/**
 * The superadmin's wallet of one business: its metrics (GET /superadmin/business/{id}/
 * wallet-metrics) and a top-up (amount in major units + reference, confirmed first).
 */
const WalletDialog = ({
  businessId,
  businessName,
  onClose,
}: {
  businessId: string;
  businessName: string;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const metrics = useQuery({
    queryKey: ['wallet-metrics', businessId],
    queryFn: () => dataProvider.getWalletMetrics(businessId),
  });
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [confirming, setConfirming] = useState(false);
  const currency = metrics.data?.currency ?? 'EUR';
  const major = Number(amount.replace(',', '.'));
  const minor = Number.isFinite(major) && major > 0 ? toMinor(major, currency) : 0;
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
      void queryClient.invalidateQueries({ queryKey: ['wallet-metrics', businessId] });
    },
    onError: (error) =>
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      }),
  });
  const money = (value: number) => formatMoney(value, currency, locale);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="wallet-title">
      <DialogTitle id="wallet-title">
        {translate('flotte.wallet.title', { name: businessName })}
      </DialogTitle>
      <DialogContent>
        {metrics.error ? <Alert severity="error">{translate(metrics.error.message)}</Alert> : null}
        {metrics.data ? (
          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            {(
              [
                ['balance', money(metrics.data.balance)],
                ['total_credited', money(metrics.data.total_credited)],
                ['total_debited', money(metrics.data.total_debited)],
                ['transaction_count', String(metrics.data.transaction_count)],
              ] as const
            ).map(([key, value]) => (
              <Box key={key}>
                <Typography variant="caption" color="text.secondary">
                  {translate(`flotte.wallet.${key}`)}
                </Typography>
                <Typography variant="h6" component="p" data-testid={`wallet-${key}`}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Stack>
        ) : null}
        <Typography variant="subtitle1" component="h3">
          {translate('flotte.wallet.top_up')}
        </Typography>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <MuiTextField
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
          <MuiTextField
            label={translate('flotte.wallet.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.close')}</MuiButton>
        <MuiButton
          variant="contained"
          disabled={minor <= 0 || topUp.isPending || !metrics.data}
          onClick={() => setConfirming(true)}
        >
          {translate('flotte.wallet.top_up')}
        </MuiButton>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        loading={topUp.isPending}
        title="flotte.wallet.confirm_title"
        content="flotte.wallet.confirm_content"
        translateOptions={{ amount: money(minor), name: businessName }}
        onConfirm={() => {
          setConfirming(false);
          topUp.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};

/** A list cell: opens the business's wallet (superadmin only: the list adds it for them). */
export const BusinessWalletButton = (_props: FieldProps) => {
  const record = useRecordContext<{ id: string; name: string }>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button label="flotte.wallet.open" onClick={() => setOpen(true)} />
      {open ? (
        <WalletDialog
          businessId={String(record.id)}
          businessName={record.name}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
};
