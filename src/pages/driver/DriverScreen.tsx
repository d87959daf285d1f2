import { useCallback, useEffect, useState } from 'react';
import { getConfig } from '../../config';
import { DispatchCard } from './DispatchCard';
import { Icon, Notice, TextButton } from './plain';
import { useDriverKit } from './kit';
import type { Failure } from './FailDialog';
import { FailDialog, preloadDialogs, ProofSheet, SkipDialog } from './dialogs';
import { useManifestLanguage, useServiceWorker } from './installable';
import { newId, pendingSteps, type Outcome } from '../../providers/driver/outbox';
import { OutboxBanner } from './OutboxBanner';
import type { ProofGiven } from './ProofSheet';
import { isOpen, withPendingSteps } from './steps';
import type {
  ApiFailure,
  DriverDispatch,
  PositionFix,
  StepBody,
  StepName,
} from '../../providers/driver/types';
import { useDriverDispatches } from './useDriverDispatches';
import { useDriverOutbox } from './useDriverOutbox';
import { usePositionSharing } from './usePositionSharing';
import { positionTargets } from './positionTargets';
import { RoundSection } from './RoundSection';
import { useDriverRound } from './useDriverRound';
import { driverScreenApi } from '../../providers/custom/driver-screen';
import type { RoundStop } from '../../../contract/rounds';

/**
 * The screen's loading status (its list, or the session's check around it): a spinner in a
 * status region, as the app's LoadingStatus, drawn in plain CSS (styles/light-page.css).
 */
export const DriverLoading = () => {
  const { translate } = useDriverKit();
  return (
    <div role="status" className="driver-loading">
      <div
        role="progressbar"
        aria-label={translate('flotte.driver.loading')}
        className="light-spinner"
      />
    </div>
  );
};

type Delivering = { dispatch: DriverDispatch; failure: ApiFailure | null };

/**
 * The driver's screen (docs/drivers.md, "The driver's screen"): its round, its deliveries and
 * their steps, the outbox. Rendered by the admin (`#/driver`, DriverPage.tsx) and by its light
 * entry (driver.html, src/driver.tsx), each giving its kit (kit.tsx).
 */
export const DriverScreen = ({ userId }: { userId: string }) => {
  const { translate, notify, locale, logoutIfAccessDenied } = useDriverKit();
  useManifestLanguage(locale);
  useServiceWorker();
  const { outbox, state, online } = useDriverOutbox(userId);
  const list = useDriverDispatches(userId);
  // A session the API refuses (401) signs out, as everywhere in the app; what waits in the
  // outbox stays on the phone and goes once the driver has signed in again.
  const sessionLost = state.stopped === 'session';
  useEffect(() => {
    if (list.error) logoutIfAccessDenied(list.error);
  }, [list.error, logoutIfAccessDenied]);
  useEffect(() => {
    if (sessionLost) {
      logoutIfAccessDenied({ status: 401, message: 'flotte.errors.unauthorized' });
    }
  }, [sessionLost, logoutIfAccessDenied]);
  // The dialogs once the list is drawn, later and in pieces (dialogs.ts): not at the start.
  const drawn = Boolean(list.data);
  useEffect(() => (drawn ? preloadDialogs() : undefined), [drawn]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failing, setFailing] = useState<DriverDispatch | null>(null);
  const [delivering, setDelivering] = useState<Delivering | null>(null);

  // The list as the API last gave it, with the steps still waiting on the phone applied.
  const waiting = pendingSteps(state.items);
  const rows = (list.data?.rows ?? []).map((d) =>
    withPendingSteps(
      d,
      waiting.filter((w) => w.dispatchId === d.id).map((w) => w.body),
    ),
  );
  // The day's round, read again after every move the server has (its ETAs with it); its
  // dispatches show as its stops, in the round's order, rather than as cards of their own.
  const moves = (list.data?.rows ?? []).map((d) => `${d.id}:${d.status}`).join(',');
  const today = useDriverRound(userId, moves);
  const inRound = new Set(today.round?.stops.map((s) => s.dispatch_id) ?? []);
  const open = rows.filter((d) => isOpen(d.status) && !inRound.has(d.id));
  const ended = rows.filter((d) => !isOpen(d.status));
  const [skipping, setSkipping] = useState<RoundStop | null>(null);
  const [skipBusy, setSkipBusy] = useState(false);

  const sendPositions = useCallback(
    (dispatchId: string, positions: PositionFix[]) => {
      void outbox
        .enqueue({ kind: 'positions', id: newId(), dispatchId, positions })
        .then(() => (navigator.onLine ? outbox.flush() : undefined));
    },
    [outbox],
  );
  const positions = usePositionSharing(
    positionTargets(rows),
    getConfig().positionInterval,
    sendPositions,
  );

  /** Queues a step (after the positions read so far) and sends what waits. */
  const takeStep = async (
    dispatch: DriverDispatch,
    step: StepName,
    extra: Partial<StepBody> = {},
    files?: ProofGiven['files'],
  ): Promise<Outcome> => {
    positions.flush();
    const fix = positions.last();
    const body: StepBody = {
      id: newId(),
      step,
      at: new Date().toISOString(),
      ...(fix ? { lat: fix.lat, lng: fix.lng } : {}),
      ...extra,
    };
    setBusyId(dispatch.id);
    try {
      const outcome = await outbox.submit({
        kind: 'step',
        id: body.id,
        dispatchId: dispatch.id,
        body,
        ...(files && Object.keys(files).length > 0 ? { files } : {}),
      });
      const label = translate(`flotte.driver.step.${step}`);
      if (outcome.result === 'sent') {
        notify(outcome.conflict ? 'flotte.driver.notify.changed' : 'flotte.driver.notify.sent', {
          type: outcome.conflict ? 'warning' : 'success',
          messageArgs: { step: label },
        });
      } else if (outcome.result === 'queued') {
        notify('flotte.driver.notify.queued', { type: 'info', messageArgs: { step: label } });
      }
      return outcome;
    } finally {
      setBusyId(null);
    }
  };

  /** A dialog that could not load (offline before it was ever fetched): closed, and said. */
  const unavailable = (close: () => void) => () => {
    close();
    notify('flotte.driver.notify.unavailable', { type: 'warning' });
  };

  const notifyRejected = (outcome: Outcome) => {
    if (outcome.result !== 'rejected') return;
    notify('flotte.driver.notify.rejected', {
      type: 'error',
      messageArgs: { reason: translate(`flotte.errors.${outcome.failure.code}`) },
    });
  };

  const onStep = (dispatch: DriverDispatch, step: StepName) => {
    if (step === 'failed') return setFailing(dispatch);
    if (step === 'delivered') return setDelivering({ dispatch, failure: null });
    void takeStep(dispatch, step).then(notifyRejected);
  };

  const confirmFailure = (failure: Failure) => {
    const dispatch = failing;
    setFailing(null);
    if (dispatch) void takeStep(dispatch, 'failed', failure).then(notifyRejected);
  };

  const deliver = async (given: ProofGiven) => {
    if (!delivering) return;
    const { dispatch } = delivering;
    const outcome = await takeStep(
      dispatch,
      'delivered',
      Object.keys(given.proof).length > 0 ? { proof: given.proof } : {},
      given.files,
    );
    setDelivering(outcome.result === 'rejected' ? { dispatch, failure: outcome.failure } : null);
  };

  /** "Laisser cet arrêt": online only, the server sends the request back to the planner. */
  const skip = async (reason: string) => {
    if (!skipping || !today.round) return;
    setSkipBusy(true);
    try {
      await driverScreenApi.skipStop(today.round.id, { request_id: skipping.request_id, reason });
      notify('flotte.driver_round.skipped', {
        type: 'success',
        messageArgs: { reference: skipping.reference },
      });
      setSkipping(null);
      void list.refetch();
      today.refetch();
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'internal';
      notify('flotte.driver.notify.rejected', {
        type: 'error',
        messageArgs: { reason: translate(`flotte.errors.${code}`) },
      });
    } finally {
      setSkipBusy(false);
    }
  };

  const refresh = (
    <TextButton onClick={() => void list.refetch()} disabled={list.isFetching} icon="refresh">
      {translate('flotte.driver.refresh')}
    </TextButton>
  );

  const positionNotice = positions.problem ? (
    <Notice role="status" severity="info">
      {translate(`flotte.driver.position.${positions.problem}`)}
    </Notice>
  ) : null;

  return (
    <div className="driver-screen">
      <OutboxBanner state={state} online={online} onSend={() => void outbox.flush()} />
      {state.rejected.map(({ item, failure }) => {
        const dispatch = rows.find((d) => d.id === item.dispatchId);
        return (
          <Notice
            key={item.id}
            role="alert"
            severity="error"
            action={
              <TextButton onClick={() => outbox.dismiss(item.id)}>
                {translate('flotte.driver.outbox.dismiss')}
              </TextButton>
            }
          >
            {translate('flotte.driver.outbox.rejected', {
              reference: dispatch?.reference ?? '',
              step: translate(`flotte.driver.step.${item.body.step}`),
              reason: translate(`flotte.errors.${failure.code}`),
            })}
          </Notice>
        );
      })}
      {list.data?.savedAt ? (
        <Notice role="status" severity="info">
          {translate('flotte.driver.saved_at', {
            date: new Intl.DateTimeFormat(locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }).format(new Date(list.data.savedAt)),
          })}
        </Notice>
      ) : null}
      {list.isPending ? (
        <DriverLoading />
      ) : list.isError && !list.data ? (
        <Notice
          role="alert"
          severity="error"
          action={
            <TextButton onClick={() => void list.refetch()}>
              {translate('flotte.driver.retry')}
            </TextButton>
          }
        >
          {translate('flotte.driver.error')}
        </Notice>
      ) : rows.length === 0 ? (
        <div role="status" className="driver-empty">
          <Icon name="shipping" />
          <h2>{translate('flotte.driver.empty')}</h2>
          <p className="driver-secondary">{translate('flotte.driver.empty_hint')}</p>
          {refresh}
        </div>
      ) : (
        <>
          {today.round ? (
            <RoundSection
              round={today.round}
              eta={today.eta}
              dispatches={new Map(rows.map((d) => [d.id, d]))}
              busyId={busyId}
              onStep={onStep}
              onSkip={setSkipping}
            />
          ) : null}
          <div className="driver-screen__row">
            <h2>{translate('flotte.driver.open_heading')}</h2>
            {refresh}
          </div>
          {open.length === 0 && !today.round ? (
            <p className="driver-secondary">{translate('flotte.driver.empty')}</p>
          ) : null}
          {open.map((d) => (
            <DispatchCard
              key={d.id}
              dispatch={d}
              waiting={waiting.some((w) => w.dispatchId === d.id)}
              busy={busyId === d.id}
              onStep={onStep}
            />
          ))}
          {/* After the open deliveries, not above them: the browser answers the position request
              once the list is drawn, and a notice above it would push the cards down under the
              driver's thumb (the layout shift of docs/benchmarks.md). */}
          {positionNotice}
          {ended.length > 0 ? (
            <>
              <h2 className="driver-screen__later">{translate('flotte.driver.ended_heading')}</h2>
              {ended.map((d) => (
                <DispatchCard
                  key={d.id}
                  dispatch={d}
                  waiting={waiting.some((w) => w.dispatchId === d.id)}
                  busy={false}
                  onStep={onStep}
                />
              ))}
            </>
          ) : null}
        </>
      )}
      {failing ? (
        <FailDialog.Part
          onUnavailable={unavailable(() => setFailing(null))}
          dispatch={failing}
          onClose={() => setFailing(null)}
          onConfirm={confirmFailure}
        />
      ) : null}
      {skipping ? (
        <SkipDialog.Part
          onUnavailable={unavailable(() => setSkipping(null))}
          reference={skipping.reference}
          busy={skipBusy}
          onClose={() => setSkipping(null)}
          onConfirm={(reason) => void skip(reason)}
        />
      ) : null}
      {delivering ? (
        <ProofSheet.Part
          onUnavailable={unavailable(() => setDelivering(null))}
          dispatch={delivering.dispatch}
          busy={busyId === delivering.dispatch.id}
          failure={delivering.failure}
          onClose={() => setDelivering(null)}
          onSubmit={(given) => void deliver(given)}
        />
      ) : null}
    </div>
  );
};
