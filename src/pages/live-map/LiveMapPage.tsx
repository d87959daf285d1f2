import { useId } from 'react';
import {
  Alert,
  Box,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Title, useCreatePath, useLocaleState, useTranslate } from 'react-admin';
import type { LiveDispatch } from '../../../contract/position';
import { lastSeenText } from '../../components/map/eta';
import { FlotteMap, type MapMarker } from '../../components/map/FlotteMap';
import { isLatLng } from '../../components/map/geojson';
import { useLivePositions } from '../../components/map/hooks';
import { useNow } from '../../components/useNow';
import { applyLivePosition } from '../../components/map/live';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { LoadingPanel } from '../../components/LoadingPanel';

/** Under `business-dispatches`: a dispatch's change (or a resync) refetches it. */
export const LIVE_KEY = ['business-dispatches', 'live'] as const;

type LiveAnswer = { data: LiveDispatch[]; truncated: boolean };

const t = (key: string) => `flotte.map.live.${key}`;

/**
 * The live map (docs/maps.md): every dispatch on its way in the caller's scope
 * (`GET /asset-dispatch/live`), clustered at low zoom, each marker a link to its request; beside
 * it (below on a phone) the same dispatches as a table: reference (a link), asset, driver, last
 * seen. Markers move on `dispatch.position` without a refetch; a new dispatch refetches.
 */
export const LiveMapPage = () => {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const createPath = useCreatePath();
  const dataProvider = useFlotteDataProvider();
  const queryClient = useQueryClient();
  const now = useNow();
  const listId = useId();
  const live = useQuery({
    queryKey: LIVE_KEY,
    queryFn: (): Promise<LiveAnswer> => dataProvider.getLiveDispatches(),
  });

  useLivePositions((event) => {
    const current = queryClient.getQueryData<LiveAnswer>(LIVE_KEY);
    if (!current) return;
    const next = applyLivePosition(current.data, event);
    if (next === null) void queryClient.invalidateQueries({ queryKey: LIVE_KEY });
    else if (next !== current.data) queryClient.setQueryData(LIVE_KEY, { ...current, data: next });
  });

  const requestPath = (d: LiveDispatch) =>
    createPath({ resource: 'business-dispatches', id: d.request_id, type: 'show' });
  const dispatches = live.data?.data ?? [];
  const context = { translate, locale, now };
  const placed = dispatches.filter((d) => isLatLng(d.lat, d.lng));
  const points: MapMarker[] = placed.map((d) => ({
    id: d.id,
    kind: 'dispatch',
    lat: d.lat!,
    lng: d.lng!,
    href: `#${requestPath(d)}`,
    label: translate(t('marker'), { reference: d.reference, asset: d.asset_name }),
  }));
  const unplaced = dispatches.length - placed.length;

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={t('title')} />
      <Typography variant="h5" component="h2" gutterBottom>
        {translate(t('title'))}
      </Typography>
      {live.isPending ? <LoadingPanel /> : null}
      {live.error ? <Alert severity="error">{translate(t('load_failed'))}</Alert> : null}
      {live.data ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 7 }}>
            <FlotteMap
              label={translate(t('map_label'))}
              clustered={points}
              fitKey={String(points.length > 0)}
              height="min(60vh, 560px)"
            />
            {unplaced > 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(t('without_position'), { smart_count: unplaced })}
              </Typography>
            ) : null}
          </Grid>
          <Grid size={{ xs: 12, lg: 5 }} component="section" aria-labelledby={listId}>
            <Typography id={listId} variant="h6" component="h3" gutterBottom>
              {translate(t('list_title'))}
            </Typography>
            {live.data.truncated ? (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate(t('truncated'))}
              </Alert>
            ) : null}
            {dispatches.length === 0 ? (
              <Typography role="status" color="text.secondary">
                {translate(t('empty'))}
              </Typography>
            ) : (
              <TableContainer sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-labelledby={listId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate(t('reference'))}</TableCell>
                      <TableCell>{translate(t('asset'))}</TableCell>
                      <TableCell>{translate(t('driver'))}</TableCell>
                      <TableCell>{translate(t('last_seen'))}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dispatches.map((d) => (
                      <TableRow key={d.id}>
                        <TableCell>
                          <Link to={requestPath(d)}>{d.reference}</Link>
                          <Typography variant="body2" color="text.secondary">
                            {translate(t(`statuses.${d.status}`))}
                          </Typography>
                        </TableCell>
                        <TableCell>{d.asset_name}</TableCell>
                        <TableCell>{d.driver_name ?? translate(t('no_driver'))}</TableCell>
                        <TableCell>
                          {d.position_at ? (
                            <time dateTime={d.position_at}>
                              {lastSeenText(d.position_at, context, true)}
                            </time>
                          ) : (
                            translate(t('no_position'))
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            )}
          </Grid>
        </Grid>
      ) : null}
    </Box>
  );
};
