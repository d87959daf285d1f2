import { Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import {
  PLATFORM_IDENTITY_FIELDS,
  platformIdentityWrite,
} from '../../../contract/platform-identity';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useServerErrors } from '../../resources/common/useSaveWithServerErrors';
import { fieldValidators } from '../../resources/common/zodValidators';
import { PageFrame } from '../business/PageFrame';
import { SettingsLoading, SettingsUpdatedAt } from '../business/SettingsStatus';

const validate = fieldValidators(platformIdentityWrite);
const KEY = ['platform-identity'];

/**
 * /platform-identity (superadmin): the seller on the platform's invoices (docs/money.md
 * "Invoices"). Only the fields changed are sent; the server's field errors show on their inputs.
 */
export const PlatformIdentityPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useFlotteDataProvider();
  const serverErrors = useServerErrors();
  const { data, error } = useQuery({
    queryKey: KEY,
    queryFn: () => dataProvider.getPlatformIdentity(),
  });
  const submit = async (values: Record<string, unknown>) => {
    if (!data) return undefined;
    try {
      const body = Object.fromEntries(
        PLATFORM_IDENTITY_FIELDS.filter((field) => (values[field] ?? null) !== data[field]).map(
          (field) => [field, (values[field] as string | null | undefined) ?? null],
        ),
      );
      queryClient.setQueryData(KEY, await dataProvider.updatePlatformIdentity(body));
      notify('flotte.platform_identity.saved', { type: 'info' });
      return undefined;
    } catch (failure) {
      return serverErrors(failure);
    }
  };
  return (
    <PageFrame title="flotte.platform_identity.title" maxWidth={900}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('flotte.platform_identity.intro')}
      </Typography>
      <SettingsLoading loaded={Boolean(data)} error={error} />
      {data ? (
        <Form record={{ id: 'platform-identity', ...data }} onSubmit={submit} noValidate>
          {PLATFORM_IDENTITY_FIELDS.map((field) => (
            <TextInput
              key={field}
              source={field}
              label={`flotte.platform_identity.${field}`}
              helperText={field === 'country' ? 'flotte.platform_identity.country_help' : false}
              validate={validate[field]}
              multiline={field === 'address'}
              fullWidth
            />
          ))}
          <SettingsUpdatedAt at={data.updated_at} label="flotte.platform_identity.updated" />
          <SaveButton />
        </Form>
      ) : null}
    </PageFrame>
  );
};
