import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useGetList, useGetMany, useTranslate } from 'react-admin';
import type { Business } from '../../../contract/business';
import { MAX_LIMIT } from '../../../contract/common';
import type { ApiKeyScope } from '../../../contract/integrations';
import type { B2bClient } from '../../../contract/white-label';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useIsWhiteLabel } from '../../components/business/useOwnBusiness';
import { CreateDialog } from './CreateDialog';
import type { CreateWithSecretProps } from './SecretsPanel';

/**
 * The B2B clients a new key may act for: a white-label business's own (staff), or the chosen
 * business's when it is one (the superadmin); none for any other business.
 */
function useKeyClients(businessId: string | undefined): B2bClient[] {
  const ownWhiteLabel = useIsWhiteLabel();
  const chosen = useGetMany<Business>(
    'business',
    { ids: businessId ? [businessId] : [] },
    { enabled: Boolean(businessId) },
  );
  const whiteLabel = businessId ? chosen.data?.[0]?.kind === 'whitelabel' : ownWhiteLabel;
  const clients = useGetList<B2bClient>(
    'b2b-clients',
    {
      pagination: { page: 1, perPage: MAX_LIMIT },
      sort: { field: 'name', order: 'ASC' },
      filter: businessId ? { parent_business_id: businessId } : {},
    },
    { enabled: whiteLabel },
  );
  return whiteLabel ? (clients.data ?? []) : [];
}

/** Name, rights, for a white-label business optionally one B2B client, an optional expiry. */
export const CreateKeyDialog = ({ businessId, onClose, onCreated }: CreateWithSecretProps) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const clients = useKeyClients(businessId);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [client, setClient] = useState('');
  const [expires, setExpires] = useState('');
  const create = useMutation({
    mutationFn: () =>
      dataProvider.createApiKey({
        name,
        scope,
        ...(client ? { b2b_client_id: client } : {}),
        expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
        ...(businessId ? { business_id: businessId } : {}),
      }),
    onSuccess: (created) => onCreated(created.secret),
  });
  return (
    <CreateDialog
      title="flotte.integrations.keys.create"
      error={create.error}
      invalid={name.trim() === ''}
      pending={create.isPending}
      onSubmit={() => create.mutate()}
      onClose={onClose}
    >
      <TextField
        label={translate('flotte.integrations.keys.name')}
        value={name}
        required
        onChange={(e) => setName(e.target.value)}
      />
      <TextField
        select
        label={translate('flotte.integrations.keys.scope')}
        value={scope}
        onChange={(e) => setScope(e.target.value === 'write' ? 'write' : 'read')}
      >
        <MenuItem value="read">{translate('flotte.integrations.keys.scope_read')}</MenuItem>
        <MenuItem value="write">{translate('flotte.integrations.keys.scope_write')}</MenuItem>
      </TextField>
      {clients.length > 0 ? (
        <TextField
          select
          label={translate('flotte.integrations.keys.client')}
          helperText={translate('flotte.integrations.keys.client_help')}
          value={client}
          onChange={(e) => setClient(e.target.value)}
          // An empty value still shows its label ("all") instead of a blank field.
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{translate('flotte.integrations.keys.client_none')}</MenuItem>
          {clients.map((c) => (
            // Long names wrap instead of widening the menu past a phone's screen.
            <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <TextField
        type="date"
        label={translate('flotte.integrations.keys.expires')}
        helperText={translate('flotte.integrations.keys.expires_help')}
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </CreateDialog>
  );
};
