import { TextInput } from 'react-admin';
import { fundingInstructionsWrite } from '../../../../contract/funding-instructions';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';
import { fieldValidators } from '../../../resources/common/zodValidators';
import { SettingPage } from '../SettingPage';
import { FundingAccountForm } from './FundingAccountForm';
import { FUNDING_KEY } from './FundingInstructionsText';

const validate = fieldValidators(fundingInstructionsWrite);

/**
 * /funding-instructions (superadmin): the text every business reads on its wallet page on how
 * to add funds, one per language; an empty one shows the app's default text again.
 */
export const FundingInstructionsPage = () => {
  const dataProvider = useFlotteDataProvider();
  return (
    <SettingPage
      resource="funding-instructions"
      title="flotte.funding.title"
      intro="flotte.funding.intro"
      queryKey={FUNDING_KEY}
      load={() => dataProvider.getFundingInstructions()}
      save={(values) =>
        dataProvider.updateFundingInstructions({
          fr: (values.fr as string | null) ?? null,
          en: (values.en as string | null) ?? null,
        })
      }
      saved="flotte.funding.saved"
      updated="flotte.funding.updated"
      inputs={(readOnly) =>
        (['fr', 'en'] as const).map((language) => (
          <TextInput
            key={language}
            source={language}
            label={`flotte.funding.${language}`}
            validate={validate[language]}
            readOnly={readOnly}
            multiline
            minRows={4}
            fullWidth
          />
        ))
      }
    >
      <FundingAccountForm />
    </SettingPage>
  );
};
