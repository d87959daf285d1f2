import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import PaymentsIcon from '@mui/icons-material/Payments';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  creditNoteCreate,
  paymentCreate,
  PAYMENT_METHODS,
  type Invoice,
} from '../../../contract/invoice';
import { DateInput } from '../../components/DateInput';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { formatMoney } from '../common/money';
import { MoneyInput } from '../common/MoneyInput';
import { saveFile } from '../common/saveFile';
import { errorMessage } from '../common/useNotifiedMutation';
import { fieldValidators } from '../common/zodValidators';
import { ActionDialog } from './ActionDialog';
import { previousMonth, text, today } from './formValues';

const paymentValidate = fieldValidators(paymentCreate, { reference: '' });
// A blank net is left out of the call: the credit note takes all that is not credited yet.
const creditValidate = fieldValidators(creditNoteCreate, { net: undefined });

/** The invoice's PDF (Factur-X) and XML, read with the session's token. */
export const InvoiceDownloads = () => {
  const record = useRecordContext<Invoice>();
  const dataProvider = useFlotteDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  const download = async (kind: 'pdf' | 'xml') => {
    try {
      saveFile(await dataProvider.getInvoiceFile(record.id, kind), `${record.number}.${kind}`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
      {(['pdf', 'xml'] as const).map((kind) => (
        <Button
          key={kind}
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() => void download(kind)}
          aria-label={translate(`flotte.invoices.download_${kind}_of`, { number: record.number })}
        >
          {translate(`flotte.invoices.download_${kind}`)}
        </Button>
      ))}
    </Stack>
  );
};

/** Records a payment against the invoice, at most what is due. */
export const RecordPaymentButton = () => {
  const record = useRecordContext<Invoice>();
  const dataProvider = useFlotteDataProvider();
  const [locale] = useLocaleState();
  if (!record || record.kind !== 'invoice' || record.due === 0) return null;
  return (
    <ActionDialog
      label="flotte.invoices.record_payment"
      icon={<PaymentsIcon />}
      confirm="flotte.invoices.payment_confirm"
      confirmOptions={(v) => ({
        amount: formatMoney(Number(v.amount), record.currency, locale),
        number: record.number,
      })}
      done="flotte.invoices.payment_done"
      defaultValues={{ amount: record.due, paid_on: today(), method: 'transfer', reference: '' }}
      run={(v) =>
        dataProvider.recordInvoicePayment(record.id, {
          amount: Number(v.amount),
          paid_on: text(v.paid_on),
          method: v.method as Exclude<(typeof PAYMENT_METHODS)[number], 'wallet'>,
          reference: text(v.reference).trim() || null,
        })
      }
    >
      <MoneyInput
        source="amount"
        label="flotte.invoices.amount"
        currency={record.currency}
        validate={paymentValidate.amount}
      />
      <DateInput
        source="paid_on"
        label="flotte.invoices.paid_on"
        validate={paymentValidate.paid_on}
      />
      <SelectInput
        source="method"
        label="flotte.invoices.method"
        choices={PAYMENT_METHODS.filter((m) => m !== 'wallet').map((id) => ({
          id,
          name: `flotte.invoices.methods.${id}`,
        }))}
        validate={paymentValidate.method}
      />
      <TextInput
        source="reference"
        label="flotte.invoices.reference"
        validate={paymentValidate.reference}
        helperText={false}
      />
    </ActionDialog>
  );
};

/** Issues a credit note (avoir) on the invoice: its net, by default all not credited yet. */
export const CreditNoteButton = () => {
  const record = useRecordContext<Invoice>();
  const dataProvider = useFlotteDataProvider();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  if (!record || record.kind !== 'invoice') return null;
  return (
    <ActionDialog
      label="flotte.invoices.credit_note"
      icon={<ReceiptLongIcon />}
      confirm="flotte.invoices.credit_confirm"
      confirmOptions={(v) => ({
        amount:
          typeof v.net === 'number'
            ? formatMoney(v.net, record.currency, locale)
            : translate('flotte.invoices.credit_rest'),
        number: record.number,
      })}
      done="flotte.invoices.credit_done"
      defaultValues={{ net: null, reason: '' }}
      run={(v) =>
        dataProvider.creditInvoice(record.id, {
          ...(typeof v.net === 'number' ? { net: v.net } : {}),
          reason: text(v.reason),
        })
      }
    >
      <MoneyInput
        source="net"
        label="flotte.invoices.credit_net"
        currency={record.currency}
        validate={creditValidate.net}
        helperText="flotte.invoices.credit_net_help"
      />
      <TextInput
        source="reason"
        label="flotte.invoices.reason"
        validate={creditValidate.reason}
        multiline
      />
    </ActionDialog>
  );
};

/** The accounting journal of a period, as the French CSV the server writes. */
export const AccountingExportButton = () => {
  const dataProvider = useFlotteDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const month = previousMonth();
  const [from, setFrom] = useState(`${month}-01`);
  const [to, setTo] = useState(today());
  const download = async () => {
    try {
      saveFile(await dataProvider.getAccountingCsv(from, to), `journal-${from}-${to}.csv`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        type="date"
        size="small"
        label={translate('flotte.invoices.export_from')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={translate('flotte.invoices.export_to')}
        value={to}
        onChange={(e) => setTo(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()}>
        {translate('flotte.invoices.accounting_export')}
      </Button>
    </Stack>
  );
};
