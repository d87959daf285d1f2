import { useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { Business } from '../../../contract/business';
import { useAuthState } from '../../providers/store';
import { PageFrame } from '../business/PageFrame';
import { ApiKeysPanel } from './ApiKeysPanel';
import { WebhooksPanel } from './WebhooksPanel';

/**
 * /integrations (issue 20, docs/integrations.md): a business's API keys and webhook endpoints
 * with their delivery log. Staff see their own business's; the superadmin chooses a business
 * (or arrives with `?business_id=`).
 */
export const IntegrationsPage = () => {
  const translate = useTranslate();
  const { user } = useAuthState();
  const [params] = useSearchParams();
  const operator = user?.role === 'superadmin';
  const [chosen, setChosen] = useState(params.get('business_id') ?? '');
  const businessId = operator ? chosen || undefined : undefined;
  return (
    <PageFrame title="flotte.integrations.title">
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('flotte.integrations.intro')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('flotte.integrations.docs')}
      </Typography>
      {operator ? <BusinessPicker value={chosen} onChange={setChosen} /> : null}
      {!operator || businessId ? (
        <Stack spacing={2}>
          <ApiKeysPanel key={`keys-${businessId ?? ''}`} businessId={businessId} />
          <WebhooksPanel key={`hooks-${businessId ?? ''}`} businessId={businessId} />
        </Stack>
      ) : null}
    </PageFrame>
  );
};

const BusinessPicker = ({ value, onChange }: { value: string; onChange: (id: string) => void }) => {
  const translate = useTranslate();
  const businesses = useGetList<Business>('business', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  return (
    <TextField
      select
      sx={{ mb: 2, minWidth: 320 }}
      label={translate('flotte.integrations.choose_business')}
      helperText={translate('flotte.integrations.choose_business_help')}
      // Arriving with ?business_id=, the choice shows once the list that holds it has loaded.
      value={businesses.data?.some((b) => String(b.id) === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    >
      {(businesses.data ?? []).map((b) => (
        <MenuItem key={b.id} value={String(b.id)}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
