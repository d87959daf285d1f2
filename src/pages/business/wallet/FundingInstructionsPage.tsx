import { Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { fundingInstructionsWrite } from '../../../../contract/funding-instructions';
import { PageFrame } from '../PageFrame';
import { SettingsLoading, SettingsUpdatedAt } from '../SettingsStatus';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { useServerErrors } from '../../../resources/common/useSaveWithServerErrors';
import { FundingAccountForm } from './FundingAccountForm';
import { FUNDING_KEY } from './FundingInstructionsText';

const validate = fieldValidators(fundingInstructionsWrite);

/**
 * /funding-instructions (superadmin): the text every business reads on its wallet page on how
 * to add funds, one per language; an empty one shows the app's default text again.
 */
export const FundingInstructionsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const serverErrors = useServerErrors();
  const { data, error } = useQuery({
    queryKey: FUNDING_KEY,
    queryFn: () => dataProvider.getFundingInstructions(),
  });
  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.updateFundingInstructions({
        fr: (values.fr as string | null) ?? null,
        en: (values.en as string | null) ?? null,
      });
      queryClient.setQueryData(FUNDING_KEY, saved);
      notify('flotte.funding.saved', { type: 'info' });
      return undefined;
    } catch (failure) {
      return serverErrors(failure);
    }
  };
  return (
    <PageFrame title="flotte.funding.title" maxWidth={900}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('flotte.funding.intro')}
      </Typography>
      <SettingsLoading loaded={Boolean(data)} error={error} />
      {data ? (
        <Form record={{ id: 'funding-instructions', ...data }} onSubmit={submit} noValidate>
          {(['fr', 'en'] as const).map((language) => (
            <TextInput
              key={language}
              source={language}
              label={`flotte.funding.${language}`}
              validate={validate[language]}
              multiline
              minRows={4}
              fullWidth
            />
          ))}
          <SettingsUpdatedAt at={data.updated_at} label="flotte.funding.updated" />
          <SaveButton />
        </Form>
      ) : null}
      <FundingAccountForm />
    </PageFrame>
  );
};
