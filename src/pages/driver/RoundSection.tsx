import { useId } from 'react';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from './kit';
import type { Round, RoundEta, RoundStop } from '../../../contract/rounds';
import type { DriverDispatch, StepName } from '../../providers/driver/types';
import { hourText, windowText } from '../planner/times';
import { TOUCH } from './DispatchCard';
import { StepButtons } from './StepButtons';
import { canSkip, isStopDone, stopSteps } from './roundStops';
import { geoLink } from './steps';

/**
 * The day's round on the driver's screen (docs/rounds.md, "The driver's round"): its stops in
 * order, each with its planned time, window and, while still to serve, the ETA the server
 * computed again after the last step; a link that opens the phone's maps app on the place; the
 * next stop's steps (the dispatch's own) and "Laisser cet arrêt". No map here: the list works
 * before any map loads, at 390 px.
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
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {translate('flotte.driver_round.heading')}
      </Typography>
      <Typography color="text.secondary">
        {translate('flotte.driver_round.summary', {
          asset: round.asset_name,
          smart_count: round.stops.length,
        })}
      </Typography>
      {eta ? (
        <Typography role="status" color="text.secondary">
          {translate(`flotte.driver_round.eta_from.${eta.from}`)}
        </Typography>
      ) : null}
      <Box
        component="ol"
        aria-label={translate('flotte.driver_round.stops')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
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
      </Box>
    </Box>
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
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ opacity: done ? 0.7 : 1, borderColor: isNext ? 'primary.main' : undefined }}
    >
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ flex: '1 1 auto' }}>
            {translate('flotte.driver_round.stop_title', {
              position,
              kind: translate(`flotte.driver_round.kind.${stop.kind}`),
              reference: stop.reference,
            })}
          </Typography>
          {done ? <Chip color="success" label={translate('flotte.driver_round.served')} /> : null}
          {isNext ? <Chip color="primary" label={translate('flotte.driver_round.next')} /> : null}
        </Stack>
        <Typography>
          {translate('flotte.driver_round.planned', {
            time: hourText(stop.planned_start, locale),
          })}
          {' · '}
          {windowText(translate, locale, stop.window_from, stop.window_until)}
        </Typography>
        {eta && !done ? (
          <Typography color={eta.late ? 'error' : 'text.primary'} sx={{ fontWeight: 500 }}>
            {translate('flotte.driver_round.eta', { time: hourText(eta.eta, locale) })}
            {eta.late ? ` (${translate('flotte.driver_round.late')})` : null}
          </Typography>
        ) : null}
        <Link
          href={geoLink(stop.address, stop.lat, stop.lng)}
          underline="always"
          aria-label={translate('flotte.driver_round.navigate', { address: stop.address })}
          sx={{ ...TOUCH, display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
        >
          <PlaceIcon aria-hidden fontSize="small" />
          <span>{stop.address}</span>
        </Link>
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
          <Button color="warning" onClick={() => onSkip(stop)} sx={TOUCH}>
            {translate('flotte.driver_round.skip')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
};
