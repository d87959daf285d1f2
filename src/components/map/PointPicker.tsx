import { useId, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Grid,
  List,
  ListItemButton,
  ListItemText,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  maxValue,
  minValue,
  NumberInput,
  useCanAccess,
  useGetList,
  useLocaleState,
  useTranslate,
  type Validator,
} from 'react-admin';
import { addressCountry } from '../../../contract/address-country';
import { farFromCountry } from '../../../contract/country-boxes';
import { haversineMeters } from '../../../contract/distance';
import { useOwnBusiness } from '../business/useOwnBusiness';
import { getConfig } from '../../config';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { FlotteMap, type FlotteMapHandle, type MapMarker } from './FlotteMap';
import { pointOf } from './geojson';
import { pickerHome, placedPoints, RECENT_REQUESTS } from './pickerView';
import { placeMarker } from './placeMarker';
import type { GeocodeResult, LatLng } from './types';

type Kind = 'pickup' | 'dropoff';
const OTHER: Record<Kind, Kind> = { pickup: 'dropoff', dropoff: 'pickup' };

/** Six decimals: about ten centimetres, more than any phone or click is worth. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

const t = (key: string) => `flotte.map.picker.${key}`;

/**
 * Farther apart than this, a pickup and its drop-off are more likely a slip of the map (a Lyon
 * address placed in the Atlantic, issue 33) than a delivery: the picker warns, without refusing.
 */
export const FAR_APART_KM = 500;

/** Latitude and longitude go together: both, or neither. */
const together =
  (other: string): Validator =>
  (value: unknown, values: Record<string, unknown>) => {
    const empty = (v: unknown) => v === null || v === undefined || v === '';
    return empty(value) !== empty(values[other]) ? t('both') : undefined;
  };

/** One typed coordinate, within the earth's range (`limit`: 90 or 180), and given with `other`. */
const CoordinateInput = ({
  source,
  other,
  label,
  limit,
}: {
  source: string;
  other: string;
  label: string;
  limit: number;
}) => (
  <Grid size={{ xs: 6 }}>
    <NumberInput
      source={source}
      label={label}
      helperText={false}
      step="any"
      validate={[minValue(-limit), maxValue(limit), together(other)]}
    />
  </Grid>
);

/**
 * A request's pickup or drop-off point (`<kind>_lat`, `<kind>_lng` in the form; docs/maps.md):
 * chosen among the addresses the geocoder proposes for the typed address (none when the server
 * has no geocoder), placed with a click on a small map or by moving its marker (mouse, finger,
 * arrow keys; or pan with the keyboard and "place at the centre"), or typed as coordinates.
 * The map opens on demand, and the form works without it: the point is optional.
 */
export const PointPicker = ({ kind }: { kind: Kind }) => {
  const translate = useTranslate();
  const dataProvider = useFlotteDataProvider();
  const { setValue, trigger } = useFormContext();
  const [locale = 'fr'] = useLocaleState();
  const latSource = `${kind}_lat`;
  const lngSource = `${kind}_lng`;
  const other = OTHER[kind];
  const values = useWatch({
    name: [latSource, lngSource, `${kind}_address`, `${other}_lat`, `${other}_lng`],
  }) as unknown[];
  const [lat, lng, address, otherLat, otherLng] = values;
  const point = pointOf({ lat, lng }, 'lat', 'lng');
  const otherPoint = pointOf({ lat: otherLat, lng: otherLng }, 'lat', 'lng');
  const [open, setOpen] = useState(false);
  const [fit, setFit] = useState(0);
  const [tooShort, setTooShort] = useState(false);
  const map = useRef<FlotteMapHandle>(null);
  const groupId = useId();
  const mapId = useId();
  const { canAccess: canSearch } = useCanAccess({ resource: 'geocode', action: 'list' });
  // The address's country (the one it names, else the business's): where the map opens and
  // what a placed point is checked against.
  const { data: business } = useOwnBusiness();
  const country = addressCountry(address, business?.country ?? null);
  const { data: recent } = useGetList(
    'business-dispatches',
    {
      pagination: { page: 1, perPage: RECENT_REQUESTS },
      sort: { field: 'created_at', order: 'DESC' },
    },
    { enabled: open && !point && !otherPoint, staleTime: 5 * 60 * 1000 },
  );
  const home = pickerHome(placedPoints(recent ?? []), country);

  const search = useMutation({
    mutationFn: (q: string) => dataProvider.geocode(q),
  });

  /** Both coordinates at once, then both checked (neither is left with the other's error). */
  const setPoint = (p: LatLng | null) => {
    const options = { shouldDirty: true, shouldTouch: true };
    setValue(latSource, p ? round(p.lat) : null, options);
    setValue(lngSource, p ? round(p.lng) : null, options);
    void trigger([latSource, lngSource]);
  };
  const place = (p: LatLng, refit = false) => {
    setPoint(p);
    if (refit) setFit((n) => n + 1);
  };
  const clear = () => setPoint(null);
  const [unconfigured, setUnconfigured] = useState(false);
  const lookUp = () => {
    // No geocoder on the server: say so, rather than "no address found" for a good address.
    if (!getConfig().addressSearch) return setUnconfigured(true);
    const q = typeof address === 'string' ? address.trim() : '';
    setTooShort(q.length < 3);
    if (q.length >= 3) search.mutate(q);
  };
  const choose = (result: GeocodeResult) => {
    setValue(`${kind}_address`, result.label, { shouldDirty: true, shouldValidate: true });
    place(result, true);
    search.reset();
  };

  const markers: MapMarker[] = [];
  if (otherPoint) markers.push(placeMarker(other, otherPoint, translate(t(other)), translate));
  if (point) {
    markers.push({
      ...placeMarker(kind, point, translate(t(`marker_${kind}`)), translate),
      draggable: true,
    });
  }
  const suggestions = search.data;
  const apartKm = point && otherPoint ? Math.round(haversineMeters(point, otherPoint) / 1000) : 0;
  const outsideKm = point ? farFromCountry(point, country) : null;

  return (
    <Box role="group" aria-labelledby={groupId} sx={{ mb: 2 }}>
      <Typography id={groupId} variant="subtitle2" component="p">
        {translate(t(kind))}
      </Typography>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
        {point
          ? translate(t('placed'), {
              lat: point.lat.toLocaleString(locale, { maximumFractionDigits: 6 }),
              lng: point.lng.toLocaleString(locale, { maximumFractionDigits: 6 }),
            })
          : translate(t('none'))}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {canSearch ? (
          <Button size="small" variant="outlined" onClick={lookUp} disabled={search.isPending}>
            {translate(t(search.isPending ? 'searching' : 'search'))}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="outlined"
          aria-expanded={open}
          aria-controls={mapId}
          onClick={() => {
            setOpen((o) => !o);
            setFit((n) => n + 1);
          }}
        >
          {translate(t(open ? 'hide' : 'show'))}
        </Button>
        {point ? (
          <Button size="small" onClick={clear}>
            {translate(t('clear'))}
          </Button>
        ) : null}
      </Box>
      {apartKm > FAR_APART_KM ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(t('far_apart'), {
            km: apartKm.toLocaleString(locale),
            other: translate(t(other)).toLocaleLowerCase(locale),
          })}
        </Alert>
      ) : null}
      {outsideKm !== null && country ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(t('far_from_country'), {
            km: Math.round(outsideKm).toLocaleString(locale),
            country: new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country,
          })}
        </Alert>
      ) : null}
      {unconfigured ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(t('search_unconfigured'))}
        </Typography>
      ) : null}
      {tooShort ? (
        <Typography variant="body2" color="text.secondary" role="status">
          {translate(t('too_short'))}
        </Typography>
      ) : null}
      {search.error ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(t('search_failed'))}
        </Alert>
      ) : null}
      {suggestions && suggestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {translate(t('no_suggestion'))}
        </Typography>
      ) : null}
      {suggestions && suggestions.length > 0 ? (
        <List dense aria-label={translate(t('suggestions'))} sx={{ mb: 1 }}>
          {suggestions.map((s, index) => (
            <ListItemButton key={`${s.lat},${s.lng},${index}`} onClick={() => choose(s)}>
              <ListItemText primary={s.label} />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      <Box id={mapId} hidden={!open}>
        {open ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(t('help'))}
            </Typography>
            <FlotteMap
              label={translate(t(`map_label_${kind}`))}
              markers={markers}
              fitKey={String(fit)}
              home={home}
              onPick={(p) => place(p)}
              onMarkerMove={(_, p) => place(p)}
              height={260}
              handleRef={map}
            />
            <Button
              size="small"
              sx={{ mt: 1 }}
              onClick={() => {
                const center = map.current?.center();
                if (center) place(center);
              }}
            >
              {translate(t('place_center'))}
            </Button>
          </>
        ) : null}
      </Box>
      <Grid container columnSpacing={2}>
        <CoordinateInput source={latSource} other={lngSource} label={t('lat')} limit={90} />
        <CoordinateInput source={lngSource} other={latSource} label={t('lng')} limit={180} />
      </Grid>
      <Typography variant="caption" color="text.secondary">
        {translate(t('coordinates_help'))}
      </Typography>
    </Box>
  );
};
