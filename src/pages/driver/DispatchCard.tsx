import { useId } from 'react';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { useLocale, useTranslate } from './kit';
import { geoLink, nextSteps, telLink } from './steps';
import { StepButtons } from './StepButtons';
import type { DriverDispatch, StepName } from '../../providers/driver/types';

/** Every button and link a thumb presses: at least 48 px high (WCAG 2.5.5, Material's 48 dp). */
export const TOUCH = { minHeight: 48 } as const;

const STATUS_COLOR = {
  assigned: 'info',
  in_transit: 'warning',
  delivered: 'success',
  failed: 'error',
  cancelled: 'default',
} as const;

const useFormat = () => {
  const locale = useLocale();
  return {
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    time: (iso: string) =>
      new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso)),
  };
};

/** A place: its label, then its address as a `geo:` link that opens the phone's maps app. */
const Place = ({
  label,
  address,
  lat,
  lng,
}: {
  label: string;
  address: string;
  lat: number | null;
  lng: number | null;
}) => (
  <Box>
    <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
      {label}
    </Typography>
    <Link
      href={geoLink(address, lat, lng)}
      underline="always"
      sx={{ ...TOUCH, display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}
    >
      <PlaceIcon aria-hidden fontSize="small" />
      <span>{address}</span>
    </Link>
  </Box>
);

/**
 * One delivery on the driver's screen: reference and status, pickup and drop-off (maps links),
 * recipient and phone, notes, then only the steps that may follow (docs/drivers.md): the
 * delivery's next step first and largest, "Échec" last.
 */
export const DispatchCard = ({
  dispatch,
  waiting,
  busy,
  onStep,
}: {
  dispatch: DriverDispatch;
  /** Steps of this dispatch wait in the outbox (shown already taken). */
  waiting: boolean;
  /** A step of this dispatch is being sent. */
  busy: boolean;
  onStep: (dispatch: DriverDispatch, step: StepName) => void;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const headingId = useId();
  const steps = nextSteps(dispatch);
  const reference = dispatch.reference;
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flex: '1 1 auto' }}>
            {translate('flotte.driver.card.reference', { reference })}
          </Typography>
          <Chip
            color={STATUS_COLOR[dispatch.status]}
            label={translate(`flotte.driver.status.${dispatch.status}`)}
          />
          {waiting ? (
            <Chip
              variant="outlined"
              icon={<ScheduleSendIcon aria-hidden />}
              label={translate('flotte.driver.card.waiting')}
            />
          ) : null}
        </Stack>
        {dispatch.scheduled_at ? (
          <Typography color="text.secondary">
            {translate('flotte.driver.card.scheduled', {
              date: format.date(dispatch.scheduled_at),
            })}
          </Typography>
        ) : null}
        <Place
          label={translate('flotte.driver.card.pickup')}
          address={dispatch.pickup_address}
          lat={dispatch.pickup_lat}
          lng={dispatch.pickup_lng}
        />
        <Place
          label={translate('flotte.driver.card.dropoff')}
          address={dispatch.dropoff_address}
          lat={dispatch.dropoff_lat}
          lng={dispatch.dropoff_lng}
        />
        {dispatch.recipient_name || dispatch.recipient_phone ? (
          <Box>
            <Typography variant="overline" component="p" color="text.secondary">
              {translate('flotte.driver.card.recipient')}
            </Typography>
            {dispatch.recipient_name ? <Typography>{dispatch.recipient_name}</Typography> : null}
            {dispatch.recipient_phone ? (
              <Button
                href={telLink(dispatch.recipient_phone)}
                variant="outlined"
                startIcon={<PhoneIcon aria-hidden />}
                sx={{ ...TOUCH, mt: 1 }}
              >
                {translate('flotte.driver.card.call', { phone: dispatch.recipient_phone })}
              </Button>
            ) : null}
          </Box>
        ) : null}
        {dispatch.notes ? (
          <Box>
            <Typography variant="overline" component="p" color="text.secondary">
              {translate('flotte.driver.card.notes')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {dispatch.notes}
            </Typography>
          </Box>
        ) : null}
        {dispatch.asset_name ? (
          <Typography color="text.secondary">
            {translate('flotte.driver.card.asset', { name: dispatch.asset_name })}
          </Typography>
        ) : null}
        {dispatch.status === 'assigned' ? (
          // Before leaving: the vehicle's pre-trip inspection (docs/compliance.md).
          <Link href={`#/inspections/create?asset_id=${dispatch.asset_id}`} sx={{ py: 1 }}>
            {translate('flotte.driver.card.inspection')}
          </Link>
        ) : null}
        {dispatch.arrived_pickup_at && dispatch.status === 'assigned' ? (
          <Typography color="text.secondary">
            {translate('flotte.driver.card.arrived_pickup_at', {
              time: format.time(dispatch.arrived_pickup_at),
            })}
          </Typography>
        ) : null}
        {dispatch.arrived_at && dispatch.status === 'in_transit' ? (
          <Typography color="text.secondary">
            {translate('flotte.driver.card.arrived_at', { time: format.time(dispatch.arrived_at) })}
          </Typography>
        ) : null}
        <StepButtons
          dispatch={dispatch}
          reference={reference}
          steps={steps}
          busy={busy}
          onStep={onStep}
        />
      </CardContent>
    </Card>
  );
};
