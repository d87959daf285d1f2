import { Alert, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  FunctionField,
  RecordContextProvider,
  ReferenceField,
  SimpleShowLayout,
  TextField,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Business } from '../../../contract/business';
import type { BusinessSettings } from '../../../contract/business-settings';
import { LocaleDateField } from '../common/LocaleDateField';
import { formatMoney } from '../common/money';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { YesNoField } from './BusinessFields';

const label = (field: string) => `flotte.business_admin.settings.${field}`;

/**
 * A business's settings (GET /business-settings/{id}), read-only: the business edits them
 * itself. A business that never saved any reads the defaults, and the tab says so.
 */
export const BusinessSettingsTab = (_props: { label?: false }) => {
  const record = useRecordContext<Business>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const { data, error, isPending } = useQuery({
    queryKey: ['business', 'settings', record?.id],
    queryFn: () => dataProvider.getSettingsOfBusiness(record!.id),
    enabled: !!record,
  });
  if (!record) return null;
  if (error) return <Alert severity="error">{translate(error.message)}</Alert>;
  if (isPending) return <LinearProgress aria-label={translate(label('loading'))} />;
  return (
    <Stack spacing={1}>
      {data.saved ? null : <Alert severity="info">{translate(label('defaults'))}</Alert>}
      <RecordContextProvider value={{ ...data, id: data.business_id }}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField source="currency" label={label('currency')} />
          <TextField source="timezone" label={label('timezone')} />
          <TextField source="country" label={label('country')} emptyText="—" />
          <FunctionField<BusinessSettings>
            label={label('default_language')}
            render={(s) => translate(`flotte.language.${s.default_language}`)}
          />
          <YesNoField source="require_recipient_phone" label={label('require_recipient_phone')} />
          <YesNoField source="auto_dispatch" label={label('auto_dispatch')} />
          <ReferenceField
            source="default_package_type_id"
            reference="request-package-types"
            label={label('default_package_type_id')}
            link={false}
            emptyText={translate(label('none'))}
          />
          <FunctionField<BusinessSettings>
            label={label('low_balance_threshold')}
            render={(s) =>
              s.low_balance_threshold > 0
                ? formatMoney(s.low_balance_threshold, s.currency, locale)
                : translate(label('no_threshold'))
            }
          />
          <FunctionField<BusinessSettings>
            label={label('notification_emails')}
            render={(s) =>
              s.notification_emails.length > 0
                ? s.notification_emails.join(', ')
                : translate(label('none'))
            }
          />
          <LocaleDateField
            source="updated_at"
            label={label('updated_at')}
            showTime
            emptyText={translate(label('never'))}
          />
        </SimpleShowLayout>
      </RecordContextProvider>
    </Stack>
  );
};
