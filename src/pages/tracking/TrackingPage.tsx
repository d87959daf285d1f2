import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import type { PublicTracking } from '../../../contract/tracking';
import { brandContrastText, FLOTTE_DARK, HEX_COLOR } from '../../brandColors';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { useBrowserLanguage, useNoIndex } from './pageHints';
import { Attempts, DeliveryProof, OnTheWay, Section } from './TrackingSections';
import { TrackingSteps } from './TrackingSteps';
import { useTracking } from './useTracking';
import { RecipientCheck } from './RecipientCheck';
import { RoundProgress } from './RoundProgress';
import { Alert, LanguageSelect, Spinner } from './TrackingParts';
import '../../styles/light-page.css';
import './tracking.css';

type Business = PublicTracking['business'];

/**
 * `#/t/:token`: the recipient's tracking page (docs/tracking.md). Public, outside the signed-in
 * app: an entry of its own (src/tracking.tsx, tracking.html, where index.html sends `#/t/`), and
 * a page of the light first screen for a visit from inside the app (accountRoutes.tsx); in the
 * business's colours, never indexed. Read again every 30 s while the delivery is open
 * (useTracking.ts over trackingApi.ts: no live stream for an anonymous visitor); the driver's map
 * is a chunk of its own (TrackingMap), loaded when it comes on screen. Plain elements and
 * tracking.css, no MUI: the entry renders it with Preact (build/tracking-entry.ts), the app with
 * React.
 */
export const TrackingPage = () => {
  useNoIndex();
  useBrowserLanguage();
  const translate = useTranslate();
  // The delivery code the visitor typed: the recipient's signature and name (RecipientCheck).
  const [code, setCode] = useState<string>();
  const { data, error, isPending, refetch } = useTracking(code);
  if (isPending) {
    return (
      <Frame business={null}>
        <Spinner label={translate('flotte.tracking.loading')} />
      </Frame>
    );
  }
  // A read that fails after the page showed keeps what it showed (the next one may answer).
  if (!data) {
    const unknown = error?.status === 404;
    return (
      <Frame business={null}>
        <h1 className="tracking-gutter">
          {translate(unknown ? 'flotte.tracking.unknown_title' : 'flotte.tracking.error_title')}
        </h1>
        <Alert severity={unknown ? 'warning' : 'error'}>
          {translate(unknown ? 'flotte.tracking.unknown_text' : 'flotte.tracking.error_text')}
        </Alert>
        {unknown ? null : (
          <button
            type="button"
            className="tracking-button"
            data-variant="contained"
            onClick={() => void refetch()}
          >
            {translate('flotte.tracking.retry')}
          </button>
        )}
      </Frame>
    );
  }
  return (
    <Frame business={data.business}>
      <Tracking tracking={data} code={code} onCode={setCode} />
    </Frame>
  );
};

/** The status chip's tone: the brand's while the delivery goes on. */
const statusTone = (status: PublicTracking['status']) =>
  status === 'cancelled' ? 'default' : status === 'failed' ? 'warning' : 'brand';

const Tracking = ({
  tracking,
  code,
  onCode,
}: {
  tracking: PublicTracking;
  code: string | undefined;
  onCode: (code: string) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const format = useMemo(
    () =>
      new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
      }),
    [locale],
  );
  const formatTime = (iso: string) => format.format(new Date(iso));
  const cancelledAt = tracking.timeline.find((e) => e.kind === 'cancelled')?.at;
  return (
    <div className="tracking-stack">
      <div>
        <h1>{translate('flotte.tracking.title')}</h1>
        <div className="tracking-heading-line">
          <p className="tracking-secondary">
            {translate('flotte.tracking.reference', { reference: tracking.reference })}
          </p>
          <span className="tracking-status" data-tone={statusTone(tracking.status)}>
            {translate(`flotte.tracking.status.${tracking.status}`)}
          </span>
        </div>
      </div>
      <Section id="tracking-status" title="flotte.tracking.status_heading">
        {cancelledAt ? (
          <div className="tracking-alerts">
            <Alert severity="info">
              {translate('flotte.tracking.cancelled_text', { at: formatTime(cancelledAt) })}
            </Alert>
          </div>
        ) : null}
        <Attempts tracking={tracking} formatTime={formatTime} />
        <TrackingSteps tracking={tracking} formatTime={formatTime} />
      </Section>
      <RoundProgress round={tracking.round} />
      <OnTheWay tracking={tracking} />
      <DeliveryProof tracking={tracking} formatTime={formatTime}>
        <RecipientCheck proof={tracking.proof} tried={code} onCode={onCode} />
      </DeliveryProof>
      <Section id="tracking-details" title="flotte.tracking.details_heading">
        <dl>
          <dt>{translate('flotte.tracking.pickup')}</dt>
          <dd>{tracking.pickup_address}</dd>
          <dt>{translate('flotte.tracking.dropoff')}</dt>
          <dd>{tracking.dropoff_address}</dd>
          <dt>{translate('flotte.tracking.scheduled')}</dt>
          <dd>
            {tracking.scheduled_at
              ? formatTime(tracking.scheduled_at)
              : translate('flotte.tracking.not_scheduled')}
          </dd>
        </dl>
      </Section>
    </div>
  );
};

/** The brand colour and its text as the CSS variables of tracking.css (Flotte's when unset). */
const brandStyle = (primary: string | null | undefined) => {
  const brand = primary && HEX_COLOR.test(primary) ? primary : FLOTTE_DARK;
  return { '--brand': brand, '--brand-text': brandContrastText(brand) } as CSSProperties;
};

/**
 * The page around the content: the business's name and logo in a banner of its colour (Flotte's
 * while loading or when the link is unknown), the language switch, the content, who runs it.
 */
const Frame = ({ business, children }: { business: Business | null; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <div className="light-page tracking" style={brandStyle(business?.primary_color)}>
      <header className="tracking-header">
        <div className="tracking-container">
          {business?.logo ? (
            <img
              className="tracking-logo"
              src={business.logo}
              alt={translate('flotte.branding.logo_alt', { name: business.name })}
            />
          ) : null}
          <p className="tracking-from">
            {business
              ? translate('flotte.tracking.from', { name: business.name })
              : translate('flotte.app.title')}
          </p>
          <LanguageSelect />
        </div>
      </header>
      <main className="tracking-container tracking-main">{children}</main>
      <footer className="tracking-container tracking-footer">
        <p className="tracking-secondary tracking-small">
          {translate('flotte.tracking.powered_by')}
        </p>
      </footer>
    </div>
  );
};
