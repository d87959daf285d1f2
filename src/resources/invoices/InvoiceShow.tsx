import { Stack, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import {
  Show,
  TextField,
  TopToolbar,
  useCanAccess,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Invoice } from '../../../contract/invoice';
import { LocaleDateField } from '../common/LocaleDateField';
import { MoneyField } from '../common/MoneyField';
import { formatMoney } from '../common/money';
import { ScrollingTable } from '../common/ScrollingTable';
import { FieldCell, ShowSection } from '../common/ShowSection';
import { CreditNoteButton, InvoiceDownloads, RecordPaymentButton } from './InvoiceActions';
import { InvoiceKindField, InvoiceStatusChip } from './InvoiceFields';

/** The files for everyone who reads it; a payment and a credit note for the superadmin. */
const InvoiceShowActions = () => {
  const { canAccess: pays = false } = useCanAccess({ resource: 'invoices', action: 'pay' });
  const { canAccess: credits = false } = useCanAccess({ resource: 'invoices', action: 'credit' });
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <InvoiceDownloads />
      {pays ? <RecordPaymentButton /> : null}
      {credits ? <CreditNoteButton /> : null}
    </TopToolbar>
  );
};

/** The invoice's lines and payments, in its currency; each table scrolls on a phone. */
const InvoiceTables = () => {
  const record = useRecordContext<Invoice>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const money = (minor: number) => formatMoney(minor, record.currency, locale);
  const t = (key: string) => translate(`flotte.invoices.${key}`);
  return (
    <>
      <ShowSection title="flotte.invoices.lines">
        <ScrollingTable label={t('lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('description')}</TableCell>
              <TableCell align="right">{t('quantity')}</TableCell>
              <TableCell align="right">{t('unit_price')}</TableCell>
              <TableCell align="right">{t('net')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.lines.map((line) => (
              <TableRow key={line.position}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right">{money(line.unit_price)}</TableCell>
                <TableCell align="right">{money(line.net)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      </ShowSection>
      {record.kind === 'invoice' ? (
        <ShowSection title="flotte.invoices.payments">
          {record.payments.length === 0 ? (
            t('no_payment')
          ) : (
            <ScrollingTable label={t('payments')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('paid_on')}</TableCell>
                  <TableCell>{t('method')}</TableCell>
                  <TableCell>{t('reference')}</TableCell>
                  <TableCell align="right">{t('amount')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.payments.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell>{new Date(p.paid_on).toLocaleDateString(locale)}</TableCell>
                    <TableCell>{t(`methods.${p.method}`)}</TableCell>
                    <TableCell>{p.reference ?? '—'}</TableCell>
                    <TableCell align="right">{money(p.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollingTable>
          )}
        </ShowSection>
      ) : null}
    </>
  );
};

/** One invoice or credit note: its parties' month, totals, status, lines and payments. */
export const InvoiceShow = () => (
  <Show actions={<InvoiceShowActions />}>
    <Stack sx={{ p: 2 }}>
      <ShowSection title="flotte.invoices.summary" grid plain>
        <FieldCell source="number" />
        <FieldCell source="kind" field={InvoiceKindField} />
        <FieldCell source="status" field={InvoiceStatusChip} />
        <FieldCell source="business_name" field={TextField} />
        <FieldCell source="credited_invoice_number" emptyText="—" />
        <FieldCell source="issue_date" field={LocaleDateField} />
        <FieldCell source="due_date" field={LocaleDateField} />
        <FieldCell source="period_start" field={LocaleDateField} emptyText="—" />
        <FieldCell source="total_net" field={MoneyField} />
        <FieldCell source="total_vat" field={MoneyField} />
        <FieldCell source="total_gross" field={MoneyField} />
        <FieldCell source="paid" field={MoneyField} />
        <FieldCell source="credited" field={MoneyField} />
        <FieldCell source="due" field={MoneyField} />
        <FieldCell source="reason" emptyText="—" />
      </ShowSection>
      <InvoiceTables />
    </Stack>
  </Show>
);
