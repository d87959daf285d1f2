/**
 * "Virements" (issue 30, docs/money.md "Owners' payouts"): an owner's bank details and payout
 * statements; the superadmin's statements and SEPA batches (build, approve, download, paid).
 * What each role sees follows the permission table (`bank-details`, `payout-batches`).
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useCanAccess, useLocale, useNotify, useTranslate } from 'react-admin';
import type { PayoutBatch, PayoutStatement } from '../../../contract/payouts';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { formatMoney } from '../../resources/common/money';
import { saveFile } from '../../resources/common/saveFile';
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

const StatementsCard = ({ showOwner }: { showOwner: boolean }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const { data } = useQuery({
    queryKey: ['payout-statements'],
    queryFn: () => dataProvider.getPayoutStatements(),
  });
  const money = (s: PayoutStatement, minor: number) => formatMoney(minor, s.currency, locale);
  const download = async (s: PayoutStatement) => {
    try {
      const blob = await dataProvider.getPayoutStatementPdf(s.id);
      saveFile(blob, translate('flotte.payouts.statements.file', { number: s.number }));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const t = (key: string) => translate(`flotte.payouts.statements.${key}`);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('title')}
        </Typography>
        {data?.data.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('number')}</TableCell>
                {showOwner ? <TableCell>{t('owner')}</TableCell> : null}
                <TableCell>{t('period')}</TableCell>
                <TableCell align="right">{t('net')}</TableCell>
                <TableCell align="right">{t('cod')}</TableCell>
                <TableCell align="right">{t('due')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.number}</TableCell>
                  {showOwner ? <TableCell>{s.owner_name}</TableCell> : null}
                  <TableCell>{s.period_start.slice(0, 7)}</TableCell>
                  <TableCell align="right">{money(s, s.net)}</TableCell>
                  <TableCell align="right">{money(s, s.cod_collected)}</TableCell>
                  <TableCell align="right">{money(s, s.amount_due)}</TableCell>
                  <TableCell>{t(`statuses.${s.status}`)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void download(s)}>
                      {t('download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

const BatchesCard = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ['payout-batches'],
    queryFn: () => dataProvider.getPayoutBatches(),
  });
  const t = (key: string) => translate(`flotte.payouts.batches.${key}`);
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) notify(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['payout-batches'] });
      await queryClient.invalidateQueries({ queryKey: ['payout-statements'] });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const download = (b: PayoutBatch) =>
    act(async () => saveFile(await dataProvider.getPayoutBatchFile(b.id), `${b.message_id}.xml`));
  return (
    <Card>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center">
          <Typography variant="h6" component="h2" gutterBottom>
            {t('title')}
          </Typography>
          <Button
            variant="contained"
            onClick={() =>
              void act(() => dataProvider.buildPayoutBatch(), 'flotte.payouts.batches.built')
            }
          >
            {t('build')}
          </Button>
        </Stack>
        {data?.data.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('created')}</TableCell>
                <TableCell align="right">{t('count')}</TableCell>
                <TableCell align="right">{t('total')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.data.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{new Date(b.created_at).toLocaleDateString(locale)}</TableCell>
                  <TableCell align="right">{b.count}</TableCell>
                  <TableCell align="right">{formatMoney(b.total, b.currency, locale)}</TableCell>
                  <TableCell>{t(`statuses.${b.status}`)}</TableCell>
                  <TableCell>
                    <Stack direction="row" gap={1}>
                      {b.status === 'draft' ? (
                        <Button
                          size="small"
                          onClick={() => void act(() => dataProvider.approvePayoutBatch(b.id))}
                        >
                          {t('approve')}
                        </Button>
                      ) : (
                        <Button size="small" onClick={() => void download(b)}>
                          {t('download')}
                        </Button>
                      )}
                      {b.status === 'approved' ? (
                        <Button
                          size="small"
                          onClick={() =>
                            void act(
                              () => dataProvider.markPayoutBatchPaid(b.id),
                              'flotte.payouts.batches.marked',
                            )
                          }
                        >
                          {t('paid')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

export const PayoutsPage = () => {
  const translate = useTranslate();
  const { canAccess: ownsAccount } = useCanAccess({ resource: 'bank-details', action: 'edit' });
  const { canAccess: paysBatches } = useCanAccess({ resource: 'payout-batches', action: 'list' });
  return (
    <Stack gap={2} sx={{ my: 2 }}>
      <Title title={translate('flotte.payouts.title')} />
      {ownsAccount ? <BankDetailsCard /> : null}
      {paysBatches ? <BatchesCard /> : null}
      <StatementsCard showOwner={!ownsAccount} />
    </Stack>
  );
};
