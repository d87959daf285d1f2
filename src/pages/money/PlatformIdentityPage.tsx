import { TextInput } from 'react-admin';
import {
  PLATFORM_IDENTITY_FIELDS,
  platformIdentityWrite,
  type PlatformIdentity,
} from '../../../contract/platform-identity';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { fieldValidators } from '../../resources/common/zodValidators';
import { SettingPage } from '../business/SettingPage';

const validate = fieldValidators(platformIdentityWrite);

/** Only the fields changed, an emptied one as null (it is removed). */
const changed = (values: Record<string, unknown>, current: PlatformIdentity) =>
  Object.fromEntries(
    PLATFORM_IDENTITY_FIELDS.filter((field) => (values[field] ?? null) !== current[field]).map(
      (field) => [field, (values[field] as string | null | undefined) ?? null],
    ),
  );

/**
 * /platform-identity: the seller on the platform's invoices (docs/money.md "Invoices"); the
 * superadmin edits it, the in-house manager reads it. Only the fields changed are sent.
 */
export const PlatformIdentityPage = () => {
  const dataProvider = useFlotteDataProvider();
  return (
    <SettingPage<PlatformIdentity>
      resource="platform-identity"
      title="flotte.platform_identity.title"
      intro="flotte.platform_identity.intro"
      queryKey={['platform-identity']}
      load={() => dataProvider.getPlatformIdentity()}
      save={(values, current) => dataProvider.updatePlatformIdentity(changed(values, current))}
      saved="flotte.platform_identity.saved"
      updated="flotte.platform_identity.updated"
      inputs={(readOnly) =>
        PLATFORM_IDENTITY_FIELDS.map((field) => (
          <TextInput
            key={field}
            source={field}
            label={`flotte.platform_identity.${field}`}
            helperText={field === 'country' ? 'flotte.platform_identity.country_help' : false}
            validate={validate[field]}
            multiline={field === 'address'}
            readOnly={readOnly}
            fullWidth
          />
        ))
      }
    />
  );
};
