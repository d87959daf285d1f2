import { useId, type ReactNode } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { Request } from '../../../contract/request';
import { isOpenDispatch } from '../../../contract/request-moves';
import { etaText, lastSeenText } from '../../components/map/eta';
import { FlotteMap, type MapMarker } from '../../components/map/FlotteMap';
import { lastPosition, pointOf } from '../../components/map/geojson';
import { placeMarker } from '../../components/map/placeMarker';
import { useLivePositions } from '../../components/map/hooks';
import { useNow } from '../../components/useNow';
import { trailReducer } from '../../components/map/live';
import type { DispatchPosition } from '../../components/map/types';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';

/** Statuses whose dispatch has (or had) a driver on the road: its trail is worth reading. */
const TRACKED = new Set(['assigned', 'in_transit', 'delivered', 'failed']);

/** The trail of one dispatch and its ETA, under `business-dispatches` (live events refetch). */
export const positionsKey = (dispatchId: string) => [
  'business-dispatches',
  'positions',
  dispatchId,
];
export const etaKey = (dispatchId: string) => ['business-dispatches', 'eta', dispatchId];

/** One line of the text alternative: a term and what it says. */
const Fact = ({ term, children }: { term: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: 0.5 }}>
    <Typography component="dt" sx={{ fontWeight: 500 }}>
      {term}
    </Typography>
    <Typography component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/**
 * The request page's "Suivi" (docs/maps.md): pickup, drop-off, the driver's last position and
 * trail on a map, and the same as text beside it (addresses, last seen, the ETA and how it was
 * computed). Live: each `dispatch.position` of this dispatch extends the trail and refetches
 * the ETA, without a reload.
 */
export const RequestTracking = () => {
  const record = useRecordContext<Request>();
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const now = useNow();
  const headingId = useId();

  const fields = record as unknown as Record<string, unknown> | undefined;
  const dispatchId = record?.dispatch_id ?? '';
  const status = String(record?.status ?? '');
  const tracked = !!dispatchId && TRACKED.has(status);
  // On the way (an open dispatch): an ETA means something.
  const onTheWay = !!dispatchId && isOpenDispatch(status);
  const pickup = pointOf(fields, 'pickup_lat', 'pickup_lng');
  const dropoff = pointOf(fields, 'dropoff_lat', 'dropoff_lng');

  const positions = useQuery({
    queryKey: positionsKey(dispatchId),
    queryFn: async () =>
      trailReducer(dispatchId, [], {
        type: 'loaded',
        positions: await dataProvider.getDispatchPositions(dispatchId, { limit: 5000 }),
      }),
    enabled: tracked,
  });
  const eta = useQuery({
    queryKey: etaKey(dispatchId),
    queryFn: () => dataProvider.getDispatchEta(dispatchId),
    enabled: onTheWay,
  });

  useLivePositions((event) => {
    if (!dispatchId || event.dispatch_id !== dispatchId) return;
    if (event.positions.length > 0 && positions.data) {
      queryClient.setQueryData<DispatchPosition[]>(positionsKey(dispatchId), (trail) =>
        trailReducer(dispatchId, trail ?? [], { type: 'position', event }),
      );
    } else {
      void queryClient.invalidateQueries({ queryKey: positionsKey(dispatchId) });
    }
    if (onTheWay) void queryClient.invalidateQueries({ queryKey: etaKey(dispatchId) });
  });

  if (!record) return null;
  const trail = positions.data ?? [];
  const last = lastPosition(trail);
  const context = { translate, locale, now };
  const seen = lastSeenText(last?.at, context);
  const reference = record.reference;

  const markers: MapMarker[] = [];
  if (pickup) {
    const label = translate('flotte.map.markers.pickup', { address: record.pickup_address });
    markers.push(placeMarker('pickup', pickup, label, translate));
  }
  if (dropoff) {
    const label = translate('flotte.map.markers.dropoff', { address: record.dropoff_address });
    markers.push(placeMarker('dropoff', dropoff, label, translate));
  }
  if (last) {
    markers.push({
      id: 'driver',
      kind: 'driver',
      lat: last.lat,
      lng: last.lng,
      label: translate('flotte.map.markers.driver', { seen }),
    });
  }
  const where = (placed: boolean) =>
    translate(placed ? 'flotte.map.tracking.placed' : 'flotte.map.tracking.not_placed');
  const etaWords = onTheWay && eta.data !== undefined ? etaText(eta.data, context) : null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('flotte.map.tracking.title')}
      </Typography>
      {!dispatchId ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('flotte.map.tracking.not_started')}
        </Typography>
      ) : null}
      {tracked && !onTheWay ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {translate('flotte.map.tracking.ended')}
        </Typography>
      ) : null}
      {positions.isLoading ? (
        <LinearProgress aria-label={translate('flotte.map.tracking.loading')} />
      ) : null}
      {positions.error || eta.error ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('flotte.map.tracking.load_failed')}
        </Alert>
      ) : null}
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0, mb: 2 }}>
        <Fact term={translate('flotte.map.tracking.pickup')}>
          {record.pickup_address} ({where(!!pickup)})
        </Fact>
        <Fact term={translate('flotte.map.tracking.dropoff')}>
          {record.dropoff_address} ({where(!!dropoff)})
        </Fact>
        {tracked ? (
          <Fact term={translate('flotte.map.tracking.driver')}>
            {last ? <time dateTime={last.at}>{seen}</time> : seen}
            {trail.length > 0
              ? ` — ${translate('flotte.map.tracking.positions', { smart_count: trail.length })}`
              : null}
          </Fact>
        ) : null}
        {onTheWay ? (
          <Fact term={translate('flotte.map.tracking.eta')}>
            {etaWords ? (
              <>
                <span data-testid="eta-text">{etaWords.text}</span>
                {etaWords.method ? (
                  <>
                    {'. '}
                    <span data-testid="eta-method">{etaWords.method}</span>
                  </>
                ) : null}
              </>
            ) : eta.isLoading ? (
              '…'
            ) : null}
          </Fact>
        ) : null}
      </Box>
      {markers.length > 0 || trail.length > 1 ? (
        <FlotteMap
          label={translate('flotte.map.tracking.map_label', { reference })}
          markers={markers}
          trail={trail}
          fitKey={`${dispatchId}:${pickup ? 1 : 0}:${dropoff ? 1 : 0}:${last ? 1 : 0}`}
          height={320}
        />
      ) : null}
    </Box>
  );
};
