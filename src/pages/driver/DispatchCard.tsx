import { useId } from 'react';
import { useLocale, useTranslate } from './kit';
import { Chip, Icon, PlaceLink, TOUCH } from './plain';
import { geoLink, nextSteps, telLink } from './steps';
import { StepButtons } from './StepButtons';
import type { DriverDispatch, StepName } from '../../providers/driver/types';

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
  <div>
    <p className="driver-card__label">{label}</p>
    <PlaceLink href={geoLink(address, lat, lng)} address={address} />
  </div>
);

/**
 * One delivery on the driver's screen: reference and status, pickup and drop-off (maps links),
 * recipient and phone, notes, then only the steps that may follow (docs/drivers.md): the
 * delivery's next step first and largest, "Échec" last. Plain elements (plain.tsx, driver.css).
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
    <article aria-labelledby={headingId} className="driver-card">
      <div className="driver-card__head">
        <h3 id={headingId}>{translate('flotte.driver.card.reference', { reference })}</h3>
        <Chip color={STATUS_COLOR[dispatch.status]}>
          {translate(`flotte.driver.status.${dispatch.status}`)}
        </Chip>
        {waiting ? (
          <Chip color="outlined">
            <Icon name="waiting" />
            {translate('flotte.driver.card.waiting')}
          </Chip>
        ) : null}
      </div>
      {dispatch.scheduled_at ? (
        <p className="driver-secondary">
          {translate('flotte.driver.card.scheduled', { date: format.date(dispatch.scheduled_at) })}
        </p>
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
        <div>
          <p className="driver-card__label">{translate('flotte.driver.card.recipient')}</p>
          {dispatch.recipient_name ? <p>{dispatch.recipient_name}</p> : null}
          {dispatch.recipient_phone ? (
            <a
              className="driver-button"
              href={telLink(dispatch.recipient_phone)}
              style={{ ...TOUCH, marginTop: 8 }}
            >
              <Icon name="phone" />
              {translate('flotte.driver.card.call', { phone: dispatch.recipient_phone })}
            </a>
          ) : null}
        </div>
      ) : null}
      {dispatch.notes ? (
        <div>
          <p className="driver-card__label">{translate('flotte.driver.card.notes')}</p>
          <p className="driver-notes">{dispatch.notes}</p>
        </div>
      ) : null}
      {dispatch.asset_name ? (
        <p className="driver-secondary">
          {translate('flotte.driver.card.asset', { name: dispatch.asset_name })}
        </p>
      ) : null}
      {dispatch.status === 'assigned' ? (
        // Before leaving: the vehicle's pre-trip inspection (docs/compliance.md).
        <a
          className="driver-link"
          href={`#/inspections/create?asset_id=${dispatch.asset_id}`}
          style={TOUCH}
        >
          {translate('flotte.driver.card.inspection')}
        </a>
      ) : null}
      {dispatch.arrived_pickup_at && dispatch.status === 'assigned' ? (
        <p className="driver-secondary">
          {translate('flotte.driver.card.arrived_pickup_at', {
            time: format.time(dispatch.arrived_pickup_at),
          })}
        </p>
      ) : null}
      {dispatch.arrived_at && dispatch.status === 'in_transit' ? (
        <p className="driver-secondary">
          {translate('flotte.driver.card.arrived_at', { time: format.time(dispatch.arrived_at) })}
        </p>
      ) : null}
      <StepButtons
        dispatch={dispatch}
        reference={reference}
        steps={steps}
        busy={busy}
        onStep={onStep}
      />
    </article>
  );
};
