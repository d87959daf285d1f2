/**
 * "Virements" (issue 30, docs/money.md "Owners' payouts"): an owner's bank details, changed
 * with its password. Statements and batches are react-admin lists (src/resources/payouts).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Title, useNotify, useTranslate } from 'react-admin';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { errorMessage } from '../../resources/common/useNotifiedMutation';

const BankDetailsCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['bank-details'],
    queryFn: () => dataProvider.getBankDetails(),
  });
  const [form, setForm] = useState({ holder: '', iban: '', bic: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const field = (name: keyof typeof form, type = 'text') => ({
    id: `bank-${name}`,
    label: translate(`flotte.payouts.bank.${name}`),
    type,
    value: form[name],
    required: true,
    error: !!errors[name],
    helperText: errors[name] ? translate(errors[name]) : undefined,
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await dataProvider.updateBankDetails(form);
      setErrors({});
      setForm({ holder: '', iban: '', bic: '', password: '' });
      notify('flotte.payouts.bank.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['bank-details'] });
    } catch (error) {
      const details = (error as { body?: { details?: { path: string; message: string }[] } }).body
        ?.details;
      setErrors(Object.fromEntries((details ?? []).map((d) => [d.path, d.message])));
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Card>
      <CardContent component="form" onSubmit={(e) => void submit(e)}>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('flotte.payouts.bank.title')}
        </Typography>
        <Alert severity={data?.iban_masked ? 'info' : 'warning'} sx={{ mb: 2 }}>
          {data?.iban_masked
            ? translate('flotte.payouts.bank.current', {
                iban: data.iban_masked,
                bic: data.bic ?? '',
                holder: data.holder ?? '',
              })
            : translate('flotte.payouts.bank.none')}
        </Alert>
        <Stack gap={2} sx={{ maxWidth: 480 }}>
          <TextField {...field('holder')} />
          <TextField {...field('iban')} />
          <TextField {...field('bic')} />
          <TextField {...field('password', 'password')} autoComplete="current-password" />
          <Box>
            <Button type="submit" variant="contained">
              {translate('flotte.payouts.bank.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The owner's account, then the way to its statements (the `payout-statements` list). */
export const BankDetailsPage = () => {
  const translate = useTranslate();
  return (
    <Stack gap={2} sx={{ my: 2 }}>
      <Title title={translate('flotte.payouts.title')} />
      <BankDetailsCard />
      <Box>
        <Button component={Link} to="/payout-statements">
          {translate('flotte.payouts.statements.title')}
        </Button>
      </Box>
    </Stack>
  );
};
