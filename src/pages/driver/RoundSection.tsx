import { useId } from 'react';
import { useLocale, useTranslate } from './kit';
import type { Round, RoundEta, RoundStop } from '../../../contract/rounds';
import type { DriverDispatch, StepName } from '../../providers/driver/types';
import { hourText, windowText } from '../planner/times';
import { Chip, PlaceLink, TOUCH } from './plain';
import { StepButtons } from './StepButtons';
import { canSkip, isStopDone, stopSteps } from './roundStops';
import { geoLink } from './steps';

/**
 * The day's round on the driver's screen (docs/rounds.md, "The driver's round"): its stops in
 * order, each with its planned time, window and, while still to serve, the ETA the server
 * computed again after the last step; a link that opens the phone's maps app on the place; the
 * next stop's steps (the dispatch's own) and "Laisser cet arrêt". No map here: the list works
 * before any map loads, at 390 px. Plain elements (plain.tsx, driver.css): a round's dozens
 * of stops draw without MUI's style work on the phone's main thread (issue 32).
 */
export const RoundSection = ({
  round,
  eta,
  dispatches,
  busyId,
  onStep,
  onSkip,
}: {
  round: Round;
  eta: RoundEta | null;
  /** The driver's dispatches by id, with the steps waiting on the phone applied. */
  dispatches: ReadonlyMap<string, DriverDispatch>;
  busyId: string | null;
  onStep: (dispatch: DriverDispatch, step: StepName) => void;
  onSkip: (stop: RoundStop) => void;
}) => {
  const translate = useTranslate();
  const headingId = useId();
  const dispatchOf = (stop: RoundStop) =>
    stop.dispatch_id ? dispatches.get(stop.dispatch_id) : undefined;
  const next = round.stops.find((s) => !isStopDone(s, dispatchOf(s)));
  return (
    <section aria-labelledby={headingId} className="driver-round">
      <h2 id={headingId}>{translate('flotte.driver_round.heading')}</h2>
      <p className="driver-secondary">
        {translate('flotte.driver_round.summary', {
          asset: round.asset_name,
          smart_count: round.stops.length,
        })}
      </p>
      {eta ? (
        <p role="status" className="driver-secondary">
          {translate(`flotte.driver_round.eta_from.${eta.from}`)}
        </p>
      ) : null}
      <ol aria-label={translate('flotte.driver_round.stops')}>
        {round.stops.map((stop, index) => (
          <li key={stop.id}>
            <StopCard
              stop={stop}
              position={index + 1}
              stops={round.stops}
              dispatch={dispatchOf(stop)}
              eta={eta?.stops.find((e) => e.request_id === stop.request_id && e.kind === stop.kind)}
              isNext={stop === next}
              busy={busyId !== null && busyId === stop.dispatch_id}
              onStep={onStep}
              onSkip={onSkip}
            />
          </li>
        ))}
      </ol>
    </section>
  );
};

const StopCard = ({
  stop,
  position,
  stops,
  dispatch,
  eta,
  isNext,
  busy,
  onStep,
  onSkip,
}: {
  stop: RoundStop;
  position: number;
  stops: readonly RoundStop[];
  dispatch: DriverDispatch | undefined;
  eta: RoundEta['stops'][number] | undefined;
  isNext: boolean;
  busy: boolean;
  onStep: (dispatch: DriverDispatch, step: StepName) => void;
  onSkip: (stop: RoundStop) => void;
}) => {
  const translate = useTranslate();
  const locale = useLocale();
  const titleId = useId();
  const done = isStopDone(stop, dispatch);
  const steps = isNext ? stopSteps(stop, stops, dispatch) : [];
  return (
    <article
      aria-labelledby={titleId}
      className={`driver-card${done ? ' driver-card--done' : ''}${isNext ? ' driver-card--next' : ''}`}
    >
      <div className="driver-card__head">
        <h3 id={titleId}>
          {translate('flotte.driver_round.stop_title', {
            position,
            kind: translate(`flotte.driver_round.kind.${stop.kind}`),
            reference: stop.reference,
          })}
        </h3>
        {done ? <Chip color="success">{translate('flotte.driver_round.served')}</Chip> : null}
        {isNext ? <Chip color="primary">{translate('flotte.driver_round.next')}</Chip> : null}
      </div>
      <p>
        {translate('flotte.driver_round.planned', { time: hourText(stop.planned_start, locale) })}
        {' · '}
        {windowText(translate, locale, stop.window_from, stop.window_until)}
      </p>
      {eta && !done ? (
        <p className={eta.late ? 'driver-late' : undefined} style={{ fontWeight: 500 }}>
          {translate('flotte.driver_round.eta', { time: hourText(eta.eta, locale) })}
          {eta.late ? ` (${translate('flotte.driver_round.late')})` : null}
        </p>
      ) : null}
      <PlaceLink
        href={geoLink(stop.address, stop.lat, stop.lng)}
        address={stop.address}
        label={translate('flotte.driver_round.navigate', { address: stop.address })}
      />
      {dispatch ? (
        <StepButtons
          dispatch={dispatch}
          reference={stop.reference}
          steps={steps}
          busy={busy}
          onStep={onStep}
        />
      ) : null}
      {isNext && canSkip(dispatch) ? (
        <button
          type="button"
          className="driver-button driver-button--warning"
          onClick={() => onSkip(stop)}
          style={TOUCH}
        >
          {translate('flotte.driver_round.skip')}
        </button>
      ) : null}
    </article>
  );
};
