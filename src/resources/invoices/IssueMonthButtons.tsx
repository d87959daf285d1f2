import SendIcon from '@mui/icons-material/Send';
import { AutocompleteInput, ReferenceInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { clientInvoiceIssue, invoiceIssue } from '../../../contract/invoice';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { fieldValidators } from '../common/zodValidators';
import { ActionDialog } from './ActionDialog';
import { previousMonth, text } from './formValues';

const issueValidate = fieldValidators(invoiceIssue);
const clientsValidate = fieldValidators(clientInvoiceIssue);

/**
 * A month's invoices issued now (a month, one customer or all), checked field by field, then
 * confirmed; the count written is said after.
 */
const IssueMonthButton = ({
  label,
  confirm,
  customer,
  run,
}: {
  label: string;
  confirm: string;
  /** Whom the invoices go to: the form's field, its reference, its label and validator. */
  customer: {
    source: string;
    reference: string;
    label: string;
    validate: (typeof issueValidate)['business_id'];
  };
  run: (month: string, customerId: string | null) => Promise<{ issued: string[] }>;
}) => {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <ActionDialog
      label={label}
      icon={<SendIcon />}
      confirm={confirm}
      confirmOptions={(v) => ({ month: text(v.month) })}
      done="flotte.invoices.issued"
      defaultValues={{ month: previousMonth(), [customer.source]: null }}
      run={(v) => run(text(v.month), text(v[customer.source]) || null)}
      onDone={(result) => {
        const issued = (result as { issued?: unknown[] }).issued?.length ?? 0;
        notify(translate('flotte.invoices.issued_count', { smart_count: issued }), {
          type: 'info',
        });
      }}
    >
      <TextInput
        source="month"
        label="flotte.invoices.month"
        validate={issueValidate.month}
        helperText="flotte.invoices.month_help"
      />
      <ReferenceInput source={customer.source} reference={customer.reference}>
        <AutocompleteInput
          optionText="name"
          label={customer.label}
          validate={customer.validate}
          helperText={false}
        />
      </ReferenceInput>
    </ActionDialog>
  );
};

/** "Émettre maintenant" (superadmin): a month's invoices, one business's or every business's. */
export const IssueNowButton = () => {
  const dataProvider = useFlotteDataProvider();
  return (
    <IssueMonthButton
      label="flotte.invoices.issue_now"
      confirm="flotte.invoices.issue_confirm"
      customer={{
        source: 'business_id',
        reference: 'business',
        label: 'flotte.invoices.business_all',
        validate: issueValidate.business_id,
      }}
      run={(month, business_id) => dataProvider.issueInvoices({ month, business_id })}
    />
  );
};

/**
 * "Facturer mes clients" (an entitled white-label business): a month's invoices to its B2B
 * clients, under its own name and numbering. Its legal identity incomplete, the refusal
 * (`issuer_identity_missing`) names the profile where to complete it.
 */
export const IssueClientsButton = () => {
  const dataProvider = useFlotteDataProvider();
  return (
    <IssueMonthButton
      label="flotte.invoices.issue_clients"
      confirm="flotte.invoices.issue_clients_confirm"
      customer={{
        source: 'client_id',
        reference: 'b2b-clients',
        label: 'flotte.invoices.client_all',
        validate: clientsValidate.client_id,
      }}
      run={(month, client_id) => dataProvider.issueClientInvoices({ month, client_id })}
    />
  );
};
