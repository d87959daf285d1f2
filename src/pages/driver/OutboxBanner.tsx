import { useTranslate } from './kit';
import { Notice, TextButton } from './plain';
import { pendingSteps, type OutboxState } from '../../providers/driver/outbox';

/**
 * What waits on the phone, in a live region (read out when it changes): "Hors ligne — N actions
 * en attente" while there is no network (or the network says online but nothing answers), the
 * sending under way, or the reason the API did not take them yet and a way to try again. Its
 * notices are no `alert` of their own: the region announces them politely.
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
      <Notice
        severity="warning"
        icon="offline"
        title={
          steps > 0
            ? translate('flotte.driver.outbox.offline', { smart_count: steps })
            : translate('flotte.driver.outbox.offline_empty')
        }
      >
        {translate('flotte.driver.outbox.offline_hint')}
        {positionsLine ? <div>{positionsLine}</div> : null}
      </Notice>
    );
  } else if (state.items.length > 0 && state.stopped === 'session') {
    content = <Notice severity="error">{translate('flotte.driver.outbox.session')}</Notice>;
  } else if (steps > 0 && state.flushing) {
    content = <Notice severity="info">{translate('flotte.driver.outbox.sending')}</Notice>;
  } else if (steps > 0 && state.stopped) {
    content = (
      <Notice
        severity="warning"
        title={translate('flotte.driver.outbox.waiting', { smart_count: steps })}
        action={
          <TextButton onClick={onSend}>{translate('flotte.driver.outbox.send_now')}</TextButton>
        }
      >
        {translate('flotte.driver.outbox.unavailable')}
      </Notice>
    );
  }
  return (
    <div role="status" aria-live="polite" className="driver-stack">
      {content}
    </div>
  );
};
