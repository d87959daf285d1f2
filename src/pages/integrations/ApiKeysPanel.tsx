import { useState } from 'react';
import { Button, Chip, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { ScrollingTable } from '../../resources/common/ScrollingTable';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ApiKey } from '../../../contract/integrations';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { ConfirmAction } from './ConfirmAction';
import { CreateKeyDialog } from './CreateKeyDialog';
import { formatWhen } from './format';
import { HeaderRow } from './QueryState';
import { SecretsPanel } from './SecretsPanel';
import { useNotifyingMutation } from './useNotifyingMutation';

const keysKey = (businessId?: string) => ['integrations', 'keys', businessId ?? 'own'];

const stateOf = (key: ApiKey) =>
  key.revoked_at
    ? 'revoked'
    : key.expires_at && Date.parse(key.expires_at) <= Date.now()
      ? 'expired'
      : 'active';

/** A business's API keys: the list (never a secret), creating one (its secret once), revoking. */
export const ApiKeysPanel = ({ businessId }: { businessId?: string | undefined }) => {
  const dataProvider = useFlotteDataProvider();
  return (
    <SecretsPanel
      messages="flotte.integrations.keys"
      businessId={businessId}
      queryKey={keysKey(businessId)}
      queryFn={() => dataProvider.listApiKeys(businessId)}
      CreateWithSecret={CreateKeyDialog}
    >
      {(keys, { refresh }) => <KeysTable keys={keys} onRevoked={refresh} />}
    </SecretsPanel>
  );
};

const KeysTable = ({ keys, onRevoked }: { keys: ApiKey[]; onRevoked: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useNotifyingMutation({
    mutationFn: (id: string) => dataProvider.revokeApiKey(id),
    done: 'flotte.integrations.keys.revoked_done',
    onSuccess: onRevoked,
  });
  return (
    <>
      <ScrollingTable
        label={translate('flotte.integrations.keys.list')}
        tableLabel={translate('flotte.integrations.keys.title')}
      >
        <HeaderRow
          messages="flotte.integrations.keys"
          columns={['name', 'prefix', 'scope', 'created', 'last_used', 'expires', 'status']}
        />
        <TableBody>
          {keys.map((key) => {
            const state = stateOf(key);
            return (
              <TableRow key={key.id}>
                <TableCell>
                  {key.name}
                  {key.b2b_client_name ? (
                    <Typography variant="body2" color="text.secondary">
                      {translate('flotte.integrations.keys.client_named', {
                        name: key.b2b_client_name,
                      })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>
                  <code>{key.prefix}…</code>
                </TableCell>
                <TableCell>{translate(`flotte.integrations.keys.scope_${key.scope}`)}</TableCell>
                <TableCell>{formatWhen(key.created_at, locale)}</TableCell>
                <TableCell>
                  {key.last_used_at
                    ? formatWhen(key.last_used_at, locale)
                    : translate('flotte.integrations.keys.never')}
                </TableCell>
                <TableCell>
                  {key.expires_at
                    ? formatWhen(key.expires_at, locale)
                    : translate('flotte.integrations.keys.never')}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={state === 'active' ? 'success' : 'default'}
                    label={translate(`flotte.integrations.keys.${state}`)}
                  />
                </TableCell>
                <TableCell align="right">
                  {state === 'revoked' ? null : (
                    <Button
                      color="error"
                      size="small"
                      onClick={() => setRevoking(key)}
                      aria-label={`${translate('flotte.integrations.keys.revoke')} ${key.name}`}
                    >
                      {translate('flotte.integrations.keys.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </ScrollingTable>
      <ConfirmAction
        action="flotte.integrations.keys.revoke"
        open={revoking !== null}
        loading={revoke.isPending}
        translateOptions={{ name: revoking?.name ?? '' }}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
        }}
        onClose={() => setRevoking(null)}
      />
    </>
  );
};
