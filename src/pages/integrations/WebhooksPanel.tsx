import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  LinearProgress,
  Paper,
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
import {
  WEBHOOK_EVENT_TYPES,
  type WebhookEndpoint,
  type WebhookEventType,
} from '../../../contract/integrations';
import { ShowSection } from '../../resources/common/ShowSection';
import { useFlotteDataProvider } from '../../resources/common/useFlotteDataProvider';
import { formatWhen } from './format';
import { SecretDialog } from './SecretDialog';

const endpointsKey = (businessId?: string) => ['integrations', 'webhooks', businessId ?? 'own'];
const deliveriesKey = (endpointId: string) => ['integrations', 'deliveries', endpointId];

/**
 * A business's webhook endpoints: each with its events and state, a test event, a new secret,
 * enable/disable, delete, and its delivery log with "send again".
 */
export const WebhooksPanel = ({ businessId }: { businessId?: string | undefined }) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const endpoints = useQuery({
    queryKey: endpointsKey(businessId),
    queryFn: () => dataProvider.listWebhookEndpoints(businessId),
  });
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointsKey(businessId) });
  return (
    <ShowSection title="flotte.integrations.webhooks.title">
      <Stack direction="row" justifyContent="flex-end" sx={{ mb: 1 }}>
        <Button variant="contained" onClick={() => setCreating(true)}>
          {translate('flotte.integrations.webhooks.create')}
        </Button>
      </Stack>
      {endpoints.error ? (
        <Alert severity="error">{translate(endpoints.error.message)}</Alert>
      ) : null}
      {endpoints.isPending ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      {endpoints.data && endpoints.data.data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('flotte.integrations.webhooks.empty')}
        </Typography>
      ) : null}
      <Stack spacing={2}>
        {endpoints.data?.data.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            onChanged={() => void refresh()}
            onSecret={setSecret}
          />
        ))}
      </Stack>
      {creating ? (
        <CreateEndpointDialog
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
          title="flotte.integrations.webhooks.created_title"
          secret={secret}
          onClose={() => setSecret(null)}
        />
      ) : null}
    </ShowSection>
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
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const [showLog, setShowLog] = useState(false);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const failed = (error: Error) =>
    notify(error.message || 'ra.notification.http_error', { type: 'error' });
  const test = useMutation({
    mutationFn: () => dataProvider.sendWebhookTest(endpoint.id),
    onSuccess: () => {
      notify('flotte.integrations.webhooks.test_sent', { type: 'success' });
      setShowLog(true);
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpoint.id) });
    },
    onError: failed,
  });
  const toggle = useMutation({
    mutationFn: () =>
      dataProvider.updateWebhookEndpoint(endpoint.id, { enabled: !endpoint.enabled }),
    onSuccess: onChanged,
    onError: failed,
  });
  const rotate = useMutation({
    mutationFn: () => dataProvider.rotateWebhookSecret(endpoint.id),
    onSuccess: (updated) => onSecret(updated.secret),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteWebhookEndpoint(endpoint.id),
    onSuccess: () => {
      notify('flotte.integrations.webhooks.deleted', { type: 'success' });
      onChanged();
    },
    onError: failed,
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
      <Confirm
        isOpen={confirm !== null}
        title={`flotte.integrations.webhooks.${confirm ?? 'delete'}_confirm_title`}
        content={`flotte.integrations.webhooks.${confirm ?? 'delete'}_confirm`}
        confirm={`flotte.integrations.webhooks.${confirm ?? 'delete'}`}
        onConfirm={() => {
          if (confirm === 'rotate') rotate.mutate();
          if (confirm === 'delete') remove.mutate();
          setConfirm(null);
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
  const notify = useNotify();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const log = useQuery({
    queryKey: deliveriesKey(endpointId),
    queryFn: () => dataProvider.listWebhookDeliveries(endpointId),
  });
  const resend = useMutation({
    mutationFn: (id: string) => dataProvider.resendWebhookDelivery(id),
    onSuccess: () => {
      notify('flotte.integrations.deliveries.resent', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(endpointId) });
    },
    onError: (error) => notify(error.message || 'ra.notification.http_error', { type: 'error' }),
  });
  const t = (key: string) => translate(`flotte.integrations.deliveries.${key}`);
  if (log.error) return <Alert severity="error">{translate(log.error.message)}</Alert>;
  if (log.isPending) return <LinearProgress aria-label={translate('ra.page.loading')} />;
  if (log.data.data.length === 0) {
    return <Typography color="text.secondary">{t('empty')}</Typography>;
  }
  return (
    <Table size="small" aria-label={translate('flotte.integrations.webhooks.log')} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          {['event', 'state', 'attempts', 'code', 'last_attempt', 'next_attempt'].map((c) => (
            <TableCell key={c}>{t(c)}</TableCell>
          ))}
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {log.data.data.map((d) => (
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
    </Table>
  );
};

const CreateEndpointDialog = ({
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
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="create-endpoint-title">
      <DialogTitle id="create-endpoint-title">
        {translate('flotte.integrations.webhooks.create')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {create.error ? <Alert severity="error">{translate(create.error.message)}</Alert> : null}
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
            <FormLabel component="legend">
              {translate('flotte.integrations.webhooks.events')}
            </FormLabel>
            <FormGroup>
              {WEBHOOK_EVENT_TYPES.map((event) => (
                <FormControlLabel
                  key={event}
                  control={
                    <Checkbox checked={events.includes(event)} onChange={() => flip(event)} />
                  }
                  label={translate(`flotte.integrations.events.${event}`)}
                />
              ))}
            </FormGroup>
            <FormHelperText>{translate('flotte.integrations.webhooks.events_help')}</FormHelperText>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={events.length === 0 || url.trim() === '' || create.isPending}
          onClick={() => create.mutate()}
        >
          {translate('flotte.integrations.webhooks.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
