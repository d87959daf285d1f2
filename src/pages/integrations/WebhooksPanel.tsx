import { useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Paper,
  Stack,
  TableBody,
  TableCell,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../contract/integrations';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { ConfirmAction } from './ConfirmAction';
import { CreateDialog } from './CreateDialog';
import { formatWhen } from './format';
import { ScrollingTable } from '../../resources/common/ScrollingTable';
import { HeaderRow, QueryState } from './QueryState';
import { SecretsPanel, type CreateWithSecretProps } from './SecretsPanel';
import { useNotifyingMutation } from './useNotifyingMutation';

const endpointsKey = (businessId?: string) => ['integrations', 'webhooks', businessId ?? 'own'];
const deliveriesKey = (endpointId: string) => ['integrations', 'deliveries', endpointId];

/**
 * A business's webhook endpoints: each with its events and state, a test event, a new secret,
 * enable/disable, delete, and its delivery log with "send again".
 */
export const WebhooksPanel = ({ businessId }: { businessId?: string | undefined }) => {
  const dataProvider = useFlotteDataProvider();
  return (
    <SecretsPanel
      messages="flotte.integrations.webhooks"
      businessId={businessId}
      queryKey={endpointsKey(businessId)}
      queryFn={() => dataProvider.listWebhookEndpoints(businessId)}
      CreateWithSecret={CreateEndpointDialog}
    >
      {(endpoints, { refresh, showSecret }) => (
        <Stack spacing={2}>
          {endpoints.map((endpoint) => (
            <EndpointCard
              key={endpoint.id}
              endpoint={endpoint}
              onChanged={refresh}
              onSecret={showSecret}
            />
          ))}
        </Stack>
      )}
    </SecretsPanel>
  );
};

const EndpointCard = ({
  endpoint,
  onChanged,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onChanged: () => void;
  onSecret: (secret: string) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const test = useNotifyingMutation({
    mutationFn: () => dataProvider.sendWebhookTest(endpoint.id),
    done: 'flotte.integrations.webhooks.test_sent',
    onSuccess: () => {
      setShowLog(true);
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) });
    },
  });
  const toggle = useNotifyingMutation({
    mutationFn: () =>
      dataProvider.updateWebhookEndpoint(endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: onChanged,
  });
  const rotate = useNotifyingMutation({
    mutationFn: () => dataProvider.rotateWebhookSecret(endpoint.id),
    onSuccess: (updated) => onSecret(updated.secret),
  });
  const remove = useNotifyingMutation({
    mutationFn: () => dataProvider.deleteWebhookEndpoint(endpoint.id),
    done: 'flotte.integrations.webhooks.deleted',
    onSuccess: onChanged,
  });
  const state = endpoint.enabled
    ? 'enabled'
    : endpoint.disabled_reason === 'failing'
      ? 'disabled_failing'
      : 'disabled';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={endpoint.url}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <Typography sx={{ wordBreak: 'break-all', flexGrow: 1 }} component="h3" variant="subtitle1">
          {endpoint.url}
        </Typography>
        <Chip
          size="small"
          color={endpoint.enabled ? 'success' : 'warning'}
          label={translate(`flotte.integrations.webhooks.${state}`)}
        />
      </Stack>
      {endpoint.description ? (
        <Typography variant="body2" color="text.secondary">
          {endpoint.description}
        </Typography>
      ) : null}
      {endpoint.failing_since && endpoint.enabled ? (
        <Typography variant="body2" color="error">
          {translate('flotte.integrations.webhooks.failing_since', {
            date: formatWhen(endpoint.failing_since, locale),
          })}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        {endpoint.events.map((event) => (
          <Chip key={event} size="small" label={translate(`flotte.integrations.events.${event}`)} />
        ))}
      </Box>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <Button size="small" onClick={() => test.mutate()} disabled={!endpoint.enabled}>
          {translate('flotte.integrations.webhooks.test')}
        </Button>
        <Button size="small" onClick={() => setShowLog((v) => !v)}>
          {translate(`flotte.integrations.webhooks.${showLog ? 'hide_log' : 'log'}`)}
        </Button>
        <Button size="small" onClick={() => toggle.mutate()}>
          {translate(`flotte.integrations.webhooks.${endpoint.enabled ? 'disable' : 'enable'}`)}
        </Button>
        <Button size="small" onClick={() => setConfirm('rotate')}>
          {translate('flotte.integrations.webhooks.rotate')}
        </Button>
        <Button size="small" color="error" onClick={() => setConfirm('delete')}>
          {translate('flotte.integrations.webhooks.delete')}
        </Button>
      </Stack>
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
      <ConfirmAction
        action={`flotte.integrations.webhooks.${confirm ?? 'delete'}`}
        open={confirm !== null}
        onConfirm={() => {
          if (confirm === 'rotate') rotate.mutate();
          if (confirm === 'delete') remove.mutate();
        }}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
};

/** An endpoint's last deliveries: state, tries, answer, times, and "send again". */
const DeliveryLog = ({ endpointId }: { endpointId: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const log = useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: () => dataProvider.listWebhookDeliveries(endpointId),
  });
  const resend = useNotifyingMutation({
    mutationFn: (id: string) => dataProvider.resendWebhookDelivery(id),
    done: 'flotte.integrations.deliveries.resent',
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) }),
  });
  const t = (key: string) => translate(`flotte.integrations.deliveries.${key}`);
  return (
    <QueryState query={log} empty="flotte.integrations.deliveries.empty">
      {(deliveries) => (
        <ScrollingTable
          label={translate('flotte.integrations.webhooks.log')}
          tableLabel={translate('flotte.integrations.webhooks.log')}
        >
          <HeaderRow
            messages="flotte.integrations.deliveries"
            columns={['event', 'state', 'attempts', 'code', 'last_attempt', 'next_attempt']}
          />
          <TableBody>
            {deliveries.map((d) => (
              <TableRow key={d.id}>
                <TableCell>{translate(`flotte.integrations.events.${d.event_type}`)}</TableCell>
                <TableCell>
                  {t(`states.${d.state}`)}
                  {d.last_error ? (
                    <Typography variant="body2" color="text.secondary">
                      {d.last_error}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>{d.last_status_code ?? '—'}</TableCell>
                <TableCell>{formatWhen(d.last_attempt_at, locale)}</TableCell>
                <TableCell>{formatWhen(d.next_attempt_at, locale)}</TableCell>
                <TableCell align="right">
                  {d.state === 'sending' ? null : (
                    <Button size="small" onClick={() => resend.mutate(d.id)}>
                      {t('resend')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      )}
    </QueryState>
  );
};

const CreateEndpointDialog = ({ businessId, onClose, onCreated }: CreateWithSecretProps) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const [url, setUrl] = useState('https://');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const create = useMutation({
    mutationFn: () =>
      dataProvider.createWebhookEndpoint({
        url,
        description: description || null,
        events,
        ...(businessId ? { business_id: businessId } : {}),
      }),
    onSuccess: (created) => onCreated(created.secret),
  });
  const flip = (event: WebhookEventType) =>
    setEvents((list) =>
      list.includes(event) ? list.filter((e) => e !== event) : [...list, event],
    );
  return (
    <CreateDialog
      title="flotte.integrations.webhooks.create"
      error={create.error}
      invalid={events.length === 0 || url.trim() === ''}
      pending={create.isPending}
      onSubmit={() => create.mutate()}
      onClose={onClose}
    >
      <TextField
        label={translate('flotte.integrations.webhooks.url')}
        helperText={translate('flotte.integrations.webhooks.url_help')}
        value={url}
        required
        type="url"
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        label={translate('flotte.integrations.webhooks.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">{translate('flotte.integrations.webhooks.events')}</FormLabel>
        <FormGroup>
          {WEBHOOK_EVENT_TYPES.map((event) => (
            <FormControlLabel
              key={event}
              control={<Checkbox checked={events.includes(event)} onChange={() => flip(event)} />}
              label={translate(`flotte.integrations.events.${event}`)}
            />
          ))}
        </FormGroup>
        <FormHelperText>{translate('flotte.integrations.webhooks.events_help')}</FormHelperText>
      </Box>
    </CreateDialog>
  );
};
