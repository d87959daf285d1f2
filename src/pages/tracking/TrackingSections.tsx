import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import type { PublicTracking } from '../../../contract/tracking';
import { clockTime, relativeTime } from '../../components/map/eta';
import { getConfig } from '../../config';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { useNow } from '../../components/useNow';
import { useOnScreen } from '../../components/useOnScreen';
import { TRACKING_REFRESH_MS } from './useTracking';
import { Alert } from './TrackingParts';

/** The driver's map: its own chunk, MapLibre after it (docs/first-screen.md). */
const TrackingMap = lazy(() => import('./TrackingMap'));

/** The map's place: the map (its chunk, then MapLibre) loads when the place comes on screen. */
const MapWhenOnScreen = (props: ComponentProps<typeof TrackingMap>) => {
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return (
    <div ref={ref} style={{ marginTop: 12, minHeight: onScreen ? undefined : 220 }}>
      {onScreen ? (
        <Suspense fallback={null}>
          <TrackingMap {...props} />
        </Suspense>
      ) : null}
    </div>
  );
};

type FormatTime = (iso: string) => string;

/** A section that says when things happened, in the page's time format. */
interface TimedSectionProps {
  tracking: PublicTracking;
  formatTime: FormatTime;
}

const intlLocale = (locale: string) => (locale === 'en' ? 'en-GB' : 'fr-FR');

/** A titled region of the page (its heading names it for assistive technologies). */
export const Section = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <section aria-labelledby={id} className="tracking-section">
      <h2 id={id}>{translate(title)}</h2>
      {children}
    </section>
  );
};

/**
 * The failed attempts: the last one, while the request waits for its business, says so and who
 * to contact; the earlier ones (a new attempt followed) are told in a line each, with the reason.
 */
export const Attempts = ({ tracking, formatTime }: TimedSectionProps) => {
  const translate = useTranslate();
  const failures = tracking.timeline.filter((e) => e.kind === 'failed');
  if (failures.length === 0) return null;
  const reasonOf = (reason: string | null) =>
    translate(`flotte.tracking.reason.${reason ?? 'other'}`);
  const waiting = tracking.status === 'failed' ? failures[failures.length - 1] : undefined;
  const earlier = waiting ? failures.slice(0, -1) : failures;
  return (
    <div className="tracking-alerts">
      {waiting ? (
        <Alert severity="warning">
          {translate('flotte.tracking.failed_text', {
            at: formatTime(waiting.at),
            reason: reasonOf(waiting.reason),
            name: tracking.business.name,
          })}
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <Alert severity="info">
          {earlier.map((failure) => (
            <p key={failure.at}>
              {translate('flotte.tracking.earlier_attempt', {
                at: formatTime(failure.at),
                reason: reasonOf(failure.reason),
              })}
            </p>
          ))}
        </Alert>
      ) : null}
    </div>
  );
};

/**
 * While in transit: when the driver should arrive and how that was estimated (by road, or as the
 * crow flies at an average speed), when it was last seen, and, where tiles are configured, its
 * position on a small map (the text says the same: the map is never the only way to read it).
 */
export const OnTheWay = ({ tracking }: { tracking: PublicTracking }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const now = useNow(TRACKING_REFRESH_MS);
  if (tracking.status !== 'in_transit') return null;
  const context = { locale: intlLocale(locale), now };
  const { eta, driver_position: position } = tracking;
  const etaAt = eta ? Date.parse(eta.at) : NaN;
  const seenAt = position ? Date.parse(position.at) : NaN;
  const seen = Number.isNaN(seenAt) ? null : clockTime(seenAt, context);
  const tiles = getConfig().mapTilesUrl !== '';
  return (
    <Section id="tracking-way" title="flotte.tracking.way_heading">
      {eta && !Number.isNaN(etaAt) ? (
        <>
          <p className="tracking-strong">
            {translate('flotte.tracking.eta', {
              time: clockTime(etaAt, context),
              relative: relativeTime(etaAt, context),
            })}
          </p>
          <p className="tracking-secondary tracking-small">
            {translate(`flotte.tracking.eta_method.${eta.method}`)}
          </p>
        </>
      ) : (
        <p>{translate('flotte.tracking.eta_unknown')}</p>
      )}
      {position && seen ? (
        <>
          <p className="tracking-gap">
            <time dateTime={position.at}>
              {translate('flotte.tracking.last_seen', { time: seen })}
            </time>
          </p>
          {tiles ? (
            <MapWhenOnScreen
              lat={position.lat}
              lng={position.lng}
              label={translate('flotte.tracking.map_label')}
              markerLabel={translate('flotte.tracking.map_marker', { time: seen })}
            />
          ) : null}
        </>
      ) : null}
    </Section>
  );
};

/** One item of the proof: what it is, then what was given. */
const ProofItem = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <>
      <dt>{translate(label)}</dt>
      <dd>{children}</dd>
    </>
  );
};

/** A picture taken at the door (the photo, the signature), loaded when it comes into view. */
const ProofImage = ({
  src,
  alt,
  kind,
}: {
  src: string;
  alt: string;
  kind: 'photo' | 'signature';
}) => <img className="tracking-proof-image" data-kind={kind} src={src} alt={alt} loading="lazy" />;

/**
 * Once delivered: what was handed over and how it was acknowledged (the photo, the signature, the
 * name of who received it, that the code was checked), and when. Nothing when no item was kept.
 */
export const DeliveryProof = ({
  tracking,
  formatTime,
  children,
}: TimedSectionProps & { children?: ReactNode }) => {
  const translate = useTranslate();
  const proof = tracking.proof;
  if (!proof || proof.kinds.length === 0) return null;
  return (
    <Section id="tracking-proof" title="flotte.tracking.proof_heading">
      <p className="tracking-gutter">
        {translate('flotte.tracking.proof_at', { at: formatTime(proof.at) })}
      </p>
      <dl>
        {proof.name ? <ProofItem label="flotte.tracking.proof_name">{proof.name}</ProofItem> : null}
        {proof.photo ? (
          <ProofItem label="flotte.tracking.proof_photo">
            <ProofImage
              kind="photo"
              src={proof.photo}
              alt={translate('flotte.tracking.proof_photo_alt')}
            />
          </ProofItem>
        ) : null}
        {proof.signature ? (
          <ProofItem label="flotte.tracking.proof_signature">
            <ProofImage
              kind="signature"
              src={proof.signature}
              alt={
                proof.name
                  ? translate('flotte.tracking.proof_signature_alt', { name: proof.name })
                  : translate('flotte.tracking.proof_signature_alt_anonymous')
              }
            />
          </ProofItem>
        ) : null}
      </dl>
      {proof.kinds.includes('code') ? (
        <p className="tracking-gap">{translate('flotte.tracking.proof_code')}</p>
      ) : null}
      {children}
    </Section>
  );
};
