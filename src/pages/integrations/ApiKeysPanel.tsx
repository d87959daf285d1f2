import { useState } from 'react';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Confirm, useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { ApiKey, ApiKeyScope } from '../../../contract/integrations';
import { ShowSection } from '../../resources/common/ShowSection';
import { useFlotteDataProvider } from '../../resources/common/useFlotteDataProvider';
import { formatWhen } from './format';
import { SecretDialog } from './SecretDialog';

const keysKey = (businessId?: string) => ['integrations', 'keys', businessId ?? 'own'];

const stateOf = (key: ApiKey) =>
  key.revoked_at
    ? 'revoked'
    : key.expires_at && Date.parse(key.expires_at) <= Date.now()
      ? 'expired'
      : 'active';

/** A business's API keys: the list (never a secret), creating one (its secret once), revoking. */
export const ApiKeysPanel = ({ businessId }: { businessId?: string | undefined }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const keys = useQuery({
    queryKey: keysKey(businessId),
    queryFn: () => dataProvider.listApiKeys(businessId),
  });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: keysKey(businessId) });
  const revoke = useMutation({
    mutationFn: (id: string) => dataProvider.revokeApiKey(id),
    onSuccess: () => {
      notify('flotte.integrations.keys.revoked_done', { type: 'success' });
      void refresh();
    },
    onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  return (
    <ShowSection title="flotte.integrations.keys.title">
      <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {translate('flotte.integrations.keys.create')}
        </Button>
      </Stack>
      {keys.error ? <Alert severity="error">{translate(keys.error.message)}</Alert> : null}
      {keys.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {keys.data && keys.data.data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('flotte.integrations.keys.empty')}
        </Typography>
      ) : null}
      {keys.data && keys.data.data.length > 0 ? (
        <Table size="small" aria-label={translate('flotte.integrations.keys.title')}>
          <TableHead>
            <TableRow>
              {['name', 'prefix', 'scope', 'created', 'last_used', 'expires', 'status'].map((c) => (
                <TableCell key={c}>{translate(`flotte.integrations.keys.${c}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.data.data.map((key) => {
              const state = stateOf(key);
              return (
                <TableRow key={key.id}>
                  <TableCell>
                    {key.name}
                    {key.b2b_client_name ? (
                      <Typography variant="body2" color="text.secondary">
                        {key.b2b_client_name}
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
        </Table>
      ) : null}
      {creating ? (
        <CreateKeyDialog
          businessId={businessId}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
            void refresh();
          }}
        />
      ) : null}
      {secret ? (
        <SecretDialog
          title="flotte.integrations.keys.created_title"
          secret={secret}
          onClose={() => setSecret(null)}
        />
      ) : null}
      <Confirm
        isOpen={revoking !== null}
        loading={revoke.isPending}
        title="flotte.integrations.keys.revoke_confirm_title"
        content="flotte.integrations.keys.revoke_confirm"
        confirm="flotte.integrations.keys.revoke"
        translateOptions={{ name: revoking?.name ?? '' }}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
        onClose={() => setRevoking(null)}
      />
    </ShowSection>
  );
};

/** Name, rights and an optional expiry; answers the secret to show once. */
const CreateKeyDialog = ({
  businessId,
  onClose,
  onCreated,
}: {
  businessId?: string | undefined;
  onClose: () => void;
  onCreated: (secret: string) => void;
}) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [expires, setExpires] = useState('');
  const create = useMutation({
    mutationFn: () =>
      dataProvider.createApiKey({
        name,
        scope,
        expires_at: expires ? new Date(`${expires}T23:59:59`).toISOString() : null,
        ...(businessId ? { business_id: businessId } : {}),
      }),
    onSuccess: (created) => onCreated(created.secret),
  });
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="create-key-title">
      <DialogTitle id="create-key-title">
        {translate('flotte.integrations.keys.create')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {create.error ? <Alert severity="error">{translate(create.error.message)}</Alert> : null}
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
          <TextField
            type="date"
            label={translate('flotte.integrations.keys.expires')}
            helperText={translate('flotte.integrations.keys.expires_help')}
            value={expires}
            onChange={(e) => setExpires(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={name.trim() === '' || create.isPending}
          onClick={() => create.mutate()}
        >
          {translate('flotte.integrations.keys.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
