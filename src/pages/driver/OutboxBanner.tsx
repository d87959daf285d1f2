import CloudOffIcon from '@mui/icons-material/CloudOff';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslate } from './kit';
import { TOUCH } from './plain';
import { pendingSteps, type OutboxState } from '../../providers/driver/outbox';

/**
 * What waits on the phone, in a live region (read out when it changes): "Hors ligne — N actions
 * en attente" while there is no network (or the network says online but nothing answers), the
 * sending under way, or the reason the API did not take them yet and a way to try again. Its
 * alerts are no `alert` of their own: the region announces them politely.
 */
export const OutboxBanner = ({
  state,
  online,
  onSend,
}: {
  state: OutboxState;
  online: boolean;
  onSend: () => void;
}) => {
  const translate = useTranslate();
  const steps = pendingSteps(state.items).length;
  const positions = state.items.reduce(
    (n, item) => n + (item.kind === 'positions' ? item.positions.length : 0),
    0,
  );
  const offline = !online || state.stopped === 'offline';
  const positionsLine =
    positions > 0 ? translate('flotte.driver.outbox.positions', { smart_count: positions }) : null;

  let content = null;
  if (offline) {
    content = (
      <Alert role="none" severity="warning" icon={<CloudOffIcon aria-hidden />}>
        <AlertTitle>
          {steps > 0
            ? translate('flotte.driver.outbox.offline', { smart_count: steps })
            : translate('flotte.driver.outbox.offline_empty')}
        </AlertTitle>
        {translate('flotte.driver.outbox.offline_hint')}
        {positionsLine ? <Box>{positionsLine}</Box> : null}
      </Alert>
    );
  } else if (state.items.length > 0 && state.stopped === 'session') {
    content = (
      <Alert role="none" severity="error">
        {translate('flotte.driver.outbox.session')}
      </Alert>
    );
  } else if (steps > 0 && state.flushing) {
    content = (
      <Alert role="none" severity="info">
        {translate('flotte.driver.outbox.sending')}
      </Alert>
    );
  } else if (steps > 0 && state.stopped) {
    content = (
      <Alert
        role="none"
        severity="warning"
        action={
          <Button color="inherit" onClick={onSend} sx={TOUCH}>
            {translate('flotte.driver.outbox.send_now')}
          </Button>
        }
      >
        <AlertTitle>{translate('flotte.driver.outbox.waiting', { smart_count: steps })}</AlertTitle>
        {translate('flotte.driver.outbox.unavailable')}
      </Alert>
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      {content}
    </Box>
  );
};
