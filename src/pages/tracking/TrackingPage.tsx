import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, Container, Stack, Typography } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import type { PublicTracking } from '../../../contract/tracking';
import { LoadingStatus } from '../../components/LoadingStatus';
import { brandTheme } from '../../theme';
import { useLocaleState, useTranslate } from '../auth/i18n';
import { LanguageMenu } from '../auth/LanguageMenu';
import { useBrowserLanguage, useNoIndex } from './pageHints';
import { Attempts, DeliveryProof, OnTheWay, Section } from './TrackingSections';
import { TrackingSteps } from './TrackingSteps';
import { useTracking } from './useTracking';
import { RecipientCheck } from './RecipientCheck';
import { RoundProgress } from './RoundProgress';

type Business = PublicTracking['business'];

/**
 * `#/t/:token`: the recipient's tracking page (docs/tracking.md). Public, outside the signed-in
 * app: an entry of its own (src/tracking.tsx, tracking.html, where index.html sends `#/t/`), and
 * a page of the light first screen for a visit from inside the app (accountRoutes.tsx); in the
 * business's colours, never indexed. Read again every 30 s while the delivery is open
 * (useTracking.ts over trackingApi.ts: no live stream for an anonymous visitor); the driver's map
 * is a chunk of its own (TrackingMap), loaded when it comes on screen.
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
        <LoadingStatus label={translate('flotte.tracking.loading')} p={4} />
      </Frame>
    );
  }
  // A read that fails after the page showed keeps what it showed (the next one may answer).
  if (!data) {
    const unknown = error?.status === 404;
    return (
      <Frame business={null}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(unknown ? 'flotte.tracking.unknown_title' : 'flotte.tracking.error_title')}
        </Typography>
        <Alert severity={unknown ? 'warning' : 'error'}>
          {translate(unknown ? 'flotte.tracking.unknown_text' : 'flotte.tracking.error_text')}
        </Alert>
        {unknown ? null : (
          <Button sx={{ mt: 2 }} variant="contained" onClick={() => void refetch()}>
            {translate('flotte.tracking.retry')}
          </Button>
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
    <Stack spacing={3}>
      <Box>
        <Typography variant="h5" component="h1">
          {translate('flotte.tracking.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography color="text.secondary">
            {translate('flotte.tracking.reference', { reference: tracking.reference })}
          </Typography>
          <Chip
            size="small"
            color={
              tracking.status === 'cancelled'
                ? 'default'
                : tracking.status === 'failed'
                  ? 'warning'
                  : 'primary'
            }
            label={translate(`flotte.tracking.status.${tracking.status}`)}
          />
        </Stack>
      </Box>
      <Section id="tracking-status" title="flotte.tracking.status_heading">
        {cancelledAt ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('flotte.tracking.cancelled_text', { at: formatTime(cancelledAt) })}
          </Alert>
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
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1 }, '& dd': { ml: 0 } }}>
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
        </Box>
      </Section>
    </Stack>
  );
};

/**
 * The page around the content: the business's name and logo in a banner of its colour (Flotte's
 * while loading or when the link is unknown), the language switch, the content, who runs it.
 */
const Frame = ({ business, children }: { business: Business | null; children: ReactNode }) => {
  const translate = useTranslate();
  const theme = useMemo(
    () => createTheme(brandTheme(business?.primary_color)),
    [business?.primary_color],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Box
          component="header"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 1.5 }}
        >
          <Container
            maxWidth="sm"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minHeight: 48 }}
          >
            {business?.logo ? (
              <Box
                component="img"
                src={business.logo}
                alt={translate('flotte.branding.logo_alt', { name: business.name })}
                sx={{
                  maxHeight: 40,
                  maxWidth: 120,
                  objectFit: 'contain',
                  bgcolor: 'white',
                  p: 0.5,
                  borderRadius: 1,
                }}
              />
            ) : null}
            <Typography component="p" sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }} noWrap>
              {business
                ? translate('flotte.tracking.from', { name: business.name })
                : translate('flotte.app.title')}
            </Typography>
            <LanguageMenu />
          </Container>
        </Box>
        <Container component="main" maxWidth="sm" sx={{ py: 3 }}>
          {children}
        </Container>
        <Container component="footer" maxWidth="sm" sx={{ pb: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {translate('flotte.tracking.powered_by')}
          </Typography>
        </Container>
      </Box>
    </ThemeProvider>
  );
};
