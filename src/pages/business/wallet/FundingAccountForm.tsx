import { Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { friendlyFormatIBAN } from 'ibantools';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { fundingAccountWrite } from '../../../../contract/funding-instructions';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { useServerErrors } from '../../../resources/common/useSaveWithServerErrors';
import { FUNDING_ACCOUNT_KEY } from './FundingAccountDetails';

const validate = fieldValidators(fundingAccountWrite);
const FIELDS = ['account_holder', 'iban', 'bic'] as const;

/** The superadmin's bank account for funding: holder, IBAN, BIC (checked as typed). */
export const FundingAccountForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const serverErrors = useServerErrors();
  const { data } = useQuery({
    queryKey: FUNDING_ACCOUNT_KEY,
    queryFn: () => dataProvider.getFundingAccount(),
  });
  if (!data) return null;
  const record = {
    id: 'funding-account',
    ...data,
    iban: data.iban ? (friendlyFormatIBAN(data.iban) ?? data.iban) : null,
  };
  const submit = async (values: Record<string, unknown>) => {
    try {
      const body = Object.fromEntries(
        FIELDS.filter((field) => values[field] !== record[field]).map((field) => [
          field,
          (values[field] as string | null | undefined) ?? null,
        ]),
      );
      const saved = await dataProvider.updateFundingAccount(body);
      queryClient.setQueryData(FUNDING_ACCOUNT_KEY, saved);
      notify('flotte.funding.saved', { type: 'info' });
      return undefined;
    } catch (failure) {
      return serverErrors(failure);
    }
  };
  return (
    <Form record={record} onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('flotte.funding.account.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('flotte.funding.account.help')}
      </Typography>
      {FIELDS.map((field) => (
        <TextInput
          key={field}
          source={field}
          label={`flotte.funding.account.${field}`}
          validate={validate[field]}
          fullWidth
        />
      ))}
      <SaveButton label="flotte.funding.account.save" />
    </Form>
  );
};
