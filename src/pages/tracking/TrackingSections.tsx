import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import type { PublicTracking } from '../../../contract/tracking';
import { clockTime, relativeTime } from '../../components/map/eta';
import { getConfig } from '../../config';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { useNow } from '../../components/useNow';
import { useOnScreen } from '../../components/useOnScreen';
import { TRACKING_REFRESH_MS } from './useTracking';

/** The driver's map: its own chunk, MapLibre after it (docs/first-screen.md). */
const TrackingMap = lazy(() => import('./TrackingMap'));

/** The map's place: the map (its chunk, then MapLibre) loads when the place comes on screen. */
const MapWhenOnScreen = (props: ComponentProps<typeof TrackingMap>) => {
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return (
    <Box ref={ref} sx={{ mt: 1.5, minHeight: onScreen ? undefined : 220 }}>
      {onScreen ? (
        <Suspense fallback={null}>
          <TrackingMap {...props} />
        </Suspense>
      ) : null}
    </Box>
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
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2 }}>
      <Typography id={id} variant="h6" component="h2" gutterBottom>
        {translate(title)}
      </Typography>
      {children}
    </Paper>
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
    <Stack spacing={1} sx={{ mb: 2 }}>
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
            <Box component="p" key={failure.at} sx={{ m: 0 }}>
              {translate('flotte.tracking.earlier_attempt', {
                at: formatTime(failure.at),
                reason: reasonOf(failure.reason),
              })}
            </Box>
          ))}
        </Alert>
      ) : null}
    </Stack>
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
          <Typography sx={{ fontWeight: 600 }}>
            {translate('flotte.tracking.eta', {
              time: clockTime(etaAt, context),
              relative: relativeTime(etaAt, context),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`flotte.tracking.eta_method.${eta.method}`)}
          </Typography>
        </>
      ) : (
        <Typography>{translate('flotte.tracking.eta_unknown')}</Typography>
      )}
      {position && seen ? (
        <>
          <Typography sx={{ mt: 1 }}>
            <time dateTime={position.at}>
              {translate('flotte.tracking.last_seen', { time: seen })}
            </time>
          </Typography>
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

const proofImage = { maxWidth: '100%', maxHeight: 240, display: 'block', borderRadius: 1 } as const;

/** A picture taken at the door (the photo, the signature), loaded when it comes into view. */
const ProofImage = ({
  src,
  alt,
  sx,
}: {
  src: string;
  alt: string;
  sx?: Record<string, unknown>;
}) => <Box component="img" src={src} alt={alt} loading="lazy" sx={{ ...proofImage, ...sx }} />;

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
      <Typography gutterBottom>
        {translate('flotte.tracking.proof_at', { at: formatTime(proof.at) })}
      </Typography>
      <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
        {proof.name ? <ProofItem label="flotte.tracking.proof_name">{proof.name}</ProofItem> : null}
        {proof.photo ? (
          <ProofItem label="flotte.tracking.proof_photo">
            <ProofImage src={proof.photo} alt={translate('flotte.tracking.proof_photo_alt')} />
          </ProofItem>
        ) : null}
        {proof.signature ? (
          <ProofItem label="flotte.tracking.proof_signature">
            <ProofImage
              src={proof.signature}
              alt={
                proof.name
                  ? translate('flotte.tracking.proof_signature_alt', { name: proof.name })
                  : translate('flotte.tracking.proof_signature_alt_anonymous')
              }
              sx={{ maxHeight: 160, bgcolor: 'common.white', border: 1, borderColor: 'divider' }}
            />
          </ProofItem>
        ) : null}
      </Box>
      {proof.kinds.includes('code') ? (
        <Typography sx={{ mt: 1 }}>{translate('flotte.tracking.proof_code')}</Typography>
      ) : null}
      {children}
    </Section>
  );
};
